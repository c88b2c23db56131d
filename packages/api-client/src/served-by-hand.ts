import type { DiscussionAttachment } from '@quire/contracts';
import { contractSchemas } from './contract-schemas';
import { callEndpoint, type EndpointContext } from './endpoint-call';
import { toWebStream, withBodyRead } from './files-api';

/*
 * Calls to the few review and discussion routes the API serves by hand rather than from a
 * declaration — a streamed download and a multipart upload — addressed by paths built from the
 * declared ones (`endpointPath(reviewEndpoints.task, params)`), so no path is written twice.
 */

/**
 * `GET {apiPath}` as a stream (a review's file: `…/files/{fileId}` under the review's path), for
 * a server that passes a file on without holding it in memory. A failure is an `ApiError` with
 * the API's JSON body read, like any other call's.
 */
export async function streamOf(
  context: EndpointContext,
  apiPath: string,
): Promise<ReadableStream<Uint8Array>> {
  try {
    const body = await callEndpoint(context, undefined, {
      method: 'get',
      url: apiPath.replace(/^\//, ''),
      responseType: 'stream',
    });
    return toWebStream(body);
  } catch (error) {
    throw await withBodyRead(error);
  }
}

/**
 * `POST {threadPath}/attachments` (multipart): uploads a file to a discussion's thread, to send
 * with the reader's next message (its id goes in the post's `attachmentIds`).
 */
export function attachToThread(
  context: EndpointContext,
  threadPath: string,
  file: Blob,
  fileName?: string,
): Promise<DiscussionAttachment> {
  const form = new FormData();
  // The server reads the purpose first to apply its rules while the file streams in.
  form.append('purpose', 'discussion');
  if (fileName === undefined) form.append('file', file);
  else form.append('file', file, fileName);
  return callEndpoint(context, contractSchemas?.discussionAttachment, {
    method: 'post',
    url: `${threadPath.replace(/^\//, '')}/attachments`,
    data: form,
  });
}
