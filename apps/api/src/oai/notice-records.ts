import { NOTICE_TYPE_LABELS, type NoticeType } from '@quire/contracts';
import { escapeXml, xmlElement } from '@quire/utils';
import { eq, inArray } from 'drizzle-orm';
import { htmlToPlainText } from '../content/plain-text';
import type { Database } from '../db/client';
import { articleNotices, articles, journals } from '../db/schema';
import type { RecordLinks } from './record-links';

/*
 * A notice (correction, retraction, expression of concern, addendum) as an OAI-PMH record of its
 * own: `oai:{host}:notice/{id}` in its journal's set, its type named in `dc:type` (Crossref's
 * name and the words readers see), related to the article it updates by the article's page and
 * DOI. The article's record relates back (`dublin-core.ts`).
 */

/** What the metadata formats describe of one notice. */
export interface NoticeMetadata {
  id: number;
  type: NoticeType;
  text: string;
  /** The date the notice carries (`2026-05-01`). */
  date: string;
  doi: string | null;
  articleSlug: string;
  articleTitle: string;
  articleDoi: string | null;
  language: string;
  journalSlug: string;
  journalTitle: string;
  journalAbbreviation: string | null;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
}

/** Reads the metadata of the given notices in one query, keyed by id. */
export async function readNoticeMetadata(
  db: Database,
  ids: number[],
): Promise<Map<number, NoticeMetadata>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: articleNotices.id,
      type: articleNotices.type,
      text: articleNotices.text,
      date: articleNotices.date,
      doi: articleNotices.doi,
      articleSlug: articles.slug,
      articleTitle: articles.title,
      articleDoi: articles.doi,
      language: articles.language,
      journalSlug: journals.slug,
      journalTitle: journals.title,
      journalAbbreviation: journals.abbreviation,
      issn: journals.issn,
      eissn: journals.eissn,
      publisher: journals.publisher,
    })
    .from(articleNotices)
    .innerJoin(articles, eq(articles.id, articleNotices.articleId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(inArray(articleNotices.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** "Retraction: {the article's title}", as the notice page names it. */
function noticeTitle(notice: NoticeMetadata): string {
  return `${NOTICE_TYPE_LABELS[notice.type]}: ${notice.articleTitle}`;
}

/** Simple Dublin Core (`oai_dc`) for one notice. */
export function noticeDublinCore(notice: NoticeMetadata, links: RecordLinks): string {
  const dc = (name: string, value: string | null | undefined) => xmlElement(`dc:${name}`, value);
  const article = { journalSlug: notice.journalSlug, slug: notice.articleSlug };
  return [
    '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/"',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    ' xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">',
    dc('title', noticeTitle(notice)),
    dc('description', htmlToPlainText(notice.text)),
    dc('publisher', notice.publisher ?? notice.journalTitle),
    dc('date', notice.date),
    // Crossref's update type (what a harvester can match on), then the words readers see.
    dc('type', notice.type),
    dc('type', NOTICE_TYPE_LABELS[notice.type]),
    dc('identifier', links.noticeUrl(notice, notice.id)),
    notice.doi ? dc('identifier', `https://doi.org/${notice.doi}`) : '',
    dc('source', notice.journalTitle),
    dc('source', notice.issn),
    dc('source', notice.eissn),
    dc('language', notice.language),
    // The article it updates: its page and its DOI.
    dc('relation', links.articleUrl(article)),
    notice.articleDoi ? dc('relation', `https://doi.org/${notice.articleDoi}`) : '',
    '</oai_dc:dc>',
  ].join('');
}

/** JATS's `article-type` and `related-article-type` for each notice type. */
const JATS_TYPES: Record<NoticeType, { article: string; related: string }> = {
  correction: { article: 'correction', related: 'corrected-article' },
  retraction: { article: 'retraction', related: 'retracted-article' },
  expression_of_concern: { article: 'expression-of-concern', related: 'object-of-concern' },
  addendum: { article: 'addendum', related: 'addended-article' },
};

/** JATS 1.1 front matter for one notice, with a `related-article` naming what it updates. */
export function noticeJatsFront(notice: NoticeMetadata, links: RecordLinks): string {
  const types = JATS_TYPES[notice.type];
  const [year, month, day] = notice.date.split('-');
  const articleUrl = links.articleUrl({
    journalSlug: notice.journalSlug,
    slug: notice.articleSlug,
  });
  const related = notice.articleDoi
    ? `<related-article related-article-type="${types.related}" ext-link-type="doi" xlink:href="${escapeXml(notice.articleDoi)}"/>`
    : `<related-article related-article-type="${types.related}" ext-link-type="uri" xlink:href="${escapeXml(articleUrl)}"/>`;
  const text = htmlToPlainText(notice.text);
  return [
    `<article xmlns="http://jats.nlm.nih.gov" xmlns:xlink="http://www.w3.org/1999/xlink"`,
    ` xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"`,
    ` xsi:schemaLocation="http://jats.nlm.nih.gov https://jats.nlm.nih.gov/publishing/1.1/xsd/JATS-journalpublishing1.xsd"`,
    ` article-type="${types.article}" xml:lang="${escapeXml(notice.language)}">`,
    '<front><journal-meta>',
    xmlElement('journal-id', notice.journalSlug, ' journal-id-type="publisher-id"'),
    '<journal-title-group>',
    xmlElement('journal-title', notice.journalTitle),
    xmlElement('abbrev-journal-title', notice.journalAbbreviation),
    '</journal-title-group>',
    xmlElement('issn', notice.issn, ' pub-type="ppub"'),
    xmlElement('issn', notice.eissn, ' pub-type="epub"'),
    `<publisher>${xmlElement('publisher-name', notice.publisher ?? notice.journalTitle)}</publisher>`,
    '</journal-meta><article-meta>',
    xmlElement('article-id', `notice-${notice.id}`, ' pub-id-type="publisher-id"'),
    xmlElement('article-id', notice.doi, ' pub-id-type="doi"'),
    `<title-group>${xmlElement('article-title', noticeTitle(notice))}</title-group>`,
    `<pub-date date-type="pub" publication-format="electronic"><day>${day}</day><month>${month}</month><year>${year}</year></pub-date>`,
    `<self-uri xlink:href="${escapeXml(links.noticeUrl(notice, notice.id))}"/>`,
    related,
    text ? `<abstract>${xmlElement('p', text)}</abstract>` : '',
    '</article-meta></front></article>',
  ].join('');
}
