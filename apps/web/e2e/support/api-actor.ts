import { randomUUID } from 'node:crypto';
import { confirmationToken, waitForMail } from './outbox';
import { minimalPdf } from './pdf';

/** Someone signed in to the API from Node (bearer token, as the web server calls it). */
export interface ApiActor {
  /** Calls `path` (relative to the API base) and resolves with the parsed JSON (or null for 204). */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** `POST files` (multipart) with `purpose`. */
  upload(
    purpose: string,
    file: { name: string; type: string; bytes: Buffer },
  ): Promise<{ id: number }>;
}

async function answer<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) {
    throw new Error(`${what} failed with ${response.status}: ${await response.text()}`);
  }
  return (response.status === 204 ? null : await response.json()) as T;
}

/** Signs in to the API with a password and returns an actor holding the session token. */
export async function apiSignIn(
  apiUrl: string,
  credentials: { email: string; password: string },
): Promise<ApiActor> {
  const { token } = await answer<{ token: string }>(
    await fetch(new URL('auth/login', apiUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    }),
    `Sign-in of ${credentials.email}`,
  );
  const auth = { Authorization: `Bearer ${token}` };
  return {
    async call<T>(method: string, path: string, body?: unknown) {
      const response = await fetch(new URL(path, apiUrl), {
        method,
        headers: body === undefined ? auth : { ...auth, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return answer<T>(response, `${method} ${path}`);
    },
    async upload(purpose, file) {
      const form = new FormData();
      form.append('purpose', purpose);
      form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      const response = await fetch(new URL('files', apiUrl), {
        method: 'POST',
        headers: auth,
        body: form,
      });
      return answer<{ id: number }>(response, `Upload of ${file.name}`);
    },
  };
}

/**
 * Registers a new author account through the API and confirms it with the link the API mailed
 * (read from its outbox in `dataDir`), as the person would: the account exists from then on.
 */
export async function registerAuthor(
  apiUrl: string,
  dataDir: string,
  account: { name: string; email: string; password: string },
): Promise<void> {
  const since = Date.now();
  await answer(
    await fetch(new URL('auth/register', apiUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    }),
    `Registration of ${account.email}`,
  );
  const mail = await waitForMail(dataDir, account.email, since);
  const token = confirmationToken(mail.text);
  if (!token)
    throw new Error(`The mail to ${account.email} has no confirmation link:\n${mail.text}`);
  await answer(
    await fetch(new URL('auth/confirm-registration', apiUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    }),
    `Confirmation of ${account.email}`,
  );
}

/**
 * Creates a complete submission as `author` (first journal and section, one corresponding
 * author, a real PDF manuscript, every declaration) and submits it. Resolves with its id.
 */
export async function submitSubmission(
  author: ApiActor,
  details: { title: string; authorName: string; authorEmail: string },
): Promise<number> {
  const options = await author.call<{
    journals: { id: number; sections: { id: number }[] }[];
  }>('GET', 'user/submission-options');
  const journal = options.journals[0];
  if (!journal) throw new Error('The demo seed has no journal to submit to.');
  const draft = await author.call<{ id: number }>('POST', 'user/submissions', {
    clientKey: randomUUID().replaceAll('-', ''),
    journalId: journal.id,
    sectionId: journal.sections[0]?.id ?? null,
    title: details.title,
    abstract: 'Quires were folded and nested before sewing.',
    keywords: ['codicology'],
    authors: [{ name: details.authorName, email: details.authorEmail, corresponding: true }],
    declarations: { originality: true, licence: true, privacy: true },
  });
  const file = await author.upload('manuscript', {
    name: 'manuscript.pdf',
    type: 'application/pdf',
    bytes: minimalPdf(details.title),
  });
  await author.call('POST', `user/submissions/${draft.id}/files`, {
    fileId: file.id,
    role: 'manuscript',
  });
  await author.call('POST', `user/submissions/${draft.id}/submit`, {});
  return draft.id;
}

/** The demo administrator (seeded). */
export const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };

/**
 * Takes an accepted submission through production over the API — to production, a PDF galley,
 * the proof sent — and has its author approve it: publishing waits for that approval.
 */
export async function approveThroughProduction(
  admin: ApiActor,
  author: ApiActor,
  id: number,
): Promise<void> {
  await admin.call('PUT', `admin/submissions/${id}/production/stage`, { stage: 'production' });
  const galley = await admin.upload('galley', {
    name: 'galley.pdf',
    type: 'application/pdf',
    bytes: minimalPdf('Galley'),
  });
  await admin.call('POST', `admin/submissions/${id}/production/galleys`, { fileId: galley.id });
  const sent = await admin.call<{ production: { proofs: { id: number }[] } }>(
    'POST',
    `admin/submissions/${id}/proofs`,
  );
  const proof = sent.production.proofs[0];
  if (!proof) throw new Error('No proof was sent.');
  await author.call('POST', `user/submissions/${id}/proofs/${proof.id}/approve`);
}
