import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { rowsOf } from '../../src/db/raw-rows';
import { reviewAssignments, reviewRounds, submissions } from '../../src/db/schema';
import { enqueueJob } from '../../src/jobs/job-store';
import { REVIEW_REMINDER_JOB } from '../../src/review/review-reminders';
import { GOOD_PASSWORD } from '../auth-fixtures';
import { createPostgresDatabase } from '../test-app';
import { type ApiNode, startApiNode } from './cluster-fixtures';
import { startHoldingSmtp } from './holding-smtp';

/**
 * Review reminders on the job scheduler across two real API nodes on one PostgreSQL, one of them
 * killed with `kill -9` while reminders are due: every reviewer is reminded exactly once — one
 * `review_reminders` record, one mail queued with it in the same transaction, one mail accepted
 * by the SMTP server — and none is lost, whether the node died before, inside or after a
 * reminder's transaction (`src/review/review-reminders.ts`).
 */
const unavailable = process.env.DATABASE_URL
  ? undefined
  : 'DATABASE_URL is not set (no PostgreSQL)';

/** Reviewers with an answer reminder due now. */
const REVIEWERS = 30;
/** Short leases: a dead node's jobs are taken over within about a second and a half. */
const LEASE_MS = 1_500;

describe.skipIf(unavailable !== undefined)(
  unavailable
    ? `review reminders across nodes (skipped: ${unavailable})`
    : 'review reminders across two API nodes',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let handle: DatabaseHandle;
    let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
    let nodeA: ApiNode;
    let nodeB: ApiNode;

    beforeAll(async () => {
      database = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
      smtp = await startHoldingSmtp();
      const env = { SMTP_URL: smtp.url, JOBS_LEASE_MS: String(LEASE_MS), JOBS_POLL_MS: '200' };
      // One after the other: the first start migrates the fresh database.
      nodeA = await startApiNode({ label: 'node-a', databaseUrl: database.url, env });
      nodeB = await startApiNode({ label: 'node-b', databaseUrl: database.url, env });
      handle = await openDatabase({ databaseUrl: database.url });
    });

    afterAll(async () => {
      await Promise.all([nodeA?.kill(), nodeB?.kill()]);
      await handle?.close();
      await smtp?.close();
      await database?.drop();
    });

    /** A submission under review with `REVIEWERS` invited reviewers; their assignments' ids. */
    async function reviewersInvited(): Promise<number[]> {
      const setup = await fetch(`${nodeA.url}/api/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          siteName: 'Reminded Journals',
          name: 'Ada Admin',
          email: 'ada@reminded.example',
          password: GOOD_PASSWORD,
          journal: { title: 'Tidal Studies', slug: 'tidal-studies' },
        }),
      });
      expect(setup.status).toBe(201);
      const [owner] = await rowsOf<{ userId: number; journalId: number }>(
        handle.db,
        sql`select (select id from users order by id limit 1) as "userId",
                   (select id from journals where slug = 'tidal-studies') as "journalId"`,
      );
      if (!owner) throw new Error('the setup made no administrator or journal');
      const [submission] = await handle.db
        .insert(submissions)
        .values({
          ownerId: owner.userId,
          journalId: owner.journalId,
          clientKey: randomUUID(),
          title: 'Estuary nitrogen budgets',
          declarations: { originality: true, licence: true, privacy: true },
          status: 'under_review',
        })
        .returning({ id: submissions.id });
      if (!submission) throw new Error('no submission');
      const [round] = await handle.db
        .insert(reviewRounds)
        .values({ submissionId: submission.id, round: 1 })
        .returning({ id: reviewRounds.id });
      if (!round) throw new Error('no round');
      const rows = await handle.db
        .insert(reviewAssignments)
        .values(
          Array.from({ length: REVIEWERS }, (_, n) => ({
            submissionId: submission.id,
            roundId: round.id,
            round: 1,
            journalId: owner.journalId,
            reviewerName: `Reviewer ${n + 1}`,
            reviewerEmail: `reviewer-${n + 1}@reminded.example`,
            position: n + 1,
            tokenHash: randomUUID(),
            invitedBy: owner.userId,
            responseDueAt: sql`now() + interval '2 days'`,
            reviewDueAt: sql`now() + interval '30 days'`,
          })),
        )
        .returning({ id: reviewAssignments.id });
      return rows.map((row) => row.id);
    }

    /**
     * The reminders recorded, the mails queued (this site sends no other: a sent mail's job keeps
     * no payload to tell them apart) and the assignments reminded twice.
     */
    function recorded() {
      return rowsOf<{ reminders: number; mails: number; twice: number }>(
        handle.db,
        sql`select
              (select count(*)::int from review_reminders) as reminders,
              (select count(*)::int from jobs where kind = 'mail') as mails,
              (select count(*)::int from (select assignment_id from review_reminders
                 group by assignment_id having count(*) > 1) twice) as twice`,
      );
    }

    it('reminds every reviewer exactly once when a node is killed while reminders run', async () => {
      const assignmentIds = await reviewersInvited();
      // The journal's "2 days before" answer reminder, due now for every reviewer.
      for (const assignmentId of assignmentIds) {
        await enqueueJob(handle.db, {
          kind: REVIEW_REMINDER_JOB,
          payload: { assignmentId, kind: 'response', offsetDays: -2 },
          key: `review-reminder:${assignmentId}:response:-2`,
        });
      }
      // The server holds its answers: mails pile up in flight while the reminders are recorded.
      await smtp.until(() => smtp.held.length >= 4, 'reminder mails in flight');
      // Node A dies mid-run: reminders it had claimed, mails it was sending.
      await nodeA.kill();
      smtp.release();

      await smtp.until(() => smtp.delivered.length >= REVIEWERS, 'every reminder', 90_000);
      const [counts] = await recorded();
      expect(counts).toEqual({ reminders: REVIEWERS, mails: REVIEWERS, twice: 0 });
      // Each reviewer's mail arrived once (node A's in-flight sends were never accepted: its
      // connections closed before the server answered, and node B sent them after its lease).
      const recipients = smtp.delivered.map((mail) => mail.to).sort();
      expect(recipients).toEqual(
        Array.from({ length: REVIEWERS }, (_, n) => `reviewer-${n + 1}@reminded.example`).sort(),
      );
      expect(new Set(smtp.delivered.map((mail) => mail.messageId)).size).toBe(REVIEWERS);
    });
  },
);
