import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentChanged, journalChange } from '../content/content-changes';
import type { AppContext } from '../context';
import { journals, news } from '../db/schema';

/**
 * Purges the pages that list news whose publication date fell in `(since, now]`: the site's
 * lists for every item, and its journal's pages for a journal's. The API already answers a
 * scheduled item from its date on; this makes the web servers' cached lists follow. Returns
 * `now`, the next check's `since`. A purge twice (two nodes, a restart) is harmless.
 */
export async function announceDueNews(context: AppContext, since: Date, now: Date): Promise<Date> {
  const due = await context.db
    .selectDistinct({ slug: journals.slug })
    .from(news)
    .leftJoin(journals, eq(journals.id, news.journalId))
    .where(
      and(eq(news.status, 'published'), gt(news.publishedAt, since), lte(news.publishedAt, now)),
    );
  for (const { slug } of due) {
    contentChanged(
      context,
      slug === null
        ? { tags: ['site'], reason: 'scheduled news published' }
        : journalChange(slug, 'scheduled news published'),
    );
  }
  return now;
}

/**
 * While the server listens, looks every `SCHEDULE_CHECK_MS` for scheduled news whose date
 * has come (one indexed query on `published_at`), so a scheduled item reaches the cached pages
 * within that interval of its date — on every node, without a job of its own to lose.
 */
export function registerScheduledNewsPurges(app: FastifyInstance, context: AppContext): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let since = new Date();
  app.addHook('onListen', async () => {
    since = new Date();
    timer = setInterval(() => {
      announceDueNews(context, since, new Date()).then(
        (checked) => {
          since = checked;
        },
        (error: unknown) => app.log.error({ err: error }, 'could not look for scheduled news'),
      );
    }, context.config.scheduleCheckMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
