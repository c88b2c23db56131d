import { z } from 'zod';
import { apiErrorSchema } from '../common';
import { endpoint } from '../endpoint';
import { fileIdParamsSchema, uploadedFileSchema, uploadFileFormSchema } from '../file';

/**
 * The signed-in user's files (`files…`), as `api.files`: the upload is a multipart form and the
 * download a stream of bytes, so the client sends and reads those two itself (with the declared
 * path); `remove` is an ordinary call.
 */
export const filesEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/files',
    tags: ['files'],
    summary: 'Upload a file (multipart/form-data: purpose, then file)',
    description:
      'Types are checked by extension and by content; limits and visibility depend on the purpose. Public files (avatar, cover) get a `url`; private ones are downloaded with `GET files/{id}`. Each account may upload `RATE_LIMIT_UPLOADS` files per `RATE_LIMIT_UPLOAD_WINDOW_MINUTES` (then 429 with `Retry-After`) and keep `UPLOAD_QUOTA_BYTES` of files (then 413; journal managers, editors, section editors and site administrators are exempt from the quota).',
    multipart: true,
    body: uploadFileFormSchema,
    signedIn: true,
    responses: {
      201: uploadedFileSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      413: apiErrorSchema,
      415: apiErrorSchema,
      429: apiErrorSchema,
    },
  }),
  download: endpoint({
    method: 'GET',
    path: '/files/:id',
    tags: ['files'],
    summary:
      'Download one of your files as an attachment (editors: the files of the submissions they handle; site administrators: any file)',
    params: fileIdParamsSchema,
    signedIn: true,
    responses: { 401: apiErrorSchema, 404: apiErrorSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/files/:id',
    tags: ['files'],
    summary: 'Delete one of your files (admins: any file)',
    params: fileIdParamsSchema,
    signedIn: true,
    responses: {
      204: z.null(),
      401: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  }),
} as const;
