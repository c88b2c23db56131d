import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { createOaiRepository } from '../oai/oai-service';

const XML = 'text/xml; charset=utf-8';
const FORM = 'application/x-www-form-urlencoded';

const description = [
  'OAI-PMH 2.0 for harvesters (BASE, CORE, DOAJ, national libraries): Identify, ListMetadataFormats,',
  'ListSets (journals and `{journal}:section-{id}`), ListIdentifiers, ListRecords and GetRecord in',
  '`oai_dc` and `jats` (front matter), with from/until, sets, resumption tokens (100 a page,',
  'valid for an hour) and persistent deleted records. Protocol errors answer 200 with `<error code>`.',
].join(' ');

/**
 * `GET|POST oai`: the OAI-PMH endpoint. The POST form body is parsed only here, so no other API
 * route accepts form posts.
 */
export function registerOaiRoutes(api: FastifyInstance, context: AppContext): void {
  const repository = createOaiRepository(context);
  const answer = async (params: URLSearchParams, reply: FastifyReply) =>
    reply
      .type(XML)
      .header('cache-control', 'no-store')
      .send(await repository.answer(params));

  void api.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) =>
      done(null, new URLSearchParams(String(body))),
    );
    const schema = {
      tags: ['oai'],
      summary: 'OAI-PMH 2.0 repository of every public article',
      description,
    };
    scope.get('/oai', { schema }, (request: FastifyRequest, reply) => {
      const query = request.raw.url?.split('?')[1] ?? '';
      return answer(new URLSearchParams(query), reply);
    });
    scope.post('/oai', { schema }, (request: FastifyRequest, reply) =>
      answer(request.body instanceof URLSearchParams ? request.body : new URLSearchParams(), reply),
    );
  });
}
