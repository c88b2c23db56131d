import type { JournalMembership } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { journalRoles, journals, sectionEditors, sections } from '../db/schema';

/**
 * The journals a user holds roles in, as one JSON array built inside the query that reads the
 * user (the session lookup, `auth/session`, the account answers): no query of its own. Journals
 * come in the site's order, roles in `JOURNAL_ROLES` order (the enum's), sections by id.
 * @param userId the user's id in the surrounding query, qualified (`u.id`, `"users"."id"`): a
 *   Drizzle column of a one-table select renders bare, and a bare `id` here is the journal's
 */
export function membershipsOf(userId: SQL): SQL<JournalMembership[]> {
  return sql<JournalMembership[]>`coalesce((
    select json_agg(json_build_object(
        'journalId', j.id, 'slug', j.slug, 'title', j.title,
        'roles', (select json_agg(r.role order by r.role) from ${journalRoles} r
                  where r.user_id = ${userId} and r.journal_id = j.id),
        'sectionIds', coalesce((select json_agg(se.section_id order by se.section_id)
                  from ${sectionEditors} se join ${sections} s on s.id = se.section_id
                  where se.user_id = ${userId} and s.journal_id = j.id), '[]'::json)
      ) order by j.position, j.id)
    from ${journals} j
    where exists (select 1 from ${journalRoles} r where r.user_id = ${userId} and r.journal_id = j.id)
  ), '[]'::json)`;
}
