import { isApiError } from '@quire/api-client';
import type { SubmissionFile, SubmissionFileRole, UploadPurpose } from '@quire/contracts';
import type { FormFailure } from '@quire/site';
import { apiContext, type RequestArgs, SERVER_FAILURE_MESSAGE } from '@quire/site/server';
import { panelTexts } from '../../texts';

/** The outcome of an upload: the attached file, or what went wrong (with the HTTP status). */
export type UploadOutcome =
  | { ok: true; file: SubmissionFile }
  | { ok: false; status: number; failure: FormFailure & { role: SubmissionFileRole } };

/** The upload purpose of `POST files` that each role is uploaded under. */
const PURPOSE: Readonly<Record<SubmissionFileRole, UploadPurpose>> = {
  manuscript: 'manuscript',
  revision: 'manuscript',
  supplementary: 'supplementary',
};

const ROLES: readonly SubmissionFileRole[] = ['manuscript', 'supplementary', 'revision'];

/** The `role` field of an upload form, if it is one of `allowed`. */
export function roleField(form: FormData, allowed: readonly SubmissionFileRole[]) {
  const role = form.get('role');
  return ROLES.includes(role as SubmissionFileRole) && allowed.includes(role as SubmissionFileRole)
    ? (role as SubmissionFileRole)
    : null;
}

function failed(role: SubmissionFileRole, status: number, message: string, error?: string) {
  return {
    ok: false as const,
    status,
    failure: { role, message, fieldErrors: { file: [message] }, ...(error ? { error } : {}) },
  };
}

function fromError(role: SubmissionFileRole, caught: unknown): UploadOutcome {
  if (isApiError(caught) && caught.status >= 400 && caught.status < 500) {
    // 413 and 415 come with a readable message ("… is not accepted for a manuscript"); field
    // messages, when there are any, are more precise still.
    const detail = Object.values(caught.fieldErrors).flat()[0];
    return failed(role, caught.status, detail ?? caught.message);
  }
  console.error('An upload failed', caught);
  return failed(role, 503, SERVER_FAILURE_MESSAGE, SERVER_FAILURE_MESSAGE);
}

/**
 * Sends the form's `file` to `POST files` (as the visitor) and attaches it to the submission
 * under `role`. A file the API accepted but could not attach is deleted again, so nothing is
 * left behind.
 */
export async function uploadAndAttach(
  { context }: RequestArgs,
  submissionId: number,
  form: FormData,
  role: SubmissionFileRole,
): Promise<UploadOutcome> {
  const file = form.get('file');
  if (!(file instanceof File) || (file.size === 0 && file.name === '')) {
    return failed(role, 400, panelTexts().chooseFile);
  }
  const api = context.get(apiContext);
  let uploadedId: number;
  try {
    uploadedId = (await api.files.upload(PURPOSE[role], file, file.name)).id;
  } catch (caught) {
    return fromError(role, caught);
  }
  try {
    return {
      ok: true,
      file: await api.submissions.attachFile({
        params: { id: submissionId },
        body: { fileId: uploadedId, role },
      }),
    };
  } catch (caught) {
    await api.files.remove({ params: { id: uploadedId } }).catch(() => undefined);
    return fromError(role, caught);
  }
}

/** `attachment; filename="…"; filename*=UTF-8''…` that survives any name (quotes, Unicode). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams one file of a submission to the browser: the API serves private files to their owner
 * and to editors only, with the visitor's token, which the browser itself never holds.
 * `scope` says whose view of the submission proves the file belongs to it.
 */
export async function downloadSubmissionFile(
  { context }: RequestArgs,
  scope: 'author' | 'editor',
  submissionId: number,
  fileId: number,
): Promise<Response> {
  const api = context.get(apiContext);
  const submission = await (scope === 'editor'
    ? api.editor.get({ params: { id: submissionId } })
    : api.submissions.get({ params: { id: submissionId } }));
  const file = submission.files.find((candidate) => candidate.id === fileId);
  if (!file) throw new Response(panelTexts().fileNotInSubmission, { status: 404 });
  // Passed on as it arrives: a 20 MiB manuscript is never held in memory whole.
  const body = await api.files.downloadStream(file.id);
  return new Response(body, {
    headers: {
      'Content-Type': file.mimeType || 'application/octet-stream',
      'Content-Disposition': contentDisposition(file.originalName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
