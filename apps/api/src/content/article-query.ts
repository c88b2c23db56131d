import type {
  Article,
  FormattedCitation,
  NoticeType,
  SupplementaryDataType,
} from '@quire/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { articles, issues, journals, sections, volumes } from '../db/schema';
import { htmlFullText } from './html-full-text';
import { fullTextOf } from './jats/full-text';
import { toPublicAuthors } from './public-authors';
import { articleDownloadUrl, publicFileUrl } from './public-url';
import { isPublished, toIso } from './published';

/**
 * Builds the one query that reads a public article with its journal, issue, volume and section.
 * It is prepared once per app (a named statement on PostgreSQL), since it is the hottest read.
 * An article is public when it is published and its issue, if any, is published too.
 */
export function prepareArticleQuery(db: Database) {
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      abstract: articles.abstract,
      authors: articles.authors,
      keywords: articles.keywords,
      doi: articles.doi,
      pages: articles.pages,
      license: articles.license,
      licenseUrl: articles.licenseUrl,
      type: articles.type,
      language: articles.language,
      receivedAt: articles.receivedAt,
      acceptedAt: articles.acceptedAt,
      publishedAt: articles.publishedAt,
      references: articles.references,
      pdfPath: articles.pdfPath,
      fullTextJats: articles.fullTextJats,
      fullTextHtml: articles.fullTextHtml,
      // Read in the same statement: the article read stays one round trip.
      supplementaryFiles: sql<SupplementaryRow[]>`(
        select coalesce(json_agg(json_build_object('id', s.id, 'label', s.label,
          'dataType', s.data_type, 'name', f.original_name, 'mimeType', f.mime_type,
          'size', f.size, 'key', f.storage_key) order by s.position, s.id), '[]'::json)
        from article_supplementary_files s join files f on f.id = s.file_id
        where s.article_id = ${articles.id})`,
      views: articles.views,
      downloads: articles.downloads,
      issueId: issues.id,
      issueNumber: issues.number,
      issueYear: issues.year,
      issueTitle: issues.title,
      issueWithdrawnAt: issues.withdrawnAt,
      earlierVersions: sql<
        Array<{
          number: number;
          replacedAt: string;
          note: string | null;
          title: string;
          pdfPath: string | null;
        }>
      >`(select coalesce(json_agg(json_build_object('number', v.number, 'replacedAt', v.replaced_at,
          'note', v.note, 'title', v.snapshot->>'title', 'pdfPath', v.snapshot->>'pdfPath')
          order by v.number), '[]'::json) from article_versions v where v.article_id = ${articles.id})`,
      notices: sql<
        Array<{ id: number; type: NoticeType; date: string; doi: string | null; createdAt: string }>
      >`(select coalesce(json_agg(json_build_object('id', n.id, 'type', n.type, 'date', n.date,
          'doi', n.doi, 'createdAt', n.created_at) order by n.created_at desc, n.id desc), '[]'::json)
          from article_notices n where n.article_id = ${articles.id})`,
      issueWithdrawalReason: issues.withdrawalReason,
      volumeNumber: volumes.number,
      sectionId: sections.id,
      sectionTitle: sections.title,
      journalSlug: journals.slug,
      journalTitle: journals.title,
      journalAbbreviation: journals.abbreviation,
      issn: journals.issn,
      eissn: journals.eissn,
      publisher: journals.publisher,
      brandColor: journals.brandColor,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .leftJoin(volumes, eq(volumes.id, issues.volumeId))
    .leftJoin(sections, eq(sections.id, articles.sectionId))
    .where(
      and(
        eq(journals.slug, sql.placeholder('journalSlug')),
        eq(articles.slug, sql.placeholder('articleSlug')),
        isPublished(articles.publishedAt),
        or(isNull(articles.issueId), isPublished(issues.publishedAt)),
      ),
    )
    .limit(1)
    .prepare('quire_public_article');
}

/** A supplementary file as the article query reads it. */
interface SupplementaryRow {
  id: number;
  label: string;
  dataType: SupplementaryDataType;
  name: string;
  mimeType: string;
  size: number;
  key: string;
}

/** The prepared article query. */
export type ArticleQuery = ReturnType<typeof prepareArticleQuery>;

/** A row of the article query. */
export type ArticleRow = Awaited<ReturnType<ArticleQuery['execute']>>[number];

/**
 * Maps an article row to the public contract (`citations` formatted by the caller, which caches
 * them; `imageUrls` the stored images of its galley, see `galleyImageUrls`).
 */
export function toArticle(
  row: ArticleRow,
  backendUrl: string,
  citations: FormattedCitation[],
  imageUrls: ReadonlyMap<string, string> = new Map(),
): Article {
  const pdfDownloadUrl = row.pdfPath ? articleDownloadUrl(backendUrl, row.id) : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    abstract: row.abstract,
    authors: toPublicAuthors(row.authors),
    keywords: row.keywords,
    doi: row.doi,
    pages: row.pages,
    license: row.license,
    licenseUrl: row.licenseUrl,
    type: row.type,
    language: row.language,
    receivedAt: row.receivedAt,
    acceptedAt: row.acceptedAt,
    publishedAt: toIso(row.publishedAt ?? new Date(0)),
    references: row.references,
    pdfUrl: publicFileUrl(backendUrl, row.pdfPath),
    pdfDownloadUrl,
    views: row.views,
    downloads: row.downloads,
    earlierVersions: row.earlierVersions.map((version) => ({
      number: version.number,
      replacedAt: toIso(version.replacedAt),
      note: version.note,
      title: version.title,
      pdfUrl: publicFileUrl(backendUrl, version.pdfPath),
    })),
    notices: row.notices.map((notice) => ({
      id: notice.id,
      type: notice.type,
      date: notice.date,
      doi: notice.doi,
      createdAt: toIso(notice.createdAt),
    })),
    issue:
      row.issueId !== null &&
      row.issueNumber !== null &&
      row.volumeNumber !== null &&
      row.issueYear !== null
        ? {
            id: row.issueId,
            number: row.issueNumber,
            volume: row.volumeNumber,
            year: row.issueYear,
            title: row.issueTitle,
            withdrawal: row.issueWithdrawnAt
              ? { at: toIso(row.issueWithdrawnAt), reason: row.issueWithdrawalReason ?? '' }
              : null,
          }
        : null,
    section:
      row.sectionId !== null && row.sectionTitle !== null
        ? { id: row.sectionId, title: row.sectionTitle }
        : null,
    journal: {
      slug: row.journalSlug,
      title: row.journalTitle,
      abbreviation: row.journalAbbreviation,
      issn: row.issn,
      eissn: row.eissn,
      publisher: row.publisher,
      brandColor: row.brandColor,
    },
    citations,
    supplementaryFiles: (row.supplementaryFiles ?? []).map((file) => ({
      id: file.id,
      label: file.label,
      dataType: file.dataType,
      name: file.name,
      mimeType: file.mimeType,
      size: file.size,
      url: publicFileUrl(backendUrl, file.key) ?? '',
    })),
    // One full text: setting either format clears the other (an HTML one is stored sanitised).
    fullText: row.fullTextHtml
      ? htmlFullText(row.fullTextHtml)
      : fullTextOf(row.fullTextJats, { imageUrls, pdfUrl: pdfDownloadUrl }),
  };
}
