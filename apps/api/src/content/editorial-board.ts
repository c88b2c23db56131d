import { BOARD_ROLES, type BoardRole, type EditorialBoard } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-rows';

interface BoardRow {
  role: BoardRole;
  name: string;
  affiliation: string | null;
  orcid: string | null;
  bio: string | null;
  sections: string[] | null;
}

/**
 * A journal's editorial board from its role holders (one statement): managers, editors and
 * section editors with their public profile — never an email — and a section editor's sections.
 * Disabled accounts are left out. Undefined for a journal that does not exist.
 */
export async function readEditorialBoard(
  db: Database,
  slug: string,
): Promise<EditorialBoard | undefined> {
  const [journal] = await rowsOf<{ id: number; slug: string; title: string }>(
    db,
    sql`select id, slug, title from journals where slug = ${slug}`,
  );
  if (!journal) return undefined;
  const rows = await rowsOf<BoardRow>(
    db,
    sql`select r.role, u.name, u.affiliation, u.orcid, u.bio,
        case when r.role = 'section_editor' then (
          select array_agg(s.title order by s.position, s.id) from section_editors se
          join sections s on s.id = se.section_id
          where se.user_id = u.id and s.journal_id = r.journal_id
        ) end as sections
      from journal_roles r join users u on u.id = r.user_id
      where r.journal_id = ${journal.id} and r.role in ('manager', 'editor', 'section_editor')
        and u.disabled_at is null
      order by u.name, u.id`,
  );
  return {
    journal: { slug: journal.slug, title: journal.title },
    groups: BOARD_ROLES.map((role) => ({
      role,
      members: rows
        .filter((row) => row.role === role)
        .map(({ name, affiliation, orcid, bio, sections }) => ({
          name,
          affiliation,
          orcid,
          bio,
          sections: sections ?? [],
        })),
    })).filter((group) => group.members.length > 0),
  };
}
