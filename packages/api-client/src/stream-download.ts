import { formatApiError } from '@quire/utils';
import { ApiError, isApiError } from './api-error';
import type { HttpClient } from './http-client';

/*
 * Files and galleys are passed on by a server without being held in memory: the request answers
 * a stream, and a refusal's JSON body, which then arrives as a stream too, is read back so the
 * failure is an `ApiError` like any other call's.
 */

/** The most of an error body read back from a stream: the API's JSON errors are small. */
const ERROR_BODY_MAX_BYTES = 64 * 1024;

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';
}

function toBytes(chunk: unknown): Uint8Array {
  return chunk instanceof Uint8Array ? chunk : new TextEncoder().encode(String(chunk));
}

/** A web stream of what axios answered: a web stream already (fetch), or a Node stream. */
export function toWebStream(body: unknown): ReadableStream<Uint8Array> {
  if (body instanceof ReadableStream) return body;
  if (!isAsyncIterable(body)) throw new TypeError('The file download did not answer a stream.');
  const chunks = body[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(toBytes(value));
    },
    async cancel() {
      // Ends the API response too (a Node stream is destroyed by `return`).
      await chunks.return?.();
    },
  });
}

/** An HTTP error whose body is still a stream, with the body read and parsed like JSON calls. */
export async function withBodyRead(error: unknown): Promise<unknown> {
  if (!isApiError(error) || error.kind !== 'http' || !isAsyncIterable(error.body)) return error;
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of error.body) {
    const bytes = toBytes(chunk);
    parts.push(bytes);
    size += bytes.byteLength;
    if (size >= ERROR_BODY_MAX_BYTES) break;
  }
  const text = new TextDecoder().decode(await new Blob(parts as BlobPart[]).arrayBuffer());
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A plain-text body stays text.
  }
  return new ApiError({
    kind: 'http',
    status: error.status,
    body,
    message: formatApiError(body),
    method: error.method,
    url: error.url,
    cause: error.cause,
  });
}

/**
 * `GET url` (relative to the API's base) as a web stream; a failure is an {@link ApiError} with
 * the API's JSON body read.
 */
export async function downloadStream(
  http: HttpClient,
  url: string,
): Promise<ReadableStream<Uint8Array>> {
  try {
    return toWebStream(await http.request<unknown>({ method: 'get', url, responseType: 'stream' }));
  } catch (error) {
    throw await withBodyRead(error);
  }
}
