import { assertSameOrigin, readFormData, requireSession } from '@quire/site/server';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import { requireIdParam, rethrowApiError } from './api-errors.server';
import { requireEditor } from './editor.server';
import { downloadSubmissionFile, roleField, uploadAndAttach } from './files.server';

/**
 * `GET /panel/submission/:id/files/:fileId` (the author) and `/admin/submissions/:id/files/:fileId`
 * (editors): one file of a submission, fetched from the API with the visitor's own token. Mount
 * it on both paths; a path starting with `/admin/` asks for the editors' view.
 */
export async function submissionFileLoader({ request, params }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const editor = new URL(request.url).pathname.startsWith('/admin/');
  if (editor) requireEditor(session);
  const id = requireIdParam(params.id);
  const fileId = requireIdParam(params.fileId);
  return downloadSubmissionFile(request, editor ? 'editor' : 'author', id, fileId).catch(
    rethrowApiError,
  );
}

/**
 * `POST /panel/submission/:id/upload` (multipart `file` + `role`): what the upload fields post to
 * from the browser, so they can show progress; answers JSON — the attached file, or
 * `{ message, fieldErrors }` with the API's status (413, 415…). Without JavaScript the same
 * upload goes through the page's own action.
 */
export async function submissionUploadAction({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireSession(request);
  const id = requireIdParam(params.id);
  const form = await readFormData(request);
  const role = roleField(form, ['manuscript', 'supplementary', 'revision']);
  if (!role) {
    return Response.json(
      { message: 'Say what the file is for.', fieldErrors: { role: ['Unknown file role.'] } },
      { status: 400 },
    );
  }
  const outcome = await uploadAndAttach(request, id, form, role);
  return outcome.ok
    ? Response.json(
        { file: outcome.file },
        { status: 201, headers: { 'Cache-Control': 'no-store' } },
      )
    : Response.json(outcome.failure, { status: outcome.status });
}

/** The upload endpoint answers posts only. */
export function submissionUploadLoader(): never {
  throw data('Send the file with POST.', { status: 405, headers: { Allow: 'POST' } });
}
