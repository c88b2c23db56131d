import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Config } from '../src/config';
import type { Mailer, MemoryMailer } from '../src/mail/mailer';
import { signedInUser, TINY_PDF, uploadForm } from './file-fixtures';
import { createJournalFixture, type JournalFixture } from './fixtures';
import { type AnyTestApp, createTestApp, type TestApp, type TestMailOptions } from './test-app';

/** A signed-in account of a panel test: its id and `Authorization` header. */
export interface PanelAccount {
  id: number;
  headers: Record<string, string>;
}

/** A test app with a complete journal, two authors and an administrator. */
export interface PanelWorld<M extends Mailer = MemoryMailer> {
  testApp: TestApp<M>;
  journal: JournalFixture;
  /** A second journal, for "wrong journal" checks. */
  otherJournal: JournalFixture;
  ann: PanelAccount;
  bob: PanelAccount;
  admin: PanelAccount;
  close(): Promise<void>;
}

/**
 * Builds the world every panel test file starts from (`mail`: another transport, retry pauses;
 * `config`: settings of the file's own, such as a small upload limit).
 */
export async function createPanelWorld<M extends Mailer = MemoryMailer>(
  mail: TestMailOptions<M> = {},
  config: Partial<Config> = {},
): Promise<PanelWorld<M>> {
  const testApp = await createTestApp<M>(config, mail);
  const { db } = testApp.context;
  const journal = await createJournalFixture(db);
  const otherJournal = await createJournalFixture(db);
  const [ann, bob, admin] = [
    await signedInUser(testApp, 'author'),
    await signedInUser(testApp, 'author'),
    await signedInUser(testApp, 'admin'),
  ];
  return { testApp, journal, otherJournal, ann, bob, admin, close: () => testApp.close() };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls `/api/{path}` as an account (bearer) or signed out (`null`). */
export function call(
  testApp: AnyTestApp,
  who: PanelAccount | null,
  method: Method,
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method,
    url: `/api/${path}`,
    headers: who ? { ...who.headers } : {},
  };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return testApp.app.inject(options);
}

/** How many SQL queries a response says its request ran. */
export function queryCount(response: LightMyRequestResponse): number {
  return Number(response.headers['x-query-count']);
}

/** Uploads a file through `POST files` and returns its id. */
export async function upload(
  testApp: AnyTestApp,
  who: PanelAccount,
  purpose: string,
  name = 'manuscript.pdf',
  content: Buffer = TINY_PDF,
): Promise<number> {
  const form = uploadForm(purpose, name, content);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 201) {
    throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().id;
}

/** A fresh client key, as the wizard generates once. */
export function clientKey(): string {
  return `wizard-${randomBytes(6).toString('hex')}`;
}

/** Every field a submission needs, for a journal and one of its sections. */
export function completeFields(journalId: number, sectionId: number) {
  return {
    journalId,
    sectionId,
    title: 'Quiet numbers in loud places',
    abstract: 'We count quiet numbers.\n\nThen we count them again & compare <results>.',
    keywords: ['numbers', 'silence'],
    authors: [
      {
        name: 'Ann Author',
        email: 'ann@example.org',
        affiliation: 'Quiet University',
        orcid: '0000-0002-1825-0097',
        corresponding: true,
      },
      { name: 'Co Author', email: 'co@example.org', corresponding: false },
    ],
    coverLetter: 'Dear editors, please consider our work.',
    declarations: { originality: true, licence: true, privacy: true },
  };
}

/** Creates a complete draft with a PDF manuscript attached; returns its id. */
export async function completeDraft(world: PanelWorld<Mailer>, who: PanelAccount): Promise<number> {
  const { testApp, journal } = world;
  const created = await call(testApp, who, 'POST', 'user/submissions', {
    clientKey: clientKey(),
    ...completeFields(journal.journal.id, journal.sections.research.id),
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const id: number = created.json().id;
  const fileId = await upload(testApp, who, 'manuscript');
  const attached = await call(testApp, who, 'POST', `user/submissions/${id}/files`, {
    fileId,
    role: 'manuscript',
  });
  if (attached.statusCode !== 201) throw new Error(`attach failed: ${attached.body}`);
  return id;
}

/** Creates and submits a complete submission; returns its id. */
export async function submitted(world: PanelWorld<Mailer>, who: PanelAccount): Promise<number> {
  const id = await completeDraft(world, who);
  // The author confirms whatever declarations of its own the journal asks at the time.
  const options = (await call(world.testApp, who, 'GET', 'user/submission-options')).json() as {
    journals: Array<{ id: number; declarations: string[] }>;
  };
  const asked = options.journals.find((journal) => journal.id === world.journal.journal.id);
  if (asked && asked.declarations.length > 0) {
    await call(world.testApp, who, 'PATCH', `user/submissions/${id}`, {
      journalDeclarations: asked.declarations,
    });
  }
  const response = await call(world.testApp, who, 'POST', `user/submissions/${id}/submit`, {});
  if (response.statusCode !== 200) throw new Error(`submit failed: ${response.body}`);
  return id;
}

/** Takes an editor decision and checks it was accepted. */
export async function decideAs(
  world: PanelWorld<Mailer>,
  id: number,
  decision: string,
  message?: string,
): Promise<void> {
  const response = await call(
    world.testApp,
    world.admin,
    'POST',
    `admin/submissions/${id}/decisions`,
    {
      decision,
      ...(message ? { message } : {}),
    },
  );
  if (response.statusCode !== 200) throw new Error(`decision failed: ${response.body}`);
}

/**
 * A new account given staff roles in a journal through the API (`PUT admin/journals/…/staff`,
 * as the site administrator): a journal's manager, editor, section editor or reviewer.
 */
export async function staffAccount(
  world: PanelWorld<Mailer>,
  journalId: number,
  roles: string[],
  sectionIds: number[] = [],
): Promise<PanelAccount> {
  const account = await signedInUser(world.testApp, 'author');
  const response = await call(
    world.testApp,
    world.admin,
    'PUT',
    `admin/journals/${journalId}/staff/${account.id}`,
    { roles, sectionIds },
  );
  if (response.statusCode !== 200) throw new Error(`staffing failed: ${response.body}`);
  return account;
}

/**
 * Takes an accepted submission through production as the site administrator — to production, a
 * PDF galley, a proof sent — and has its author approve the proof: it can then be published.
 * Returns the approved proof's id.
 */
export async function approvedProof(
  world: PanelWorld<Mailer>,
  id: number,
  author: PanelAccount,
): Promise<number> {
  const steps: Array<[PanelAccount, Method, string, unknown?]> = [
    [world.admin, 'PUT', `admin/submissions/${id}/production/stage`, { stage: 'production' }],
    [
      world.admin,
      'POST',
      `admin/submissions/${id}/production/galleys`,
      { fileId: await upload(world.testApp, world.admin, 'galley', 'galley.pdf') },
    ],
    [world.admin, 'POST', `admin/submissions/${id}/proofs`],
  ];
  let proofId = 0;
  for (const [who, method, path, body] of steps) {
    const response = await call(world.testApp, who, method, path, body);
    if (response.statusCode !== 200) throw new Error(`${path} failed: ${response.body}`);
    proofId = response.json().production?.proofs[0]?.id ?? proofId;
  }
  const approved = await call(
    world.testApp,
    author,
    'POST',
    `user/submissions/${id}/proofs/${proofId}/approve`,
  );
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return proofId;
}
