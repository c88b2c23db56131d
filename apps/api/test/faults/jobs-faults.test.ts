import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { rowsOf } from '../../src/db/raw-rows';
import { jobs } from '../../src/db/schema';
import { enqueueJob } from '../../src/jobs/job-store';
import { MAIL_JOB } from '../../src/mail/mail-queue';
import { createPostgresDatabase } from '../test-app';
import { type ApiNode, startApiNode } from './cluster-fixtures';
import { startHoldingSmtp } from './holding-smtp';

/**
 * The job scheduler across real API nodes on one PostgreSQL, one of them killed with `kill -9`
 * while mails are due and some are in flight on it. Killed before the SMTP server accepted its
 * mails, every mail arrives exactly once; killed (frozen, then killed) after the server accepted
 * them but before it recorded them, those — and only those — arrive twice, under the Message-ID
 * they were queued with, so they are recognisably the same mail. None is lost either way. This is
 * what `docs/architecture.md` ("Durable jobs") promises: each job is recorded done exactly once;
 * a side effect outside the database is at least once, and deduplicable.
 */
const unavailable = process.env.DATABASE_URL
  ? undefined
  : 'DATABASE_URL is not set (no PostgreSQL)';

/** Mails the nodes send in the test. */
const MAILS = 40;
/** Short leases: a dead node's jobs are taken over within about a second and a half. */
const LEASE_MS = 1_500;

describe.skipIf(unavailable !== undefined)(
  unavailable
    ? `job scheduler faults (skipped: ${unavailable})`
    : 'job scheduler across two API nodes',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let handle: DatabaseHandle;
    let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
    let nodeA: ApiNode;
    let nodeB: ApiNode;
    let nodeC: ApiNode | undefined;

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
      await Promise.all([nodeA?.kill(), nodeB?.kill(), nodeC?.kill()]);
      await handle?.close();
      await smtp?.close();
      await database?.drop();
    });

    /** The Message-IDs of the mails a node is sending (its pid is in `locked_by`: host:pid:…). */
    async function sendingOn(node: ApiNode): Promise<string[]> {
      const rows = await rowsOf<{ messageId: string }>(
        handle.db,
        sql`select payload->>'messageId' as "messageId" from jobs
            where state = 'running' and locked_by like ${`%:${node.pid}:%`} order by id`,
      );
      return rows.map((row) => row.messageId);
    }

    /** Queues `count` mails as an action would; returns their Message-IDs. */
    async function enqueueMails(batch: string, count: number): Promise<string[]> {
      const messageIds: string[] = [];
      for (let n = 0; n < count; n += 1) {
        const messageId = `<${batch}-${n}-${process.pid}@jobs.test>`;
        messageIds.push(messageId);
        await enqueueJob(handle.db, {
          kind: MAIL_JOB,
          payload: {
            to: `reader-${n}@example.org`,
            subject: `Reminder ${n}`,
            text: 'Due.',
            messageId,
          },
        });
      }
      return messageIds;
    }

    /** How many copies of each Message-ID the server accepted, from `from` on. */
    function copiesSince(from: number): Map<string, number> {
      const copies = new Map<string, number>();
      for (const mail of smtp.delivered.slice(from)) {
        copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
      }
      return copies;
    }

    /** The mails' jobs by state and attempts (each node also schedules recurring jobs). */
    function settledJobs() {
      return rowsOf<{ state: string; attempts: number; count: number }>(
        handle.db,
        sql`select state, attempts, count(*)::int as count from jobs where kind = ${MAIL_JOB}
            group by state, attempts order by attempts`,
      );
    }

    it('sends every due mail exactly once when a node is killed with mails in flight', async () => {
      const messageIds = await enqueueMails('first', MAILS);
      // Each node takes two (its mail concurrency) and sends them; the server holds its answers.
      await smtp.until(() => smtp.held.length === 4, 'four mails in flight');
      const onA = await sendingOn(nodeA);
      expect(onA).toHaveLength(2);
      expect(await sendingOn(nodeB)).toHaveLength(2);
      const heldOnA = smtp.held.filter((entry) => onA.includes(entry.mail.messageId));

      // kill -9 before the server answered: node A's two mails were never accepted.
      await nodeA.kill();
      await smtp.until(
        () => heldOnA.every((entry) => smtp.isClosed(entry.session)),
        'node A’s connections to close',
      );
      smtp.release();

      // Node B finishes the batch and takes node A's two over once their lease runs out.
      await smtp.until(() => smtp.delivered.length >= MAILS, 'every mail', 90_000);
      await expect.poll(settledJobs).toEqual([
        { state: 'done', attempts: 1, count: MAILS - onA.length },
        { state: 'done', attempts: 2, count: onA.length },
      ]);
      const copies = copiesSince(0);
      expect([...copies.keys()].sort()).toEqual([...messageIds].sort());
      expect([...copies.values()].every((count) => count === 1)).toBe(true);
      expect(smtp.delivered).toHaveLength(MAILS);
    });

    it('repeats only what a killed node had handed over unrecorded, under the same Message-ID', async () => {
      const env = { SMTP_URL: smtp.url, JOBS_LEASE_MS: String(LEASE_MS), JOBS_POLL_MS: '200' };
      nodeC = await startApiNode({ label: 'node-c', databaseUrl: database.url, env });
      await handle.db.delete(jobs);
      const from = smtp.delivered.length;
      smtp.hold();
      const messageIds = await enqueueMails('second', MAILS);
      await smtp.until(() => smtp.held.length === 4, 'four mails in flight');
      const onC = await sendingOn(nodeC);
      expect(onC).toHaveLength(2);

      // The worst moment: node C's mails are accepted (250 sent to its socket) while it is
      // frozen, and it dies before it can record them as done.
      process.kill(nodeC.pid, 'SIGSTOP');
      smtp.release();
      await nodeC.kill();

      await smtp.until(
        () => smtp.delivered.length - from >= MAILS + onC.length,
        'every mail',
        90_000,
      );
      await expect.poll(settledJobs).toEqual([
        { state: 'done', attempts: 1, count: MAILS - onC.length },
        { state: 'done', attempts: 2, count: onC.length },
      ]);
      const copies = copiesSince(from);
      // None lost: every mail arrived, under the Message-ID it was queued with.
      expect([...copies.keys()].sort()).toEqual([...messageIds].sort());
      // Repeated: exactly the two node C had handed over when it died; every other mail once.
      const repeated = [...copies].filter(([, count]) => count > 1);
      expect(repeated.map(([messageId]) => messageId).sort()).toEqual([...onC].sort());
      expect(repeated.map(([, count]) => count)).toEqual([2, 2]);
    });
  },
);
