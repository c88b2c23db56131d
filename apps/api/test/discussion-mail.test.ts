import { startSmtpServer, type TestSmtpServer } from '@quire/test-utils/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../src/mail/smtp-mailer';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
  submitted,
} from './panel-fixtures';

const FROM = 'Quire Journals <no-reply@journals.test>';

/**
 * Discussion mail honours the account's mail preferences (a real SMTP server receives it): an
 * offline reader who kept discussion mail on is mailed the message; one who switched it off is
 * not, and still finds it in the thread.
 */
describe('discussion mail and the account’s preferences (real SMTP server)', () => {
  let server: TestSmtpServer;
  let world: PanelWorld<SmtpMailer>;
  let editor: PanelAccount;
  let submissionId: number;
  let annEmail: string;
  let bobEmail: string;

  const thread = (id: number) => `admin/submissions/${id}/discussions/editor-author`;
  const post = (id: number, body: string) =>
    call(world.testApp, editor, 'POST', `${thread(id)}/messages`, {
      body,
      clientId: `mail-${id}-${body.length}`,
    });
  const received = async (to: string, text: string) => {
    await world.testApp.mailQueue.idle();
    return server.received.filter(
      (mail) => mail.recipients.includes(to) && mail.text.includes(text),
    );
  };

  beforeAll(async () => {
    server = await startSmtpServer();
    world = await createPanelWorld({
      mailer: new SmtpMailer(server.url, FROM),
      mailDelivery: { retryDelaysMs: [20, 40] },
    });
    editor = await staffAccount(world, world.journal.journal.id, ['editor']);
    submissionId = await submitted(world, world.ann);
    annEmail = (await call(world.testApp, world.ann, 'GET', 'auth/session')).json().user.email;
    bobEmail = (await call(world.testApp, world.bob, 'GET', 'auth/session')).json().user.email;
  });
  afterAll(async () => {
    await world?.close();
    await server?.close();
  });

  it('mails an offline author who kept discussion mail on', async () => {
    const posted = await post(submissionId, 'Could you send the data files?');
    expect(posted.statusCode).toBe(201);
    const mails = await received(annEmail, 'Could you send the data files?');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('New message about');
  });

  it('mails nobody who switched discussion mail off, and keeps the message in the thread', async () => {
    const off = await call(world.testApp, world.bob, 'PATCH', 'user/mail-preferences', {
      discussions: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().discussions).toBe(false);
    const bobs = await submitted(world, world.bob);
    expect((await post(bobs, 'Please shorten the abstract.')).statusCode).toBe(201);
    // The same message to Ann (mail on) arrives: the queue ran and Bob's absence is his choice.
    expect((await post(submissionId, 'Please shorten the abstract.')).statusCode).toBe(201);
    expect(await received(annEmail, 'Please shorten the abstract.')).toHaveLength(1);
    expect(await received(bobEmail, 'Please shorten the abstract.')).toHaveLength(0);
    const read = await call(
      world.testApp,
      world.bob,
      'GET',
      `user/submissions/${bobs}/discussions/editor-author`,
    );
    expect(read.json().messages.map((m: { body: string }) => m.body)).toEqual([
      'Please shorten the abstract.',
    ]);
  });

  it('refuses a discussion switch that is not true or false (400 naming it)', async () => {
    const bad = await call(world.testApp, world.bob, 'PATCH', 'user/mail-preferences', {
      discussions: 'no',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.discussions[0]).toMatch(/Discussion mail is either on/);
  });
});
