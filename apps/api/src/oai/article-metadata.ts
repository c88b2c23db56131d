import type { NoticeType } from '@quire/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  type ArticleAuthorRecord,
  articles,
  issues,
  journals,
  sections,
  volumes,
} from '../db/schema';

/** What the metadata formats describe of one public article. */
export interface ArticleMetadata {
  id: number;
  slug: string;
  title: string;
  abstractHtml: string;
  authors: ArticleAuthorRecord[];
  keywords: string[];
  type: string;
  language: string;
  doi: string | null;
  pages: string | null;
  license: string | null;
  licenseUrl: string | null;
  receivedAt: string | null;
  acceptedAt: string | null;
  publishedAt: Date | null;
  pdfPath: string | null;
  journalSlug: string;
  journalTitle: string;
  journalAbbreviation: string | null;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
  sectionTitle: string | null;
  volumeNumber: number | null;
  issueNumber: number | null;
  issueYear: number | null;
  /** Its notices (corrections, retractions…), oldest first: related records of their own. */
  notices: Array<{ id: number; type: NoticeType; doi: string | null }>;
}

/** Reads the metadata of the given articles in one query, keyed by id. */
export async function readArticleMetadata(
  db: Database,
  ids: number[],
): Promise<Map<number, ArticleMetadata>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      abstractHtml: articles.abstract,
      authors: articles.authors,
      keywords: articles.keywords,
      type: articles.type,
      language: articles.language,
      doi: articles.doi,
      pages: articles.pages,
      license: articles.license,
      licenseUrl: articles.licenseUrl,
      receivedAt: articles.receivedAt,
      acceptedAt: articles.acceptedAt,
      publishedAt: articles.publishedAt,
      pdfPath: articles.pdfPath,
      journalSlug: journals.slug,
      journalTitle: journals.title,
      journalAbbreviation: journals.abbreviation,
      issn: journals.issn,
      eissn: journals.eissn,
      publisher: journals.publisher,
      sectionTitle: sections.title,
      volumeNumber: volumes.number,
      issueNumber: issues.number,
      issueYear: issues.year,
      notices: sql<
        ArticleMetadata['notices']
      >`(select coalesce(json_agg(json_build_object('id', n.id,
        'type', n.type, 'doi', n.doi) order by n.created_at, n.id), '[]'::json)
        from article_notices n where n.article_id = ${articles.id})`,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .leftJoin(volumes, eq(volumes.id, issues.volumeId))
    .leftJoin(sections, eq(sections.id, articles.sectionId))
    .where(inArray(articles.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
