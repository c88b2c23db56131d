import { type ApiServer, freePort, startApiServer } from '@quire/test-utils';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '@quire/test-utils/smtp';
import type { Browser } from 'playwright-core';
import { expect, vi } from 'vitest';
import { type ApiActor, apiSignIn } from './api-actor';
import { launchBrowser } from './browser';
import { confirmationToken } from './outbox';
import { minimalPdf } from './pdf';
import { DEMO_AUTHOR } from './session';
import { startWebServer, type WebServer } from './web-server';

const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };

/** The journal the review happens in: the demo seed's first, with its sections. */
export interface ReviewJournal {
  id: number;
  sections: { id: number }[];
  declarations: string[];
}

/** A manuscript the demo author submits (`ReviewStack.submitManuscript`). */
export interface Manuscript {
  /** Makes the submission request idempotent, as the wizard's own key does. */
  clientKey: string;
  title: string;
  abstract: string;
  keywords: string[];
  coverLetter: string;
}

/**
 * A site of the file's own for peer review in the browser: a real SMTP server the API mails to
 * (invitations, confirmations, discussion mail), the API on the demo seed, the built web app and
 * Chromium; the demo's first journal reviews double anonymously.
 */
export interface ReviewStack {
  smtp: TestSmtpServer;
  api: ApiServer;
  web: WebServer;
  browser: Browser;
  /** The demo administrator and author, signed in to the API. */
  adminApi: ApiActor;
  authorApi: ApiActor;
  journal: ReviewJournal;
  /** The first mail to `email` among those received after the first `after`, once it arrives. */
  mailTo(email: string, after: number): Promise<ReceivedMail>;
  /**
   * Registers `person`, confirms the account from the mailed link and makes them a reviewer of
   * the journal; answers their user id.
   */
  addReviewer(person: { name: string; email: string; password: string }): Promise<number>;
  /** The demo author's manuscript, submitted with its PDF; answers the submission's id. */
  submitManuscript(manuscript: Manuscript): Promise<number>;
  stop(): Promise<void>;
}

/** Starts a {@link ReviewStack}. */
export async function startReviewStack(): Promise<ReviewStack> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const smtp = await startSmtpServer();
  const api = await startApiServer({
    seedDemo: true,
    env: { WEB_ORIGIN: origin, RATE_LIMIT_AUTH_PER_MINUTE: '1000', SMTP_URL: smtp.url },
    readyTimeoutMs: 120_000,
  });
  const [web, browser] = await Promise.all([
    startWebServer({
      apiUrl: api.apiUrl,
      backendUrl: api.backendUrl,
      port,
      env: { PUBLIC_ORIGIN: origin },
    }),
    launchBrowser(),
  ]);
  const adminApi = await apiSignIn(api.apiUrl, DEMO_ADMIN);
  const authorApi = await apiSignIn(api.apiUrl, DEMO_AUTHOR);
  const options = await authorApi.call<{ journals: ReviewJournal[] }>(
    'GET',
    'user/submission-options',
  );
  const journal = options.journals[0];
  if (!journal?.sections[0]) throw new Error('The demo seed has no journal with a section.');
  const settings = await adminApi.call<Record<string, unknown>>(
    'GET',
    `admin/journals/${journal.id}/review-settings`,
  );
  const { journalId: _id, sections, ...rest } = settings;
  await adminApi.call('PUT', `admin/journals/${journal.id}/review-settings`, {
    ...rest,
    mode: 'double_anonymous',
    sections: (sections as { id: number }[]).map(({ id }) => ({ id, mode: null })),
  });

  const mailTo = (email: string, after: number) =>
    vi.waitFor(
      () => {
        const found = smtp.received.slice(after).find((item) => item.recipients.includes(email));
        if (!found) throw new Error(`no mail to ${email} yet`);
        return found;
      },
      { timeout: 30_000, interval: 50 },
    );

  const post = (path: string, body: unknown) =>
    fetch(new URL(path, api.apiUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  return {
    smtp,
    api,
    web,
    browser,
    adminApi,
    authorApi,
    journal,
    mailTo,
    async addReviewer(person) {
      const before = smtp.received.length;
      expect((await post('auth/register', person)).ok).toBe(true);
      const confirmation = await mailTo(person.email, before);
      const token = confirmationToken(confirmation.text);
      expect((await post('auth/confirm-registration', { token })).ok).toBe(true);
      const reviewer = await apiSignIn(api.apiUrl, person);
      const { user } = await reviewer.call<{ user: { id: number } }>('GET', 'auth/session');
      await adminApi.call('PUT', `admin/journals/${journal.id}/staff/${user.id}`, {
        roles: ['reviewer'],
        sectionIds: [],
      });
      return user.id;
    },
    async submitManuscript(manuscript) {
      const section = journal.sections[0] as { id: number };
      const { id } = await authorApi.call<{ id: number }>('POST', 'user/submissions', {
        ...manuscript,
        journalId: journal.id,
        sectionId: section.id,
        authors: [{ name: DEMO_AUTHOR.name, email: DEMO_AUTHOR.email, corresponding: true }],
        declarations: { originality: true, licence: true, privacy: true },
        journalDeclarations: journal.declarations,
      });
      const file = await authorApi.upload('manuscript', {
        name: 'manuscript.pdf',
        type: 'application/pdf',
        bytes: minimalPdf(manuscript.title),
      });
      await authorApi.call('POST', `user/submissions/${id}/files`, {
        fileId: file.id,
        role: 'manuscript',
      });
      await authorApi.call('POST', `user/submissions/${id}/submit`, {});
      return id;
    },
    async stop() {
      await browser.close();
      await web.stop();
      await api.stop();
      await smtp.close();
    },
  };
}
