import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import {
  articles,
  dois,
  issues,
  journalPages,
  journals,
  news,
  sections,
  volumes,
} from '../src/db/schema';

/**
 * Content fixtures inserted straight through Drizzle (no HTTP): single-row helpers with sensible
 * defaults, and `createJournalFixture` for a complete journal with public and hidden content.
 */

/** A moment safely in the past / the future, for published and scheduled content. */
export const PAST = new Date('2024-03-15T09:00:00.000Z');
/** See `PAST`. */
export const FUTURE = new Date('2999-01-01T00:00:00.000Z');

let sequence = 0;
/** A slug no other fixture in this process has used. */
export function uniqueSlug(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}

function created<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error('fixture row was not inserted');
  return row;
}

/** Inserts a journal. */
export async function insertJournal(
  db: Database,
  values: Partial<typeof journals.$inferInsert> = {},
) {
  const slug = values.slug ?? uniqueSlug('journal');
  return created(
    await db
      .insert(journals)
      .values({ title: `Journal ${slug}`, description: '<p>A journal.</p>', ...values, slug })
      .returning(),
  );
}

/** Inserts a section of a journal. */
export async function insertSection(
  db: Database,
  values: Partial<typeof sections.$inferInsert> & { journalId: number },
) {
  return created(
    await db
      .insert(sections)
      .values({ title: 'Articles', ...values })
      .returning(),
  );
}

/** Whether a DOI is already registered to some item. */
async function doiTaken(db: Database, doi: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dois.id })
    .from(dois)
    .where(sql`lower(${dois.doi}) = lower(${doi})`);
  return Boolean(row);
}

/** Inserts a volume of a journal. */
export async function insertVolume(
  db: Database,
  values: Partial<typeof volumes.$inferInsert> & { journalId: number; number: number },
) {
  return created(
    await db
      .insert(volumes)
      .values({ year: 2024, ...values })
      .returning(),
  );
}

/** Inserts an issue (published at `PAST` unless told otherwise; pass `publishedAt: null` for a draft). */
export async function insertIssue(
  db: Database,
  values: Partial<typeof issues.$inferInsert> & {
    journalId: number;
    volumeId: number;
    number: number;
  },
) {
  return created(
    await db
      .insert(issues)
      .values({ year: 2024, publishedAt: PAST, ...values })
      .returning(),
  );
}

/** Inserts an article (published at `PAST` unless told otherwise). */
export async function insertArticle(
  db: Database,
  values: Partial<typeof articles.$inferInsert> & { journalId: number },
) {
  const slug = values.slug ?? uniqueSlug('article');
  return created(
    await db
      .insert(articles)
      .values({
        title: `Article ${slug}`,
        abstract: '<p>An abstract.</p>',
        authors: [
          { name: 'Ada Lovelace', affiliation: 'Analytical Society', orcid: '0000-0002-1825-0097' },
        ],
        publishedAt: PAST,
        ...values,
        slug,
      })
      .returning(),
  );
}

/** Inserts many articles in one statement (e.g. a 50-article table of contents). */
export async function insertArticles(
  db: Database,
  count: number,
  values: (index: number) => Partial<typeof articles.$inferInsert> & { journalId: number },
) {
  const rows = Array.from({ length: count }, (_, index) => {
    const slug = uniqueSlug('bulk-article');
    return { title: `Bulk article ${slug}`, publishedAt: PAST, ...values(index), slug };
  });
  return db.insert(articles).values(rows).returning();
}

/** Inserts a page of a journal. */
export async function insertJournalPage(
  db: Database,
  values: Partial<typeof journalPages.$inferInsert> & { journalId: number },
) {
  const slug = values.slug ?? uniqueSlug('page');
  return created(
    await db
      .insert(journalPages)
      .values({ title: `Page ${slug}`, body: '<p>Page body.</p>', ...values, slug })
      .returning(),
  );
}

/** Inserts a news item (site-wide unless `journalId` is given; published at `PAST` by default). */
export async function insertNews(db: Database, values: Partial<typeof news.$inferInsert> = {}) {
  const slug = values.slug ?? uniqueSlug('news');
  return created(
    await db
      .insert(news)
      .values({
        title: `News ${slug}`,
        body: '<p>News body.</p>',
        publishedAt: PAST,
        ...values,
        slug,
      })
      .returning(),
  );
}

/** Everything `createJournalFixture` inserted, by role. */
export type JournalFixture = Awaited<ReturnType<typeof createJournalFixture>>;

/**
 * A complete journal: two sections (inserted out of order), three volumes, issues that are
 * published / current / scheduled / draft, articles that are public or hidden for each reason,
 * two pages and journal news. Slugs are unique per call, so several fixtures can share a database.
 */
export async function createJournalFixture(db: Database, options: { slug?: string } = {}) {
  const journal = await insertJournal(db, {
    slug: options.slug ?? uniqueSlug('journal'),
    title: 'Journal of Quiet Mathematics',
    abbreviation: 'J. Quiet Math.',
    description: '<p>Research on <em>quiet</em> mathematics &amp; its uses.</p>',
    issn: '1234-5678',
    eissn: '2345-6789',
    publisher: 'Quire Press',
    coverPath: 'covers/jqm.png',
    brandColor: '#0f766e',
    contactName: 'Managing Editor',
    contactEmail: 'editor@jqm.test',
  });
  const journalId = journal.id;
  const reviews = await insertSection(db, { journalId, title: 'Reviews', position: 2 });
  const research = await insertSection(db, { journalId, title: 'Research Articles', position: 1 });

  const volume1 = await insertVolume(db, { journalId, number: 1, year: 2023 });
  const volume2 = await insertVolume(db, { journalId, number: 2, year: 2024 });
  const draftVolume = await insertVolume(db, { journalId, number: 3, year: 2025 });

  const oldIssue = await insertIssue(db, {
    journalId,
    volumeId: volume1.id,
    number: 1,
    year: 2023,
    title: 'Beginnings',
    publishedAt: new Date('2023-03-01T00:00:00.000Z'),
  });
  const secondOldIssue = await insertIssue(db, {
    journalId,
    volumeId: volume1.id,
    number: 2,
    year: 2023,
    publishedAt: new Date('2023-09-01T00:00:00.000Z'),
  });
  const currentIssue = await insertIssue(db, {
    journalId,
    volumeId: volume2.id,
    number: 1,
    year: 2024,
    title: 'Silence and Structure',
    description: '<p>A themed issue.</p>',
    coverPath: 'covers/v2n1.png',
    publishedAt: PAST,
    isCurrent: true,
  });
  const scheduledIssue = await insertIssue(db, {
    journalId,
    volumeId: volume2.id,
    number: 2,
    publishedAt: FUTURE,
  });
  const draftIssue = await insertIssue(db, {
    journalId,
    volumeId: draftVolume.id,
    number: 1,
    year: 2025,
    publishedAt: null,
  });

  const inCurrent = { journalId, issueId: currentIssue.id };
  const secondResearch = await insertArticle(db, {
    ...inCurrent,
    sectionId: research.id,
    position: 2,
    title: 'Second research article',
    pages: '11-20',
  });
  const firstResearch = await insertArticle(db, {
    ...inCurrent,
    sectionId: research.id,
    position: 1,
    title: 'First research article',
    abstract: '<p>On <em>quiet</em> numbers &amp; H<sub>2</sub>O.</p>',
    authors: [
      {
        name: 'Ada Lovelace',
        affiliation: 'Analytical Society',
        orcid: '0000-0002-1825-0097',
        email: 'ada@private.test',
      },
      { name: 'Charles Babbage', affiliation: 'Difference Works' },
    ],
    keywords: ['quiet', 'numbers'],
    // A DOI names one item across the site (the `dois` register): a second fixture in the same
    // database gets its own.
    doi: (await doiTaken(db, '10.5555/jqm.2024.1'))
      ? `10.5555/jqm.2024.1.${journalId}`
      : '10.5555/jqm.2024.1',
    pages: '1-10',
    license: 'CC BY 4.0',
    licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
    receivedAt: '2023-11-02',
    acceptedAt: '2024-01-20',
    references: ['Lovelace, A. (1843). Notes.', 'Babbage, C. (1864). Passages.'],
    pdfPath: 'galleys/first.pdf',
    views: 7,
    downloads: 3,
  });
  const review = await insertArticle(db, {
    ...inCurrent,
    sectionId: reviews.id,
    position: 1,
    title: 'A review',
    type: 'review-article',
  });
  const unsectioned = await insertArticle(db, {
    ...inCurrent,
    position: 1,
    title: 'Editorial note',
    type: 'editorial',
  });
  const oldArticle = await insertArticle(db, {
    journalId,
    issueId: oldIssue.id,
    sectionId: research.id,
    title: 'An old article',
    publishedAt: new Date('2023-03-01T00:00:00.000Z'),
  });
  const draftArticle = await insertArticle(db, {
    ...inCurrent,
    sectionId: research.id,
    publishedAt: null,
    title: 'Draft article',
  });
  const scheduledArticle = await insertArticle(db, {
    ...inCurrent,
    sectionId: research.id,
    publishedAt: FUTURE,
    title: 'Scheduled article',
  });
  const articleInDraftIssue = await insertArticle(db, {
    journalId,
    issueId: draftIssue.id,
    title: 'Article in a draft issue',
  });

  const guidelines = await insertJournalPage(db, {
    journalId,
    title: 'Author guidelines',
    position: 1,
  });
  const about = await insertJournalPage(db, {
    journalId,
    slug: 'about',
    title: 'About the journal',
    position: 0,
    body: '<h2>About</h2><p>We publish.</p>',
  });

  const journalNews = await insertNews(db, {
    journalId,
    title: 'Call for papers',
    summary: 'Submit now.',
  });
  const scheduledNews = await insertNews(db, { journalId, title: 'Not yet', publishedAt: FUTURE });

  return {
    journal,
    sections: { research, reviews },
    volumes: { volume1, volume2, draftVolume },
    issues: { oldIssue, secondOldIssue, currentIssue, scheduledIssue, draftIssue },
    articles: {
      firstResearch,
      secondResearch,
      review,
      unsectioned,
      oldArticle,
      draftArticle,
      scheduledArticle,
      articleInDraftIssue,
    },
    pages: { about, guidelines },
    news: { journalNews, scheduledNews },
  };
}
