import { asc, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import {
  articles,
  articleUsageDaily,
  files,
  journalPages,
  journalRoles,
  journals,
  news,
  sections,
  settings,
  siteSetup,
  users,
} from '../db/schema';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { buildDemoContent, buildDemoFiles, type DemoJournalContent } from './demo-content';
import { DEFAULT_AVATAR_KEY, storeSeedFiles } from './demo-files';
import { addDemoFullTexts } from './demo-full-texts';
import { DEMO_PUBLISHER } from './demo-journals';
import { DEMO_NEWS } from './demo-news';
import { insertDemoPanel } from './demo-panel';
import { demoUsageRows } from './demo-usage';
import { insertIssues, type SeedTransaction } from './insert-issues';
import { slugify } from './slugify';

/** Arbitrary advisory-lock key: nodes starting together on one PostgreSQL seed only once. */
const SEED_LOCK_ID = 7_253_118;

async function hasJournals(db: Database | SeedTransaction): Promise<boolean> {
  const rows = await db.select({ id: journals.id }).from(journals).limit(1);
  return rows.length > 0;
}

/** Journals, sections and pages; returns the new journal id per slug. */
async function insertJournals(tx: SeedTransaction, content: readonly DemoJournalContent[]) {
  const inserted = await tx
    .insert(journals)
    .values(
      content.map(({ journal, coverPath, logoPath }, position) => ({
        slug: journal.slug,
        title: journal.title,
        abbreviation: journal.abbreviation,
        description: journal.description,
        issn: journal.issn,
        eissn: journal.eissn,
        publisher: DEMO_PUBLISHER,
        coverPath,
        logoPath,
        brandColor: journal.brandColor,
        contactName: journal.contactName,
        contactEmail: journal.contactEmail,
        position,
      })),
    )
    .returning({ id: journals.id, slug: journals.slug });
  const journalIds = new Map(inserted.map((row) => [row.slug, row.id]));
  const idOf = (slug: string) => journalIds.get(slug) as number;
  const sectionRows = await tx
    .insert(sections)
    .values(
      content.flatMap(({ journal, sections: list }) =>
        list.map(({ title, abbreviation, position }) => ({
          journalId: idOf(journal.slug),
          title,
          abbreviation,
          position,
        })),
      ),
    )
    .returning({ id: sections.id, journalId: sections.journalId, title: sections.title });
  await tx
    .insert(journalPages)
    .values(
      content.flatMap(({ journal, pages }) =>
        pages.map((page) => ({ ...page, journalId: idOf(journal.slug) })),
      ),
    );
  return { idOf, sectionRows };
}

/** Usage rows per insert statement: well under PostgreSQL's 65,535 bind parameters. */
const USAGE_ROWS_PER_INSERT = 5000;

/** Articles of every journal in one multi-row insert, then their daily usage history. */
async function insertArticles(
  tx: SeedTransaction,
  content: readonly DemoJournalContent[],
  idOf: (slug: string) => number,
  sectionRows: ReadonlyArray<{ id: number; journalId: number; title: string }>,
  issueIdOf: (journalId: number, issueKey: string) => number,
): Promise<void> {
  const rows = content.flatMap(({ journal, sections: list, articles: items }) => {
    const journalId = idOf(journal.slug);
    const sectionIdOf = (kind: string) => {
      const title = list.find((section) => section.kind === kind)?.title;
      return sectionRows.find((row) => row.journalId === journalId && row.title === title)?.id;
    };
    return items.map(({ row, kind, issueKey }) => ({
      ...row,
      journalId,
      issueId: issueIdOf(journalId, issueKey),
      sectionId: sectionIdOf(kind) ?? null,
    }));
  });
  const inserted = await tx.insert(articles).values(rows).returning({
    id: articles.id,
    slug: articles.slug,
    views: articles.views,
    downloads: articles.downloads,
    publishedAt: articles.publishedAt,
  });
  const usage = demoUsageRows(inserted, new Date());
  for (let start = 0; start < usage.length; start += USAGE_ROWS_PER_INSERT) {
    await tx.insert(articleUsageDaily).values(usage.slice(start, start + USAGE_ROWS_PER_INSERT));
  }
}

/** News, settings and the demo accounts (existing settings and accounts are left alone). */
/** The demo accounts' journal roles (the demo editor's journal). */
async function insertDemoRoles(tx: SeedTransaction, idOf: (slug: string) => number): Promise<void> {
  const staffed = DEMO_ACCOUNTS.filter((account) => account.journalRoles);
  if (staffed.length === 0) return;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        staffed.map((account) => account.email),
      ),
    );
  const rows = staffed.flatMap((account) => {
    const person = people.find((candidate) => candidate.email === account.email);
    if (!person) return [];
    return (account.journalRoles ?? []).flatMap(({ journal, roles }) =>
      roles.map((role) => ({ userId: person.id, journalId: idOf(journal), role })),
    );
  });
  if (rows.length > 0) await tx.insert(journalRoles).values(rows).onConflictDoNothing();
}

async function insertSiteContent(
  tx: SeedTransaction,
  context: AppContext,
  idOf: (slug: string) => number,
  passwordHashes: readonly string[],
): Promise<void> {
  await tx.insert(news).values(
    DEMO_NEWS.map((item) => ({
      journalId: item.journal ? idOf(item.journal) : null,
      slug: slugify(item.title),
      title: item.title,
      summary: item.summary,
      body: item.body,
      publishedAt: item.publishedAt,
    })),
  );
  await tx
    .insert(settings)
    .values([
      { key: 'default_avatar', value: DEFAULT_AVATAR_KEY },
      { key: 'site_name', value: 'Quire' },
      {
        key: 'site_description',
        value:
          'Open-access journals of Quire Academic Press in ecology, linguistics, materials ' +
          'chemistry and manuscript studies.',
      },
      { key: 'contact_email', value: context.config.contactEmail },
    ])
    .onConflictDoNothing();
  await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((account, index) => ({
        email: account.email,
        passwordHash: passwordHashes[index] as string,
        name: account.name,
        role: account.role,
        affiliation: account.affiliation,
        orcid: account.orcid,
      })),
    )
    .onConflictDoNothing();
  await insertDemoRoles(tx, idOf);
  // The demo site comes set up, its first administrator the demo one (a site set up before the
  // seed ran keeps its own record).
  const [administrator] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1);
  await tx
    .insert(siteSetup)
    .values({ administratorId: administrator?.id ?? null })
    .onConflictDoNothing();
}

/**
 * Seeds demo journals, issues, articles (with PDF galleys), news, settings, the two demo
 * accounts and the demo author's panel (submissions, notifications) — only when there are no
 * journals yet, in one transaction, so a fresh start either gets the complete demo site or
 * nothing. Safe to call on every start and from several nodes.
 */
export async function seedDemoIfEmpty(context: AppContext): Promise<{ seeded: boolean }> {
  if (await hasJournals(context.db)) return { seeded: false };
  const passwordHashes = await Promise.all(
    DEMO_ACCOUNTS.map((account) => hashPassword(account.password)),
  );
  const content = buildDemoContent();
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    // Another node may have seeded while this one waited for the lock.
    if (await hasJournals(tx)) return { seeded: false };
    const { idOf, sectionRows } = await insertJournals(tx, content);
    const issueIdOf = await insertIssues(tx, content, idOf);
    await insertArticles(tx, content, idOf, sectionRows, issueIdOf);
    const figureFiles = await addDemoFullTexts(tx);
    await insertSiteContent(tx, context, idOf, passwordHashes);
    // Files last: if writing one fails, the transaction rolls back and the next start retries.
    const fileRows = await storeSeedFiles(context.storage, [
      ...buildDemoFiles(content),
      ...figureFiles,
    ]);
    await tx.insert(files).values(fileRows).onConflictDoNothing();
    await insertDemoPanel(tx, context.storage);
    return { seeded: true };
  });
}
