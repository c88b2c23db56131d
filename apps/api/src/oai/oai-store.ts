import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** What an item of the repository is: an article, or a notice on one (its own record). */
export type OaiItemKind = 'article' | 'notice';

/** One item of the repository: a public article or notice, or the tombstone of a deleted article. */
export interface OaiItem {
  kind: OaiItemKind;
  id: number;
  deleted: boolean;
  /** `YYYY-MM-DDThh:mm:ssZ`: when the record last changed (published, its issue released, edited). */
  datestamp: string;
  /** Set specs the item belongs to: its journal and its journal's section. */
  setSpecs: string[];
}

/** A journal or one of its sections as an OAI set. */
export interface OaiSet {
  spec: string;
  name: string;
}

/** Selective-harvesting criteria of a list request, already interpreted. */
export interface OaiListQuery {
  set?: string | undefined;
  from?: Date | undefined;
  untilBefore?: Date | undefined;
  after?: { datestamp: string; kind: OaiItemKind; id: number } | undefined;
  limit: number;
}

/** The set spec of a section: `{journal-slug}:section-{id}` (hierarchical, as OAI sets are). */
export function sectionSetSpec(journalSlug: string, sectionId: number): string {
  return `${journalSlug}:section-${sectionId}`;
}

const SECTION_SET = /^([^:]+):section-(\d{1,9})$/;

// Every item with its second-granular datestamp. An article is public once it is published and
// its issue (if any) is too; its datestamp is the latest of those moments, its last edit (a
// correction keeps a version and touches the row) and its latest notice (a correction or
// retraction published on it), so a harvester asking `from=` picks the updated record up.
// Tombstones are written by a trigger when an article row is deleted (migration 0009). A notice
// is a record of its own, in its journal's set (no section's), public while its article is; its
// datestamp is when it appeared (or its article became public again, if later).
const items = sql`(
  select 'article' as kind, a.id, false as deleted, a.journal_id, a.section_id,
    date_trunc('second', greatest(a.published_at, coalesce(i.published_at, a.published_at), a.updated_at,
      (select max(n.created_at) from article_notices n where n.article_id = a.id))) as datestamp
  from articles a left join issues i on i.id = a.issue_id
  where a.published_at <= now() and (a.issue_id is null or i.published_at <= now())
  union all
  select 'article', t.article_id, true, t.journal_id, t.section_id, date_trunc('second', t.deleted_at)
  from article_tombstones t
  union all
  select 'notice', n.id, false, a.journal_id, null::integer,
    date_trunc('second', greatest(n.created_at, a.published_at, coalesce(i.published_at, a.published_at)))
  from article_notices n join articles a on a.id = n.article_id left join issues i on i.id = a.issue_id
  where a.published_at <= now() and (a.issue_id is null or i.published_at <= now())
)`;

const datestampText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

interface ItemRow {
  kind: OaiItemKind;
  id: number;
  deleted: boolean;
  datestamp: string;
  journal_slug: string | null;
  section_id: number | null;
}

function toItem(row: ItemRow): OaiItem {
  const setSpecs: string[] = [];
  if (row.journal_slug) {
    setSpecs.push(row.journal_slug);
    if (row.section_id !== null) setSpecs.push(sectionSetSpec(row.journal_slug, row.section_id));
  }
  return {
    kind: row.kind,
    id: Number(row.id),
    deleted: row.deleted,
    datestamp: row.datestamp,
    setSpecs,
  };
}

function setCondition(set: string | undefined): SQL {
  if (!set) return sql`true`;
  const section = SECTION_SET.exec(set);
  if (section) return sql`j.slug = ${section[1]} and r.section_id = ${Number(section[2])}`;
  return sql`j.slug = ${set}`;
}

function listConditions(query: Omit<OaiListQuery, 'after' | 'limit'>): SQL {
  return sql.join(
    [
      setCondition(query.set),
      query.from ? sql`r.datestamp >= ${query.from.toISOString()}::timestamptz` : sql`true`,
      query.untilBefore
        ? sql`r.datestamp < ${query.untilBefore.toISOString()}::timestamptz`
        : sql`true`,
    ],
    sql` and `,
  );
}

const itemColumns = sql`r.kind, r.id, r.deleted, ${datestampText(sql`r.datestamp`)} as datestamp,
  j.slug as journal_slug, r.section_id`;

/** The queries behind the OAI-PMH endpoint; each is one statement. */
export function createOaiStore(db: Database) {
  const rows = async <T>(statement: SQL) =>
    ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

  return {
    /** One page of items in (datestamp, kind, id) order after `query.after`. */
    async list(query: OaiListQuery): Promise<OaiItem[]> {
      const after = query.after
        ? sql`(r.datestamp, r.kind, r.id) > (${query.after.datestamp}::timestamptz, ${query.after.kind}::text, ${query.after.id})`
        : sql`true`;
      const found = await rows<ItemRow>(sql`
        select ${itemColumns} from ${items} r left join journals j on j.id = r.journal_id
        where ${listConditions(query)} and ${after}
        order by r.datestamp, r.kind, r.id limit ${query.limit}`);
      return found.map(toItem);
    },

    /** How many items the criteria select in all (for `completeListSize`). */
    async count(query: Omit<OaiListQuery, 'after' | 'limit'>): Promise<number> {
      const [row] = await rows<{ total: number | string }>(sql`
        select count(*) as total from ${items} r left join journals j on j.id = r.journal_id
        where ${listConditions(query)}`);
      return Number(row?.total ?? 0);
    },

    /** One item by kind and id (a public article or notice, or a deleted article), or undefined. */
    async find(kind: OaiItemKind, id: number): Promise<OaiItem | undefined> {
      const [row] = await rows<ItemRow>(sql`
        select ${itemColumns} from ${items} r left join journals j on j.id = r.journal_id
        where r.kind = ${kind} and r.id = ${id} limit 1`);
      return row ? toItem(row) : undefined;
    },

    /** The oldest datestamp in the repository (now, when it is empty). */
    async earliestDatestamp(): Promise<string> {
      const [row] = await rows<{ earliest: string | null }>(
        sql`select ${datestampText(sql`min(r.datestamp)`)} as earliest from ${items} r`,
      );
      return row?.earliest ?? `${new Date().toISOString().slice(0, 19)}Z`;
    },

    /** Every journal and section as a set, journals first in their display order. */
    async sets(): Promise<OaiSet[]> {
      const found = await rows<{
        slug: string;
        title: string;
        section_id: number | null;
        section: string | null;
      }>(sql`
        select j.slug, j.title, s.id as section_id, s.title as section
        from journals j left join sections s on s.journal_id = j.id
        order by j.position, j.id, s.position, s.id`);
      const sets: OaiSet[] = [];
      for (const row of found) {
        if (!sets.some((set) => set.spec === row.slug))
          sets.push({ spec: row.slug, name: row.title });
        if (row.section_id !== null && row.section) {
          sets.push({
            spec: sectionSetSpec(row.slug, Number(row.section_id)),
            name: `${row.title}: ${row.section}`,
          });
        }
      }
      return sets;
    },
  };
}

/** The OAI-PMH store's queries. */
export type OaiStore = ReturnType<typeof createOaiStore>;
