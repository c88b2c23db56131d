import { ojsAddressParamsSchema, ojsAddressSchema } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { ojsTarget } from '../ojs/ojs-import';

/**
 * `GET ojs/:ojsPath/:kind/:ojsId`: where an old Open Journal Systems address of a journal moved
 * with `quire import` leads now (the web site answers it with a 301). Public, like the pages it
 * names: an item readers cannot see (a draft issue's) is a 404.
 */
export function registerOjsAddressRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/ojs/:ojsPath/:kind/:ojsId',
    {
      schema: {
        tags: ['journals'],
        summary: 'Where an imported journal’s old OJS issue, article or galley address leads now',
        description:
          'For `/index.php/{ojsPath}/issue/view/{id}`, `…/article/view/{id}` and `…/article/view/{id}/{galleyId}`: the issue or article each OJS id became.',
        params: ojsAddressParamsSchema,
        response: { 200: ojsAddressSchema },
      },
    },
    async (request) => {
      const { ojsPath, kind, ojsId } = request.params;
      const target = await ojsTarget(db, ojsPath, kind, ojsId);
      if (!target) throw notFound('The address');
      return target;
    },
  );
}
