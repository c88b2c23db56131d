import { ApiError } from './api-error';

/** The part of a zod schema the client needs: `safeParse` (kept structural so zod stays a contracts detail). */
export interface ResponseSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { message: string } };
}

/**
 * Checks a response body against its contract schema and returns the parsed value; a mismatch
 * is an {@link ApiError} of kind `invalid-response` that names the endpoint.
 */
export function parseResponse<T>(schema: ResponseSchema<T>, data: unknown, endpoint: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ApiError({
    kind: 'invalid-response',
    message: `The answer of ${endpoint} does not match its contract.`,
    body: data,
    cause: result.error,
  });
}
