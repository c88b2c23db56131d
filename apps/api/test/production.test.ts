import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, auditLog, notifications, submissionEvents, submissions } from '../src/db/schema';
import { TINY_PDF, TINY_PNG } from './file-fixtures';
import {
  approvedProof,
  call,
  createPanelWorld,
  decideAs,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
  submitted,
  upload,
} from './panel-fixtures';

const JATS = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="research-article">
<front><article-meta><title-group><article-title>Proofs</article-title></title-group></article-meta></front>
<body><sec id="s1"><title>Introduction</title><p>Proofs are read twice.</p></sec></body>
</article>`);

/** Production of accepted submissions: stages, galleys, proof rounds and publication after approval. */
describe('production (admin/submissions/:id/production…, user/submissions/:id/proofs…)', () => {
  let world: PanelWorld;
  let editor: PanelAccount;
  let outsider: PanelAccount;
  const as = (who: PanelAccount, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    call(world.testApp, who, method, path, body);

  beforeAll(async () => {
    world = await createPanelWorld();
    editor = await staffAccount(world, world.journal.journal.id, ['editor']);
    outsider = await staffAccount(world, world.otherJournal.journal.id, ['editor']);
  });
  afterAll(() => world.close());

  async function accepted(): Promise<number> {
    const id = await submitted(world, world.ann);
    await decideAs(world, id, 'accept');
    return id;
  }

  const eventsOf = (id: number) =>
    world.testApp.context.db
      .select({ kind: submissionEvents.kind, message: submissionEvents.message })
      .from(submissionEvents)
      .where(eq(submissionEvents.submissionId, id))
      .orderBy(submissionEvents.id);

  it('takes an accepted submission through two proof rounds to publication with the approved galleys', async () => {
    const id = await accepted();
    const issueId = world.journal.issues.currentIssue.id;
    const start = await as(editor, 'GET', `admin/submissions/${id}/production`);
    expect(start.statusCode).toBe(200);
    expect(start.json().production).toMatchObject({
      stage: 'copyediting',
      galleys: [],
      proofs: [],
    });

    // Not before the author approved a proof.
    const early = await as(editor, 'POST', `admin/submissions/${id}/publish`, { issueId });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('Send the proof to the author first');

    // Galleys wait for the production stage.
    const pdf = await upload(world.testApp, editor, 'galley', 'proof-1.pdf', TINY_PDF);
    const tooSoon = await as(editor, 'POST', `admin/submissions/${id}/production/galleys`, {
      fileId: pdf,
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toContain('Move the submission to production');
    const moved = await as(editor, 'PUT', `admin/submissions/${id}/production/stage`, {
      stage: 'production',
    });
    expect(moved.json().production.stage).toBe('production');
    const noGalley = await as(editor, 'POST', `admin/submissions/${id}/proofs`);
    expect(noGalley.statusCode).toBe(409);
    expect(noGalley.json().message).toContain('Upload a galley');
    const withPdf = await as(editor, 'POST', `admin/submissions/${id}/production/galleys`, {
      fileId: pdf,
    });
    expect(withPdf.statusCode).toBe(200);
    expect(withPdf.json().production.galleys).toMatchObject([
      { format: 'pdf', fileName: 'proof-1.pdf' },
    ]);

    // Round 1: the author is told and answers with corrections (text, and a file of theirs).
    const sent = await as(editor, 'POST', `admin/submissions/${id}/proofs`);
    expect(sent.statusCode).toBe(200);
    const round1 = sent.json().production.proofs[0];
    expect(round1).toMatchObject({ round: 1, status: 'sent' });
    const [notice] = await world.testApp.context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, world.ann.id), eq(notifications.kind, 'proof')));
    expect(notice?.link).toBe(`/panel/submission?id=${id}`);

    const authorView = await as(world.ann, 'GET', `user/submissions/${id}/production`);
    expect(authorView.json().production.proofs[0].galleys[0].url).toBe(
      `/user/submissions/${id}/production/galleys/${round1.galleys[0].id}`,
    );
    const galleyFile = await as(
      world.ann,
      'GET',
      `user/submissions/${id}/production/galleys/${round1.galleys[0].id}`,
    );
    expect(galleyFile.statusCode).toBe(200);
    expect(galleyFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const notes = await upload(world.testApp, world.ann, 'supplementary', 'notes.png', TINY_PNG);
    const corrected = await as(
      world.ann,
      'POST',
      `user/submissions/${id}/proofs/${round1.id}/corrections`,
      {
        corrections: 'Figure 2 is upside down.',
        fileId: notes,
      },
    );
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().production.proofs[0]).toMatchObject({
      status: 'corrections',
      corrections: 'Figure 2 is upside down.',
      correctionsFile: { name: 'notes.png' },
    });
    const stillEarly = await as(editor, 'POST', `admin/submissions/${id}/publish`, { issueId });
    expect(stillEarly.statusCode).toBe(409);
    expect(stillEarly.json().message).toContain('has not approved the latest proof');

    // Round 2: a new PDF and the JATS full text; the author approves.
    const pdf2 = await upload(world.testApp, editor, 'galley', 'proof-2.pdf', TINY_PDF);
    const jats = await upload(world.testApp, editor, 'galley', 'article.xml', JATS);
    for (const fileId of [pdf2, jats]) {
      const added = await as(editor, 'POST', `admin/submissions/${id}/production/galleys`, {
        fileId,
      });
      expect(added.statusCode).toBe(200);
    }
    const round2 = (await as(editor, 'POST', `admin/submissions/${id}/proofs`)).json().production
      .proofs[0];
    expect(round2.round).toBe(2);
    expect(round2.galleys.map((galley: { fileName: string }) => galley.fileName)).toEqual([
      'proof-2.pdf',
      'article.xml',
    ]);
    const approved = await as(
      world.ann,
      'POST',
      `user/submissions/${id}/proofs/${round2.id}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().production).toMatchObject({ approved: true });
    expect(
      approved.json().production.proofs.map((proof: { status: string }) => proof.status),
    ).toEqual(['approved', 'corrections']);

    const published = await as(editor, 'POST', `admin/submissions/${id}/publish`, { issueId });
    expect(published.statusCode).toBe(200);
    const [article] = await world.testApp.context.db
      .select({ pdfPath: articles.pdfPath, fullTextJats: articles.fullTextJats })
      .from(articles)
      .where(eq(articles.id, published.json().article.id));
    expect(article?.pdfPath).toMatch(/^galleys\//);
    expect(article?.fullTextJats).toContain('Proofs are read twice.');

    // Every step is on the timeline, and in the audit log.
    const kinds: string[] = (await eventsOf(id)).map((event) => event.kind);
    expect(kinds.slice(kinds.indexOf('production_stage'))).toEqual([
      'production_stage',
      'galley_uploaded',
      'proof_sent',
      'proof_corrections',
      'galley_uploaded',
      'galley_uploaded',
      'proof_sent',
      'proof_approved',
      'status',
    ]);
    const audited = await world.testApp.context.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, id));
    expect(audited.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'production.stage_changed',
        'production.galley_uploaded',
        'production.proof_sent',
        'production.proof_answered',
      ]),
    );
    // The author's timeline shows the proof steps but not the editors' galley uploads.
    const history = (await as(world.ann, 'GET', `user/submissions/${id}`)).json().history as Array<{
      kind: string;
    }>;
    const seen = history.map((event) => event.kind);
    expect(seen).toContain('proof_approved');
    expect(seen).not.toContain('galley_uploaded');
  });

  it('refuses bad answers: twice, a superseded proof, corrections without text, a wrong file', async () => {
    const id = await accepted();
    const proofId = await approvedProof(world, id, world.ann);
    const twice = await as(world.ann, 'POST', `user/submissions/${id}/proofs/${proofId}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You already approved this proof.');
    // The same galleys are not sent again.
    const again = await as(world.admin, 'POST', `admin/submissions/${id}/proofs`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already approved these galleys');

    const other = await accepted();
    await approvedProofSentOnly(other);
    const first = (await as(world.admin, 'GET', `admin/submissions/${other}/production`)).json()
      .production.proofs[0].id;
    // A newer proof supersedes the one still waiting.
    const newer = await upload(world.testApp, world.admin, 'galley', 'newer.pdf', TINY_PDF);
    await as(world.admin, 'POST', `admin/submissions/${other}/production/galleys`, {
      fileId: newer,
    });
    const resent = await as(world.admin, 'POST', `admin/submissions/${other}/proofs`);
    expect(
      resent.json().production.proofs.map((proof: { status: string }) => proof.status),
    ).toEqual(['sent', 'superseded']);
    const stale = await as(world.ann, 'POST', `user/submissions/${other}/proofs/${first}/approve`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('A newer proof replaced this one');
    const latest = resent.json().production.proofs[0].id;
    const empty = await as(
      world.ann,
      'POST',
      `user/submissions/${other}/proofs/${latest}/corrections`,
      {
        corrections: '   ',
      },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.corrections[0]).toContain('Write the corrections');
    const chatFile = await upload(world.testApp, world.ann, 'avatar', 'me.png', TINY_PNG);
    const wrongFile = await as(
      world.ann,
      'POST',
      `user/submissions/${other}/proofs/${latest}/corrections`,
      {
        corrections: 'Typo in the title.',
        fileId: chatFile,
      },
    );
    expect(wrongFile.statusCode).toBe(422);
    expect(wrongFile.json().errors.fileId[0]).toContain('as a document');
    // Nothing was recorded by the refusals: the proof still waits.
    const view = (await as(world.ann, 'GET', `user/submissions/${other}/production`)).json()
      .production;
    expect(view.proofs[0].status).toBe('sent');

    // A galley must be a PDF or JATS XML with a body.
    const notJats = await upload(
      world.testApp,
      world.admin,
      'galley',
      'notes.xml',
      Buffer.from('<?xml version="1.0"?><notes>nothing</notes>'),
    );
    const refused = await as(world.admin, 'POST', `admin/submissions/${other}/production/galleys`, {
      fileId: notJats,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.fileId[0]).toContain('JATS');
    const manuscript = await upload(world.testApp, world.admin, 'manuscript', 'm.pdf', TINY_PDF);
    const notGalley = await as(
      world.admin,
      'POST',
      `admin/submissions/${other}/production/galleys`,
      {
        fileId: manuscript,
      },
    );
    expect(notGalley.statusCode).toBe(400);
    const badStage = await as(world.admin, 'PUT', `admin/submissions/${other}/production/stage`, {
      stage: 'printing',
    });
    expect(badStage.statusCode).toBe(400);
  });

  it('lets only the journal’s editors act and only the submitting author answer', async () => {
    const id = await accepted();
    await approvedProofSentOnly(id);
    const proofId = (await as(world.admin, 'GET', `admin/submissions/${id}/production`)).json()
      .production.proofs[0].id;
    for (const [method, path, body] of [
      ['GET', `admin/submissions/${id}/production`],
      ['PUT', `admin/submissions/${id}/production/stage`, { stage: 'copyediting' }],
      ['POST', `admin/submissions/${id}/proofs`],
    ] as const) {
      expect((await as(outsider, method, path, body)).statusCode).toBe(404);
      expect((await as(world.bob, method, path, body)).statusCode).toBe(403);
    }
    for (const path of [`user/submissions/${id}/proofs/${proofId}/approve`]) {
      expect((await as(world.bob, 'POST', path)).statusCode).toBe(404);
      expect((await as(editor, 'POST', path)).statusCode).toBe(404);
    }
    expect((await as(world.bob, 'GET', `user/submissions/${id}/production`)).statusCode).toBe(404);
  });

  it('publishes a submission accepted before production existed as before', async () => {
    const id = await accepted();
    // As the seed's accepted submissions: no production record.
    await world.testApp.context.db.execute(
      `delete from submission_productions where submission_id = ${Number(id)}`,
    );
    const none = await as(editor, 'GET', `admin/submissions/${id}/production`);
    expect(none.json()).toEqual({ production: null });
    const published = await as(editor, 'POST', `admin/submissions/${id}/publish`, {
      issueId: world.journal.issues.currentIssue.id,
    });
    expect(published.statusCode).toBe(200);
    const [row] = await world.testApp.context.db
      .select({ status: submissions.status })
      .from(submissions)
      .where(eq(submissions.id, id));
    expect(row?.status).toBe('published');
  });

  /** To production with a PDF galley and a proof sent, not answered. */
  async function approvedProofSentOnly(id: number): Promise<void> {
    await as(world.admin, 'PUT', `admin/submissions/${id}/production/stage`, {
      stage: 'production',
    });
    const fileId = await upload(world.testApp, world.admin, 'galley', 'g.pdf', TINY_PDF);
    await as(world.admin, 'POST', `admin/submissions/${id}/production/galleys`, { fileId });
    const sent = await as(world.admin, 'POST', `admin/submissions/${id}/proofs`);
    if (sent.statusCode !== 200) throw new Error(sent.body);
  }
});
