import type { z } from 'zod';

/*
 * One declaration per endpoint: everything both sides of the wire need to agree on. The API turns
 * a declaration into its Fastify route options (validation, serialisation and the OpenAPI
 * document: `apps/api/src/http/endpoint-route.ts`); `@quire/api-client` turns a group of them into
 * typed calls (`createEndpointClient`). Nothing here runs a request or touches Fastify.
 */

/** The methods the API answers on. */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An answer documented by media type rather than one JSON schema (a citation file in one of
 * several text formats): Fastify's response shape for OpenAPI `content`.
 */
export interface DocumentedAnswer {
  description: string;
  content: Readonly<Record<string, { schema: z.ZodType }>>;
}

/** What a declaration holds. */
export interface EndpointDeclaration {
  method: EndpointMethod;
  /** Relative to the API's base, Fastify style: `/journals/:slug/issues/:issueId`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  tags: readonly string[];
  /** Needs a signed-in user (a bearer token or the session cookie). */
  signedIn?: boolean;
  /** The path's `:name` segments. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's schema for each status it documents: the 2xx one types the client. */
  responses: Readonly<Record<number, z.ZodType | DocumentedAnswer>>;
  /**
   * A public read that changes only when an editor changes something (or slowly): a server-side
   * renderer that follows the API's purges may keep it longer (`@quire/site`'s micro-cache).
   */
  stableRead?: boolean;
  /**
   * The body is a `multipart/form-data` form (an upload), read by the API as a stream: the body
   * schema documents its fields.
   */
  multipart?: boolean;
  /** Answered as text (a citation file), never parsed as JSON by the client. */
  textAnswer?: boolean;
  /** Sent by the client in the background, without the loading overlay (a beacon, a mark-as-read). */
  background?: boolean;
}

/**
 * Declares an endpoint; the declaration is returned as written, its literal types kept so both
 * sides can derive theirs from it.
 * @example
 * export const journalEndpoint = endpoint({
 *   method: 'GET',
 *   path: '/journals/:slug',
 *   summary: 'Get a journal',
 *   tags: ['journals'],
 *   params: journalParamsSchema,
 *   responses: { 200: journalSchema },
 * });
 */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

/** A named group of declarations: one area of the API (`content`, `account`, …). */
export type EndpointGroup = Readonly<Record<string, EndpointDeclaration>>;

/** The 2xx statuses a declaration documents. */
type SuccessStatus<E extends EndpointDeclaration> = Extract<
  keyof E['responses'],
  200 | 201 | 202 | 204
>;

/** What a successful call resolves to: the 2xx schema's output, or a string for a text answer. */
export type EndpointAnswer<E extends EndpointDeclaration> = E['textAnswer'] extends true
  ? string
  : E['responses'][SuccessStatus<E>] extends infer S extends z.ZodType
    ? z.output<S>
    : never;

/** The path parameters a call names (as the API reads them). */
export type EndpointParams<E extends EndpointDeclaration> = E['params'] extends z.ZodType
  ? z.output<E['params']>
  : never;

/** The query a call may send: any of the query's fields (the API fills in the defaults). */
export type EndpointQuery<E extends EndpointDeclaration> = E['query'] extends z.ZodType
  ? Partial<z.output<E['query']>>
  : never;

/** The body a call sends (fields with defaults may be left out). */
export type EndpointBody<E extends EndpointDeclaration> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : never;

/** The input of a call: `params`, `query` and `body`, each only when the endpoint takes it. */
export type EndpointInput<E extends EndpointDeclaration> = (E['params'] extends z.ZodType
  ? { params: EndpointParams<E> }
  : unknown) &
  (E['query'] extends z.ZodType ? { query?: EndpointQuery<E> } : unknown) &
  (E['body'] extends z.ZodType
    ? // A body whose every field may be left out (`{}` fits) may be left out too.
      object extends EndpointBody<E>
      ? { body?: EndpointBody<E> }
      : { body: EndpointBody<E> }
    : unknown);

/** Whether a call needs an input at all (no params and no body it must send: it may be left out). */
export type EndpointInputRequired<E extends EndpointDeclaration> = E['params'] extends z.ZodType
  ? true
  : E['body'] extends z.ZodType
    ? object extends EndpointBody<E>
      ? false
      : true
    : false;

/**
 * The path of a call, relative to the API's base: each `:name` replaced by its value, encoded so
 * it stays one segment (`a/b` → `a%2Fb`). A missing value throws: it is a programming error.
 */
export function endpointPath(
  declaration: Pick<EndpointDeclaration, 'path'>,
  params?: Readonly<Record<string, string | number>>,
): string {
  return declaration.path.replace(/^\//, '').replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) {
      throw new TypeError(`${declaration.path}: the path parameter "${name}" is missing.`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * A pattern that matches the paths of calls to a declaration (relative to the API's base, without
 * the query): each `:name` is any one segment.
 */
export function endpointPathPattern(declaration: Pick<EndpointDeclaration, 'path'>): RegExp {
  const source = declaration.path
    .replace(/^\//, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}
