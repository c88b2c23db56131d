import type { DiscussionUnread } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-rows';

/**
 * Unread discussion messages of one user, per submission (one query): as the author of
 * submissions (their thread with the editors), as the reviewer of assignments (their thread),
 * and as an editor assigned to submissions (every thread of those; editors who are not
 * assigned follow a submission on its page, not in their badge). Their own messages never count.
 */
export async function unreadDiscussions(db: Database, userId: number): Promise<DiscussionUnread> {
  const rows = await rowsOf<{ submission_id: number; unread: number }>(
    db,
    sql`
      with seats as (
        select t.id as thread_id, t.submission_id, ${`user:${userId}`}::text as reader, 'editor' as role
          from discussion_threads t
          join submission_editors se on se.submission_id = t.submission_id and se.user_id = ${userId}
          join submissions s on s.id = t.submission_id and s.owner_id <> ${userId}
        union all
        select t.id, t.submission_id, ${`user:${userId}`}::text, 'author'
          from discussion_threads t
          join submissions s on s.id = t.submission_id and s.owner_id = ${userId}
         where t.kind = 'editor_author'
        union all
        select t.id, t.submission_id, 'assignment:' || ra.id, 'reviewer'
          from discussion_threads t
          join review_assignments ra on ra.id = t.assignment_id and ra.reviewer_id = ${userId}
      )
      select seats.submission_id, count(m.id)::int as unread
        from seats
        join discussion_messages m on m.thread_id = seats.thread_id
        left join discussion_reads r on r.thread_id = seats.thread_id and r.reader = seats.reader
       where m.id > coalesce(r.last_read_id, 0)
         and not (m.sender_role::text = seats.role and (seats.role <> 'editor' or m.sender_id = ${userId}))
       group by seats.submission_id
       order by seats.submission_id`,
  );
  const submissions = rows.map((row) => ({
    submissionId: Number(row.submission_id),
    unread: Number(row.unread),
  }));
  return { total: submissions.reduce((sum, row) => sum + row.unread, 0), submissions };
}
