import {
  type EndpointAnswer,
  endpointPath,
  filesEndpoints,
  type UploadPurpose,
} from '@quire/contracts';
import { callDeclared, type EndpointClient, type EndpointContext } from './endpoint-client';
import { downloadStream } from './stream-download';

/**
 * The signed-in user's files, as `api.files`: `remove` derived from its declaration; the
 * multipart upload and the byte downloads sent here, on the declared paths.
 */
export type FilesApi = Pick<EndpointClient<typeof filesEndpoints>, 'remove'> & FileTransfers;

/** What a JSON declaration cannot carry: a multipart upload and a download of bytes. */
export interface FileTransfers {
  /**
   * `POST files` (multipart): uploads one file for a purpose; public ones (avatar, cover) come
   * back with a `url`.
   */
  upload(
    purpose: UploadPurpose,
    file: Blob,
    fileName?: string,
  ): Promise<EndpointAnswer<typeof filesEndpoints.upload>>;
  /** `GET files/:id`: the bytes of one of your files. */
  download(id: number): Promise<ArrayBuffer>;
  /**
   * `GET files/:id` as a stream, for a server that passes a file on without holding it in
   * memory (Node's HTTP adapter; the browser's XMLHttpRequest cannot stream). A failure is an
   * `ApiError` with the API's JSON body read, like any other call's.
   */
  downloadStream(id: number): Promise<ReadableStream<Uint8Array>>;
}

/** Builds the {@link FileTransfers}. */
export function createFileTransfers(context: EndpointContext): FileTransfers {
  const fileUrl = (id: number) => endpointPath(filesEndpoints.download, { id });
  return {
    upload: async (purpose, file, fileName) => {
      const form = new FormData();
      // The server reads the purpose first to apply its rules while the file streams in.
      form.append('purpose', purpose);
      if (fileName === undefined) form.append('file', file);
      else form.append('file', file, fileName);
      return (await callDeclared(context, filesEndpoints.upload, {
        body: form,
      })) as EndpointAnswer<typeof filesEndpoints.upload>;
    },
    download: (id) =>
      context.http.request<ArrayBuffer>({
        method: 'get',
        url: fileUrl(id),
        responseType: 'arraybuffer',
      }),
    downloadStream: (id) => downloadStream(context.http, fileUrl(id)),
  };
}
