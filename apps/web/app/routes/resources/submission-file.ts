import { requireSession } from '~/lib/guard.server';
import { requireIdParam, rethrowApiError } from '~/lib/submission/api-errors.server';
import { requireEditor } from '~/lib/submission/editor.server';
import { downloadSubmissionFile } from '~/lib/submission/files.server';
import type { Route } from './+types/submission-file';

/**
 * `GET /panel/submission/:id/files/:fileId` (the author) and `/admin/submissions/:id/files/:fileId`
 * (editors): one file of a submission, fetched from the API with the visitor's own token.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireSession(request);
  const editor = new URL(request.url).pathname.startsWith('/admin/');
  if (editor) requireEditor(session);
  const id = requireIdParam(params.id);
  const fileId = requireIdParam(params.fileId);
  return downloadSubmissionFile(request, editor ? 'editor' : 'author', id, fileId).catch(
    rethrowApiError,
  );
}
