import type { UploadedFile, UploadPurpose } from '@quire/contracts';
import { formatApiError } from '@quire/utils';
import { ApiError, isApiError } from './api-error';
import { contractSchemas as schemas } from './contract-schemas';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';

/** The signed-in user's files. */
export interface FilesApi {
  /**
   * `POST files` (multipart): uploads one file for a purpose; public ones (avatar, cover) come
   * back with a `url`.
   */
  upload(purpose: UploadPurpose, file: Blob, fileName?: string): Promise<UploadedFile>;
  /** `GET files/{id}`: the bytes of one of your files. */
  download(id: number): Promise<ArrayBuffer>;
  /**
   * `GET files/{id}` as a stream, for a server that passes a file on without holding it in
   * memory (Node's HTTP adapter; the browser's XMLHttpRequest cannot stream). A failure is an
   * {@link ApiError} with the API's JSON body read, like any other call's.
   */
  downloadStream(id: number): Promise<ReadableStream<Uint8Array>>;
  /** `DELETE files/{id}`. */
  remove(id: number): Promise<void>;
}

/** Builds the {@link FilesApi}. */
export function createFilesApi(context: EndpointContext): FilesApi {
  return {
    upload: (purpose, file, fileName) => {
      const form = new FormData();
      // The server reads the purpose first to apply its rules while the file streams in.
      form.append('purpose', purpose);
      if (fileName === undefined) form.append('file', file);
      else form.append('file', file, fileName);
      return callEndpoint(context, schemas?.uploadedFile, {
        method: 'post',
        url: 'files',
        data: form,
      });
    },
    download: async (id) =>
      (await callEndpoint(context, undefined, {
        method: 'get',
        url: `files/${segment(id)}`,
        responseType: 'arraybuffer',
      })) as ArrayBuffer,
    downloadStream: async (id) => {
      try {
        const body = await callEndpoint(context, undefined, {
          method: 'get',
          url: `files/${segment(id)}`,
          responseType: 'stream',
        });
        return toWebStream(body);
      } catch (error) {
        throw await withBodyRead(error);
      }
    },
    remove: async (id) => {
      await callEndpoint(context, undefined, { method: 'delete', url: `files/${segment(id)}` });
    },
  };
}

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
