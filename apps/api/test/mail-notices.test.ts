import {
  closedSmtpUrl,
  type ReceivedMail,
  startSmtpServer,
  type TestSmtpServer,
} from '@quire/test-utils/smtp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backgroundTasksOf } from '../src/auth/background-tasks';
import { jobs } from '../src/db/schema';
import { MAIL_JOB } from '../src/mail/mail-queue';
import { SmtpMailer } from '../src/mail/smtp-mailer';
import { bearer, createAccount, GOOD_PASSWORD, signIn } from './auth-fixtures';
import { signedInUser, TINY_PDF } from './file-fixtures';
import {
  approvedProof,
  call,
  createPanelWorld,
  decideAs,
  type PanelAccount,
  type PanelWorld,
  submitted,
  upload,
} from './panel-fixtures';

const FROM = 'Quire Journals <no-reply@journals.test>';
const WEB = 'http://localhost:3000';
const NEW_PASSWORD = 'an entirely different passphrase';
/** Short pauses: three attempts take well under a second. */
const FAST = { retryDelaysMs: [20, 40] };

type SmtpWorld = PanelWorld<SmtpMailer>;

function smtpWorld(url: string): Promise<SmtpWorld> {
  return createPanelWorld({ mailer: new SmtpMailer(url, FROM), mailDelivery: FAST });
}

/** The one mail to `to` whose subject contains `subject`, once the queue has delivered. */
async function mailTo(
  world: SmtpWorld,
  server: TestSmtpServer,
  to: string,
  subject: string,
): Promise<ReceivedMail> {
  await world.testApp.mailQueue.idle();
  const found = server.received.filter(
    (mail) => mail.recipients.includes(to) && mail.subject.includes(subject),
  );
  expect(found, `mail to ${to} about "${subject}"`).toHaveLength(1);
  return found[0] as ReceivedMail;
}

async function emailOf(world: SmtpWorld, who: PanelAccount): Promise<string> {
  return (await call(world.testApp, who, 'GET', 'auth/session')).json().user.email;
}

/** An account with a known password, signed in; its address and bearer headers. */
async function passwordAccount(world: SmtpWorld, name: string) {
  const email = `${name.toLowerCase().replace(/\s+/g, '-')}-${Date.now()}@example.org`;
  await createAccount(world.testApp, { email, name });
  return { email, headers: bearer(await signIn(world.testApp, email)) };
}

describe('mail on editorial decisions, publication and account changes (real SMTP server)', () => {
  let server: TestSmtpServer;
  let world: SmtpWorld;
  let annEmail: string;

  beforeAll(async () => {
    server = await startSmtpServer();
    world = await smtpWorld(server.url);
    annEmail = await emailOf(world, world.ann);
  });
  afterAll(async () => {
    await world?.close();
    await server?.close();
  });

  it('mails the author each decision, with the editor’s letter, then the published article’s link', async () => {
    const id = await submitted(world, world.ann);
    const panelUrl = `${WEB}/panel/submission?id=${id}`;
    const journal = world.journal.journal.title;

    await decideAs(world, id, 'send_to_review');
    const review = await mailTo(world, server, annEmail, 'sent for review');
    expect(review).toMatchObject({
      envelopeFrom: 'no-reply@journals.test',
      recipients: [annEmail],
      from: '"Quire Journals" <no-reply@journals.test>',
      subject: `[${journal}] Your submission has been sent for review`,
      replyTo: 'editor@jqm.test',
    });
    expect(review.text).toMatch(/^Dear File author \d+,/);
    expect(review.text).toContain(
      'an editor has read your submission, “Quiet numbers in loud places”, and has decided to send it for peer review',
    );
    expect(review.text).toContain(panelUrl);
    expect(review.text).toMatch(/Kind regards,\nFile admin \d+\nJournal of Quiet Mathematics/);

    const letter = 'Reviewer 2 asks for a limitations section.\n\nPlease also cite Babbage (1864).';
    await decideAs(world, id, 'request_revisions', letter);
    const revisions = await mailTo(world, server, annEmail, 'Revisions requested');
    expect(revisions.text).toContain(
      'Reviewer 2 asks for a limitations section.\n\nPlease also cite Babbage (1864).',
    );
    expect(revisions.html).toContain('<blockquote');
    expect(revisions.html).toContain('Please also cite Babbage (1864).');

    const revised = await upload(world.testApp, world.ann, 'manuscript', 'revised.pdf', TINY_PDF);
    await call(world.testApp, world.ann, 'POST', `user/submissions/${id}/files`, {
      fileId: revised,
      role: 'revision',
    });
    await call(world.testApp, world.ann, 'POST', `user/submissions/${id}/resubmit`, {
      message: 'Added the section.',
    });
    await decideAs(world, id, 'accept', 'Congratulations & well done <3');
    await approvedProof(world, id, world.ann);
    const proof = await mailTo(world, server, annEmail, 'proof of your article is ready');
    expect(proof.text).toContain('Approve the proof, or send your corrections, in your panel:');
    expect(proof.text).toContain(`/panel/submission?id=${id}`);
    const accepted = await mailTo(world, server, annEmail, 'has been accepted');
    expect(accepted.text).toContain('we have decided to accept your submission');
    expect(accepted.text).toContain('Congratulations & well done <3');
    expect(accepted.html).toContain('Congratulations &amp; well done &lt;3');

    const response = await call(
      world.testApp,
      world.admin,
      'POST',
      `admin/submissions/${id}/publish`,
      {
        issueId: world.journal.issues.currentIssue.id,
      },
    );
    expect(response.statusCode).toBe(200);
    const articleUrl = `${WEB}${response.json().article.path}`;
    const published = await mailTo(world, server, annEmail, 'has been published');
    expect(published.subject).toBe(`[${journal}] Your article has been published`);
    expect(published.text).toContain(`It can now be read, cited and shared at:\n\n${articleUrl}`);
    expect(published.html).toContain(`<a href="${articleUrl}">`);
  });

  it('mails a decline with the editor’s letter', async () => {
    const id = await submitted(world, world.bob);
    const bobEmail = await emailOf(world, world.bob);
    await decideAs(world, id, 'decline', 'The topic is outside the scope of the journal.');
    const declined = await mailTo(world, server, bobEmail, 'Decision on your submission');
    expect(declined.text).toContain('we regret that we are unable to accept it for publication');
    expect(declined.text).toContain('The topic is outside the scope of the journal.');
  });

  it('says when an article placed in an unpublished issue becomes readable, without a dead link', async () => {
    const id = await submitted(world, world.ann);
    await decideAs(world, id, 'accept');
    await approvedProof(world, id, world.ann);
    const response = await call(
      world.testApp,
      world.admin,
      'POST',
      `admin/submissions/${id}/publish`,
      {
        issueId: world.journal.issues.draftIssue.id,
      },
    );
    expect(response.statusCode).toBe(200);
    const scheduled = (await mailTo(world, server, await emailOf(world, world.ann), 'scheduled'))
      .text;
    expect(scheduled).toContain('it becomes readable when the issue is published');
    expect(scheduled).not.toContain('/articles/');
    expect(scheduled).toContain(`${WEB}/panel/submission?id=${id}\n`);
  });

  it('mails a double-posted decision once', async () => {
    const id = await submitted(world, world.ann);
    await decideAs(world, id, 'send_to_review');
    await decideAs(world, id, 'send_to_review');
    await world.testApp.mailQueue.idle();
    const about = server.received.filter((mail) =>
      mail.text.includes(`/panel/submission?id=${id}\n`),
    );
    expect(about).toHaveLength(1);
  });

  it('sends a security notice when the password is changed', async () => {
    const account = await passwordAccount(world, 'Grace Hopper');
    const response = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: account.headers,
      payload: { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const notice = await mailTo(world, server, account.email, 'password was changed');
    expect(notice.subject).toBe('Your Quire password was changed');
    expect(notice.text).toMatch(/^Hello Grace Hopper,/);
    expect(notice.text).toContain(
      `The password of your Quire account (${account.email}) was changed on`,
    );
    expect(notice.text).toContain('If this wasn’t you');
    expect(notice.text).toContain(`${WEB}/auth/forgot-password`);
    expect(notice.replyTo).toBe('editorial@quire.test');
  });

  it('sends the notice after a reset through the mailed link too', async () => {
    const account = await passwordAccount(world, 'Katherine Johnson');
    const forgot = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.email },
    });
    expect(forgot.statusCode).toBe(202);
    await backgroundTasksOf(world.testApp.context).settled();
    const link = await mailTo(world, server, account.email, 'Reset your Quire password');
    const token = new URL(/http\S+reset-password\S+/.exec(link.text)?.[0] ?? WEB).searchParams.get(
      'token',
    );
    const reset = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    await mailTo(world, server, account.email, 'password was changed');
  });

  it('mails the new address a link, and once it is opened tells the old address and confirms to the new one', async () => {
    const account = await passwordAccount(world, 'Dorothy Vaughan');
    const newEmail = `dorothy.new-${Date.now()}@example.org`;
    const response = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/user/email',
      headers: account.headers,
      payload: { email: newEmail, currentPassword: GOOD_PASSWORD },
    });
    expect(response.statusCode).toBe(202);
    await backgroundTasksOf(world.testApp.context).settled();
    const link = await mailTo(world, server, newEmail, 'Confirm the new email address');
    expect(link.text).toContain(`${WEB}/auth/confirm-email?token=`);
    const token = /token=([\w-]+)/.exec(link.text)?.[1];
    const confirmed = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    const toOld = await mailTo(world, server, account.email, 'was changed');
    expect(toOld.subject).toBe('The email address of your Quire account was changed');
    expect(toOld.text).toContain(`changed from ${account.email} to ${newEmail}`);
    expect(toOld.text).toContain('If this wasn’t you');
    const toNew = await mailTo(world, server, newEmail, 'is now the email address');
    expect(toNew.text).toContain(`${WEB}/auth/login`);
    expect(toNew.text).not.toContain(account.email);
  });
});

describe('mail preferences', () => {
  let server: TestSmtpServer;
  let world: SmtpWorld;

  beforeAll(async () => {
    server = await startSmtpServer();
    world = await smtpWorld(server.url);
  });
  afterAll(async () => {
    await world?.close();
    await server?.close();
  });

  const preferences = (who: PanelAccount, method: 'GET' | 'PATCH' = 'GET', body?: unknown) =>
    call(world.testApp, who, method, 'user/mail-preferences', body);

  it('has every notice mail on by default and changes only the switches sent', async () => {
    expect((await preferences(world.ann)).json()).toEqual({
      decisions: true,
      publication: true,
      editorial: true,
      discussions: true,
    });
    const off = await preferences(world.ann, 'PATCH', { decisions: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      decisions: false,
      publication: true,
      editorial: true,
      discussions: true,
    });
    expect((await preferences(world.ann)).json()).toEqual({
      decisions: false,
      publication: true,
      editorial: true,
      discussions: true,
    });
    expect((await preferences(world.bob)).json()).toEqual({
      decisions: true,
      publication: true,
      editorial: true,
      discussions: true,
    });
    expect((await preferences(world.ann, 'PATCH', { decisions: true })).json()).toEqual({
      decisions: true,
      publication: true,
      editorial: true,
      discussions: true,
    });
  });

  it('refuses a switch that is not true or false (400 naming it) and a signed-out caller (401)', async () => {
    const bad = await preferences(world.ann, 'PATCH', { publication: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      publication: ['Publication mail is either on (true) or off (false).'],
    });
    expect((await call(world.testApp, null, 'GET', 'user/mail-preferences')).statusCode).toBe(401);
  });

  it('sends no decision mail to an author who switched it off, still the publication mail', async () => {
    const author = await signedInUser(world.testApp, 'author');
    const email = await emailOf(world, author);
    await preferences(author, 'PATCH', { decisions: false });
    const id = await submitted(world, author);
    await decideAs(world, id, 'accept', 'Welcome aboard.');
    await approvedProof(world, id, author);
    const published = await call(
      world.testApp,
      world.admin,
      'POST',
      `admin/submissions/${id}/publish`,
      { issueId: world.journal.issues.currentIssue.id },
    );
    expect(published.statusCode).toBe(200);
    await world.testApp.mailQueue.idle();
    const toAuthor = server.received.filter((mail) => mail.recipients.includes(email));
    // The proof is always mailed: it holds up publication.
    expect(toAuthor.map((mail) => mail.subject)).toEqual([
      '[Journal of Quiet Mathematics] The proof of your article is ready',
      '[Journal of Quiet Mathematics] Your article has been published',
    ]);
    // The in-app notifications are not affected by the mail switch.
    const notices = (await call(world.testApp, author, 'GET', 'user/notifications')).json().data;
    expect(notices.map((notice: { kind: string }) => notice.kind).sort()).toEqual([
      'decision',
      'proof',
      'published',
    ]);
  });

  it('sends no publication mail to an author who switched it off', async () => {
    const author = await signedInUser(world.testApp, 'author');
    const email = await emailOf(world, author);
    await preferences(author, 'PATCH', { publication: false });
    const id = await submitted(world, author);
    await decideAs(world, id, 'accept');
    await approvedProof(world, id, author);
    await call(world.testApp, world.admin, 'POST', `admin/submissions/${id}/publish`, {
      issueId: world.journal.issues.currentIssue.id,
    });
    await world.testApp.mailQueue.idle();
    const toAuthor = server.received.filter((mail) => mail.recipients.includes(email));
    expect(toAuthor.map((mail) => mail.subject)).toEqual([
      '[Journal of Quiet Mathematics] Your submission has been accepted',
      '[Journal of Quiet Mathematics] The proof of your article is ready',
    ]);
  });

  it('always sends the security notices, with every switch off', async () => {
    const account = await passwordAccount(world, 'Annie Easley');
    const off = await world.testApp.app.inject({
      method: 'PATCH',
      url: '/api/user/mail-preferences',
      headers: account.headers,
      payload: { decisions: false, publication: false },
    });
    expect(off.json()).toEqual({
      decisions: false,
      publication: false,
      editorial: true,
      discussions: true,
    });
    const changed = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: account.headers,
      payload: { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const newEmail = `annie.new-${Date.now()}@example.org`;
    const moved = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/user/email',
      headers: account.headers,
      payload: { email: newEmail, currentPassword: NEW_PASSWORD },
    });
    expect(moved.statusCode).toBe(202);
    await backgroundTasksOf(world.testApp.context).settled();
    const link = await mailTo(world, server, newEmail, 'Confirm the new email address');
    const token = /token=([\w-]+)/.exec(link.text)?.[1];
    const confirmed = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    await mailTo(world, server, account.email, 'password was changed');
    await mailTo(world, server, account.email, 'email address of your Quire account was changed');
    await mailTo(world, server, newEmail, 'is now the email address');
  });
});

describe.each([
  ['refuses every recipient (550)', 'refusing'],
  ['is down (closed port)', 'down'],
] as const)('when the SMTP server %s', (_label, kind) => {
  let server: TestSmtpServer | undefined;
  let world: SmtpWorld;

  beforeAll(async () => {
    server = kind === 'refusing' ? await startSmtpServer({ refuseRecipients: true }) : undefined;
    world = await smtpWorld(server?.url ?? (await closedSmtpUrl()));
  });
  afterAll(async () => {
    await world?.close();
    await server?.close();
  });

  it('the decision and the password change still succeed; each mail is tried 3 times, then logged as failed', async () => {
    const id = await submitted(world, world.ann);
    const decision = await call(
      world.testApp,
      world.admin,
      'POST',
      `admin/submissions/${id}/decisions`,
      { decision: 'decline', message: 'Out of scope.' },
    );
    expect(decision.statusCode).toBe(200);
    expect(decision.json().status).toBe('declined');

    const account = await passwordAccount(world, 'Mary Jackson');
    const changed = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: account.headers,
      payload: { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);

    const queue = world.testApp.mailQueue;
    expect(await queue.depth()).toBeGreaterThan(0);
    await queue.idle();
    expect(queue.stats).toEqual({ sent: 0, retried: 4, failed: 2 });
    if (server) expect(server.recipientAttempts).toBe(6);
    await expect(signIn(world.testApp, account.email, NEW_PASSWORD)).resolves.toBeTruthy();
  });
});

describe('shutting down with mail waiting for a retry', () => {
  it('closes at once and keeps the mail queued in the database for the next start', async () => {
    const world = await createPanelWorld({
      mailer: new SmtpMailer(await closedSmtpUrl(), FROM),
      mailDelivery: { retryDelaysMs: [60_000, 60_000] },
    });
    const id = await submitted(world, world.ann);
    await decideAs(world, id, 'accept');
    const queue = world.testApp.mailQueue;
    await vi.waitFor(() => expect(queue.stats.retried).toBe(1));
    const [waiting] = await world.testApp.context.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, MAIL_JOB));
    expect(waiting).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    const started = Date.now();
    await world.close();
    expect(Date.now() - started).toBeLessThan(10_000);
    // Nothing given up on: the mail waits for its next attempt (`mail-queue.test.ts` restarts).
    expect(queue.stats).toEqual({ sent: 0, retried: 1, failed: 0 });
  });
});
