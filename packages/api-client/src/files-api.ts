import type { UploadedFile, UploadPurpose } from '@quire/contracts';
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
    remove: async (id) => {
      await callEndpoint(context, undefined, { method: 'delete', url: `files/${segment(id)}` });
    },
  };
}
