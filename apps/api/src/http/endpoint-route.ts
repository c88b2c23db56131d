import type { EndpointDeclaration } from '@quire/contracts';
import { SIGNED_IN } from './route-schema';

/** The Fastify route options a declaration stands for: method, URL and schema, literal types kept. */
export interface EndpointRouteOptions<E extends EndpointDeclaration> {
  method: E['method'];
  url: E['path'];
  schema: {
    tags: string[];
    summary: string;
    description?: string;
    consumes?: string[];
    security?: Record<string, string[]>[];
    params: E['params'];
    querystring: E['query'];
    body: E['body'];
    response: E['responses'];
  };
}

/**
 * The route options (validation with fastify-type-provider-zod, serialisation and the OpenAPI
 * operation) of an endpoint declared in `@quire/contracts`; spread them into `route()` beside the
 * handler and any hooks:
 * @example
 * routes.route({ ...endpointRoute(contentEndpoints.journal), onSend: revalidateWithEtag, handler });
 */
export function endpointRoute<const E extends EndpointDeclaration>(
  declaration: E,
): EndpointRouteOptions<E> {
  const { method, path, summary, description, tags, signedIn, multipart, params, query, body } =
    declaration;
  // Only the parts the endpoint declares: Fastify warns about a schema key left undefined.
  const schema = {
    tags: [...tags],
    summary,
    ...(description === undefined ? {} : { description }),
    ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(signedIn ? { security: SIGNED_IN } : {}),
    ...(params === undefined ? {} : { params }),
    ...(query === undefined ? {} : { querystring: query }),
    ...(body === undefined ? {} : { body }),
    response: declaration.responses,
  };
  return { method, url: path, schema: schema as EndpointRouteOptions<E>['schema'] };
}
