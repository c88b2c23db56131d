import { contentEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { ojsTarget } from '../ojs/ojs-import';

/**
 * `GET ojs/:ojsPath/:kind/:ojsId`: where an old Open Journal Systems address of a journal moved
 * with `quire import` leads now (the web site answers it with a 301). Public, like the pages it
 * names: an item readers cannot see (a draft issue's) is a 404.
 */
export function registerOjsAddressRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(contentEndpoints.ojsAddress),
    handler: async (request) => {
      const { ojsPath, kind, ojsId } = request.params;
      const target = await ojsTarget(db, ojsPath, kind, ojsId);
      if (!target) throw notFound('The address');
      return target;
    },
  });
}
