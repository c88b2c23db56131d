import type { AxiosRequestConfig } from 'axios';
import type { EndpointContext } from './endpoint-client';
import { parseResponse, type ResponseSchema } from './response-schema';

export type { EndpointContext };

/**
 * Sends a request and returns its body, checked against `schema` when validation is on and the
 * schema is at hand (production bundles ship none).
 */
export async function callEndpoint<T>(
  { http, validateResponses }: EndpointContext,
  schema: ResponseSchema<T> | undefined,
  config: AxiosRequestConfig & { url: string },
): Promise<T> {
  const data = await http.request<unknown>(config);
  if (!validateResponses || !schema) return data as T;
  return parseResponse(schema, data, `${(config.method ?? 'get').toUpperCase()} ${config.url}`);
}

/** A value made safe to be one path segment (`a/b` stays inside its segment). */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
