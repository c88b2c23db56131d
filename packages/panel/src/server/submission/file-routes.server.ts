import { isUnder, journalSite } from '@quire/site';
import {
  assertSameOrigin,
  guardMiddleware,
  readFormData,
  requireSession,
} from '@quire/site/server';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import { panelTexts } from '../../texts';
import { requireIdParam, rethrowApiError } from './api-errors.server';
import { requireEditor } from './editor.server';
import { downloadSubmissionFile, roleField, uploadAndAttach } from './files.server';
import { downloadProductionFile } from './production.server';

/**
 * Who may fetch or upload submission files: signed-in visitors (others go to the login page and
 * back); the loaders then check the submission is theirs, or that they edit.
 */
export const submissionFileMiddleware = [guardMiddleware('user')];

/**
 * `GET {paths.submissions}/:id/files/:fileId` (the author) and
 * `{paths.editorSubmissions}/:id/files/:fileId` (editors): one file of a submission, fetched from
 * the API with the visitor's own token. Mount it on both paths; a path under the editors'
 * submissions asks for the editors' view.
 */
export async function submissionFileLoader({
  request,
  context,
  params,
  url: { pathname },
}: LoaderFunctionArgs) {
  const session = await requireSession(context);
  const editor = isUnder(pathname, journalSite().paths.editorSubmissions);
  if (editor) requireEditor(session);
  const id = requireIdParam(params.id);
  const fileId = requireIdParam(params.fileId);
  // Production's files: a galley (by its id) or the file sent with corrections (by the proof's).
  const search = new URL(request.url).searchParams;
  if (search.has('galley') || search.has('corrections')) {
    return downloadProductionFile(
      { context },
      editor ? 'editor' : 'author',
      id,
      search.has('galley') ? { galleyId: fileId } : { proofId: fileId },
    ).catch(rethrowApiError);
  }
  return downloadSubmissionFile(
    { request, context },
    editor ? 'editor' : 'author',
    id,
    fileId,
  ).catch(rethrowApiError);
}

/**
 * `POST {paths.submissions}/:id/upload` (multipart `file` + `role`): what the upload fields post to
 * from the browser, so they can show progress; answers JSON — the attached file, or
 * `{ message, fieldErrors }` with the API's status (413, 415…). Without JavaScript the same
 * upload goes through the page's own action.
 */
export async function submissionUploadAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireSession(context);
  const id = requireIdParam(params.id);
  const form = await readFormData(request);
  const role = roleField(form, ['manuscript', 'supplementary', 'revision']);
  if (!role) {
    return Response.json(
      { message: panelTexts().sayFileRole, fieldErrors: { role: [panelTexts().unknownFileRole] } },
      { status: 400 },
    );
  }
  const outcome = await uploadAndAttach({ request, context }, id, form, role);
  return outcome.ok
    ? Response.json(
        { file: outcome.file },
        { status: 201, headers: { 'Cache-Control': 'no-store' } },
      )
    : Response.json(outcome.failure, { status: outcome.status });
}

/** The upload endpoint answers posts only. */
export function submissionUploadLoader(): never {
  throw data(panelTexts().sendWithPost, { status: 405, headers: { Allow: 'POST' } });
}
