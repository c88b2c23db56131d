import { type DiscussionAttachment, discussionAttachmentSchema } from '@quire/contracts';
import type { EndpointContext } from './endpoint-client';
import { parseResponse } from './response-schema';

/*
 * Calls to the discussion routes the API serves by hand rather than from a declaration — a
 * multipart upload — addressed by paths built from the declared ones
 * (`endpointPath(discussionsEndpoints.readAsEditor, params)`), so no path is written twice.
 * Streamed downloads (a review's or a galley's file) are `downloadStream` (`stream-download.ts`).
 */

/**
 * The answer's schema outside production only: bundlers replace `process.env.NODE_ENV`, so a
 * production bundle folds this to undefined and leaves the schema out (answers are checked in
 * development and tests, as the derived calls' are).
 */
const answerSchema = process.env.NODE_ENV === 'production' ? undefined : discussionAttachmentSchema;

/**
 * `POST {threadPath}/attachments` (multipart): uploads a file to a discussion's thread, to send
 * with the reader's next message (its id goes in the post's `attachmentIds`).
 */
export async function attachToThread(
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
  const url = `${threadPath.replace(/^\//, '')}/attachments`;
  const data = await context.http.request<unknown>({ method: 'post', url, data: form });
  return context.validateResponses && answerSchema
    ? parseResponse(answerSchema, data, `POST ${url}`)
    : (data as DiscussionAttachment);
}
