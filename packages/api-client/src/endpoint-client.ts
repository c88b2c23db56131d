import {
  type EndpointAnswer,
  type EndpointDeclaration,
  type EndpointGroup,
  type EndpointInput,
  type EndpointInputRequired,
  endpointPath,
} from '@quire/contracts';
import type { AxiosRequestConfig } from 'axios';
import type { HttpClient, QuireRequestOptions } from './http-client';
import { parseResponse, type ResponseSchema } from './response-schema';

/** What every typed endpoint needs: the client and whether answers are checked. */
export interface EndpointContext {
  http: HttpClient;
  validateResponses: boolean;
}

/** Per-call options besides the declared input. */
export interface EndpointCallOptions {
  /** Quire's own request options (`withoutLoader`). */
  quire?: QuireRequestOptions;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One typed call derived from a declaration: its input is optional when it needs none. */
export type EndpointCall<E extends EndpointDeclaration> =
  EndpointInputRequired<E> extends true
    ? (input: EndpointInput<E>, options?: EndpointCallOptions) => Promise<EndpointAnswer<E>>
    : (input?: EndpointInput<E>, options?: EndpointCallOptions) => Promise<EndpointAnswer<E>>;

/** The typed calls of a group of declarations, one per declaration, under the same names. */
export type EndpointClient<G extends EndpointGroup> = { [K in keyof G]: EndpointCall<G[K]> };

/** The declared 2xx answer schema, which the client checks answers with. */
function successSchema(declaration: EndpointDeclaration): ResponseSchema<unknown> | undefined {
  for (const [status, schema] of Object.entries(declaration.responses)) {
    const success = Number(status) >= 200 && Number(status) < 300;
    if (success && Number(status) !== 204 && 'safeParse' in schema) return schema;
  }
  return undefined;
}

/** Whether a 2xx other than 204 is declared (an answer with a body). */
function hasBodyAnswer(declaration: EndpointDeclaration): boolean {
  return Object.keys(declaration.responses).some(
    (status) => Number(status) >= 200 && Number(status) < 300 && Number(status) !== 204,
  );
}

interface LooseInput {
  params?: Readonly<Record<string, string | number>>;
  query?: object;
  body?: unknown;
}

/**
 * Sends the request a declaration describes and returns the answer, checked against its 2xx
 * schema when validation is on. Failures are `ApiError`s (from the HTTP client).
 */
export async function callDeclared(
  { http, validateResponses }: EndpointContext,
  declaration: EndpointDeclaration,
  input: LooseInput = {},
  options: EndpointCallOptions = {},
): Promise<unknown> {
  const url = endpointPath(declaration, input.params);
  const config: AxiosRequestConfig = {
    method: declaration.method.toLowerCase(),
    url,
    params: input.query,
    data: input.body,
    headers: options.headers,
    signal: options.signal,
    quire: declaration.background ? { withoutLoader: true, ...options.quire } : options.quire,
    // A text answer (a citation file) stays a string, even when it looks like JSON (CSL-JSON).
    ...(declaration.textAnswer ? { responseType: 'text' as const } : {}),
  };
  const data = await http.request<unknown>(config);
  // A declared 204 has no body to check (axios hands an empty string): it resolves to null.
  if (204 in declaration.responses && !hasBodyAnswer(declaration)) return null;
  const schema = validateResponses ? successSchema(declaration) : undefined;
  return schema ? parseResponse(schema, data, `${declaration.method} ${url}`) : data;
}

/**
 * The typed client of a group of declarations: each declaration becomes a call that builds its
 * path (segments encoded), sends its query and body, and checks the answer.
 * @example
 * const content = createEndpointClient(context, contentEndpoints);
 * const journal = await content.journal({ params: { slug: 'jce' } });
 */
export function createEndpointClient<const G extends EndpointGroup>(
  context: EndpointContext,
  group: G,
): EndpointClient<G> {
  const client: Record<string, unknown> = {};
  for (const [name, declaration] of Object.entries(group)) {
    client[name] = (input?: LooseInput, options?: EndpointCallOptions) =>
      callDeclared(context, declaration, input, options);
  }
  return client as EndpointClient<G>;
}
