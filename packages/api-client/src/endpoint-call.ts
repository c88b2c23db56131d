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

/** Checks the `{ data: T[] }` envelope and every item with `item`. */
export function dataListSchema<T>(item: ResponseSchema<T>): ResponseSchema<{ data: T[] }> {
  return {
    safeParse: (value) => {
      const data = (value as { data?: unknown } | null)?.data;
      if (!Array.isArray(data)) {
        return { success: false, error: { message: 'Expected an object with a data array.' } };
      }
      const parsed: T[] = [];
      for (const [index, entry] of data.entries()) {
        const result = item.safeParse(entry);
        if (!result.success) {
          return { success: false, error: { message: `data.${index}: ${result.error.message}` } };
        }
        parsed.push(result.data);
      }
      return { success: true, data: { data: parsed } };
    },
  };
}
