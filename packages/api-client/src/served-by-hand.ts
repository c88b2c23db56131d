import type { DiscussionAttachment } from '@quire/contracts';
import { contractSchemas } from './contract-schemas';
import { callEndpoint, type EndpointContext } from './endpoint-call';

/*
 * Calls to the discussion routes the API serves by hand rather than from a declaration — a
 * multipart upload — addressed by paths built from the declared ones
 * (`endpointPath(discussionsEndpoints.readAsEditor, params)`), so no path is written twice.
 * Streamed downloads (a review's or a galley's file) are `downloadStream` (`stream-download.ts`).
 */

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
