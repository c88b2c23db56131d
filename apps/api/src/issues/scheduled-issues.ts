import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit-log';
import { contentChanged, journalChange } from '../content/content-changes';
import type { AppContext } from '../context';
import { issues, journals, volumes } from '../db/schema';

/** An issue announced by {@link announceDueIssues}. */
export interface AnnouncedIssue {
  id: number;
  journalSlug: string;
}

/**
 * Announces the scheduled issues whose date has come: each is claimed by one update that only the
 * first node to make it gets rows back from (`announced_at` goes from null to now), so however
 * many API nodes look at the same moment, each issue is recorded as published once and its pages
 * purged once. Readers already see it from its date on (the reads compare it with `now()`).
 */
export async function announceDueIssues(context: AppContext): Promise<AnnouncedIssue[]> {
  const { db } = context;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(issues)
      .set({ announcedAt: sql`now()` })
      .where(
        and(
          isNull(issues.announcedAt),
          isNotNull(issues.publishedAt),
          lte(issues.publishedAt, sql`now()`),
        ),
      )
      .returning({
        id: issues.id,
        journalId: issues.journalId,
        volumeId: issues.volumeId,
        number: issues.number,
      });
    const announced: AnnouncedIssue[] = [];
    for (const issue of claimed) {
      const [where] = await tx
        .select({ slug: journals.slug, volume: volumes.number })
        .from(journals)
        .innerJoin(volumes, eq(volumes.id, issue.volumeId))
        .where(eq(journals.id, issue.journalId));
      if (!where) continue;
      // Nobody pressed a button: the schedule published it.
      await recordAudit(tx, {
        actorId: null,
        journalId: issue.journalId,
        action: 'issue.published',
        subject: `Vol. ${where.volume} No. ${issue.number}`,
        targetId: issue.id,
        changes: { scheduled: [true, false] },
      });
      announced.push({ id: issue.id, journalSlug: where.slug });
    }
    return announced;
  });
}

/**
 * While the server listens, looks every `SCHEDULE_CHECK_MS` for scheduled issues whose date has
 * come, announces those it claims and purges their journal's pages and the site's lists.
 */
export function registerScheduledIssueAnnouncements(
  app: FastifyInstance,
  context: AppContext,
): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      announceDueIssues(context).then(
        (announced) => {
          for (const issue of announced) {
            contentChanged(context, journalChange(issue.journalSlug, 'scheduled issue published'));
          }
        },
        (error: unknown) => app.log.error({ err: error }, 'could not look for scheduled issues'),
      );
    }, context.config.scheduleCheckMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
