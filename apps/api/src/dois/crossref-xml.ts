import { escapeXml, xmlElement } from '@quire/utils';
import { splitName } from '../content/person-name';
import { htmlToPlainText } from '../content/plain-text';

/*
 * A Crossref deposit (schema 5.3.1): one `doi_batch` for a journal's issue and the articles of it
 * that carry a DOI, or for one article with its issue's metadata. Elements follow the order the
 * schema's sequences require (`crossref-schema/crossref5.3.1.xsd`); every deposit is checked
 * against that schema before it is offered or sent (`crossref-validation.ts`).
 */

/** The namespace of Crossref's deposit schema 5.3.1. */
export const CROSSREF_NAMESPACE = 'http://www.crossref.org/schema/5.3.1';

/** The journal a deposit is for. */
export interface CrossrefJournal {
  title: string;
  abbreviation: string | null;
  issn: string | null;
  eissn: string | null;
  /** The registrant (the journal's publisher, else its title). */
  publisher: string | null;
  /** IANA time zone: publication dates are the journal's calendar days. */
  timeZone: string;
}

/** An issue as deposited. */
export interface CrossrefIssue {
  volume: number;
  number: number;
  year: number;
  title: string | null;
  publishedAt: Date | null;
  doi: string | null;
  /** The issue's public page. */
  url: string;
}

/** An article as deposited (only articles with a DOI are). */
export interface CrossrefArticle {
  title: string;
  authors: { name: string; affiliation?: string | null; orcid?: string | null }[];
  /** HTML, as stored. */
  abstract: string;
  language: string;
  publishedAt: Date | null;
  acceptedAt: string | null;
  pages: string | null;
  licenseUrl: string | null;
  doi: string;
  /** The article's public page. */
  url: string;
}

/** What every deposit's head names. */
export interface CrossrefHead {
  batchId: string;
  /** When it was made: Crossref keeps the newest deposit of a DOI by this number. */
  createdAt: Date;
  depositor: { name: string; email: string };
  journal: CrossrefJournal;
}

/** One deposit's content and head. */
export interface CrossrefBatch extends CrossrefHead {
  issue: CrossrefIssue;
  articles: CrossrefArticle[];
}

/**
 * A notice (correction, retraction…) deposited as its own item, as Crossref documents updates:
 * a `journal_article` whose `crossmark` names the DOI it updates, with the update's type.
 */
export interface CrossrefNotice {
  /** "Retraction: {the article's title}". */
  title: string;
  /** Crossref's update type (`NOTICE_TYPES` are Crossref's names). */
  updateType: string;
  /** The date the notice carries (`2026-05-01`). */
  date: string;
  doi: string;
  /** The notice's public page. */
  url: string;
  /** The DOI of the article it updates. */
  updatesDoi: string;
  /** The DOI of the journal's Crossmark policy page. */
  crossmarkPolicyDoi: string;
}

/** A notice's deposit: the journal's metadata and the notice (it is in no issue). */
export interface CrossrefNoticeBatch extends CrossrefHead {
  notice: CrossrefNotice;
}

/** Crossref's timestamp: the time as digits, `yyyyMMddHHmmssSSS` (UTC). */
export function crossrefTimestamp(at: Date): string {
  return at.toISOString().replace(/\D/g, '').slice(0, 17);
}

/** The calendar day of `at` in `timeZone`, as year, month and day. */
function calendarDay(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}

function publicationDate(at: Date | null, year: number, timeZone: string): string {
  if (!at) return `<publication_date media_type="online"><year>${year}</year></publication_date>`;
  const day = calendarDay(at, timeZone);
  return `<publication_date media_type="online"><month>${day.month}</month><day>${day.day}</day><year>${day.year}</year></publication_date>`;
}

/** A date-only string (`2026-05-01`) as Crossref's acceptance date. */
function acceptanceDate(date: string | null): string {
  const match = date?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return '';
  return `<acceptance_date><month>${match[2]}</month><day>${match[3]}</day><year>${match[1]}</year></acceptance_date>`;
}

/** `12–34` → first and last page; `e123` → first page only. */
function pagesOf(pages: string | null): string {
  if (!pages?.trim()) return '';
  const [first, last] = pages.split(/\s*[-–—]\s*/);
  if (!first?.trim()) return '';
  return `<pages>${xmlElement('first_page', first.trim())}${xmlElement('last_page', last?.trim())}</pages>`;
}

/** An ORCID iD as Crossref takes it: the `https://orcid.org/` URI. */
function orcidUri(orcid: string | null | undefined): string {
  const bare = orcid?.match(/\d{4}-\d{4}-\d{4}-\d{3}[\dX]/)?.[0];
  return bare ? `<ORCID>https://orcid.org/${bare}</ORCID>` : '';
}

function contributors(authors: CrossrefArticle['authors']): string {
  if (authors.length === 0) return '';
  const people = authors.map((author, index) => {
    const name = splitName(author.name);
    const affiliation = author.affiliation?.trim()
      ? `<affiliations><institution>${xmlElement('institution_name', author.affiliation.trim())}</institution></affiliations>`
      : '';
    return (
      `<person_name sequence="${index === 0 ? 'first' : 'additional'}" contributor_role="author">` +
      xmlElement('given_name', name.given) +
      `<surname>${escapeXml(name.family || author.name)}</surname>` +
      affiliation +
      orcidUri(author.orcid) +
      '</person_name>'
    );
  });
  return `<contributors>${people.join('')}</contributors>`;
}

/**
 * The abstract as JATS paragraphs: each HTML block's text (markup inside it dropped, which keeps
 * the JATS simple and always valid); nothing for an empty abstract.
 */
export function jatsAbstract(html: string): string {
  const blocks = html
    .split(/<\/(?:p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/i)
    .map((block) => htmlToPlainText(block).trim())
    .filter((block) => block !== '');
  if (blocks.length === 0) return '';
  return `<jats:abstract>${blocks.map((block) => xmlElement('jats:p', block)).join('')}</jats:abstract>`;
}

/** The licence under Crossref's access indicators, free to read when it is a Creative Commons one. */
function licence(url: string | null, publishedAt: Date | null): string {
  if (!url) return '';
  const free = /creativecommons\.org/i.test(url) ? '<ai:free_to_read/>' : '';
  const start = publishedAt ? ` start_date="${publishedAt.toISOString().slice(0, 10)}"` : '';
  return `<ai:program name="AccessIndicators">${free}<ai:license_ref applies_to="vor"${start}>${escapeXml(url)}</ai:license_ref></ai:program>`;
}

function doiData(doi: string, url: string): string {
  return `<doi_data>${xmlElement('doi', doi)}${xmlElement('resource', url)}</doi_data>`;
}

function journalMetadata(journal: CrossrefJournal): string {
  return (
    '<journal_metadata>' +
    xmlElement('full_title', journal.title) +
    xmlElement('abbrev_title', journal.abbreviation) +
    xmlElement('issn', journal.issn, ' media_type="print"') +
    xmlElement('issn', journal.eissn, ' media_type="electronic"') +
    '</journal_metadata>'
  );
}

function journalIssue(issue: CrossrefIssue, timeZone: string): string {
  return (
    '<journal_issue>' +
    (issue.title ? `<titles>${xmlElement('title', issue.title)}</titles>` : '') +
    publicationDate(issue.publishedAt, issue.year, timeZone) +
    `<journal_volume><volume>${issue.volume}</volume></journal_volume>` +
    `<issue>${issue.number}</issue>` +
    (issue.doi ? doiData(issue.doi, issue.url) : '') +
    '</journal_issue>'
  );
}

function journalArticle(article: CrossrefArticle, issue: CrossrefIssue, timeZone: string): string {
  const language = /^[a-z]{2}$/.test(article.language) ? ` language="${article.language}"` : '';
  return (
    `<journal_article publication_type="full_text"${language}>` +
    `<titles>${xmlElement('title', article.title)}</titles>` +
    contributors(article.authors) +
    jatsAbstract(article.abstract) +
    publicationDate(article.publishedAt ?? issue.publishedAt, issue.year, timeZone) +
    acceptanceDate(article.acceptedAt) +
    pagesOf(article.pages) +
    licence(article.licenseUrl, article.publishedAt ?? issue.publishedAt) +
    doiData(article.doi, article.url) +
    '</journal_article>'
  );
}

/** A date-only string (`2026-05-01`) as Crossref's online publication date. */
function dayPublished(date: string): string {
  const [year, month, day] = date.split('-');
  return `<publication_date media_type="online"><month>${month}</month><day>${day}</day><year>${year}</year></publication_date>`;
}

function noticeArticle(notice: CrossrefNotice): string {
  return (
    '<journal_article publication_type="full_text">' +
    `<titles>${xmlElement('title', notice.title)}</titles>` +
    dayPublished(notice.date) +
    '<crossmark>' +
    xmlElement('crossmark_policy', notice.crossmarkPolicyDoi) +
    `<updates>${xmlElement('update', notice.updatesDoi, ` type="${escapeXml(notice.updateType)}" date="${escapeXml(notice.date)}"`)}</updates>` +
    '</crossmark>' +
    doiData(notice.doi, notice.url) +
    '</journal_article>'
  );
}

/** The `doi_batch` around a deposit's `journal` content. */
function batchXml(head: CrossrefHead, content: string): string {
  const { journal } = head;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<doi_batch xmlns="${CROSSREF_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    'xmlns:jats="http://www.ncbi.nlm.nih.gov/JATS1" xmlns:ai="http://www.crossref.org/AccessIndicators.xsd" ' +
    `version="5.3.1" xsi:schemaLocation="${CROSSREF_NAMESPACE} https://www.crossref.org/schemas/crossref5.3.1.xsd">\n` +
    '<head>' +
    xmlElement('doi_batch_id', head.batchId) +
    `<timestamp>${crossrefTimestamp(head.createdAt)}</timestamp>` +
    `<depositor>${xmlElement('depositor_name', head.depositor.name)}${xmlElement('email_address', head.depositor.email)}</depositor>` +
    xmlElement('registrant', journal.publisher || journal.title) +
    '</head>\n<body><journal>' +
    journalMetadata(journal) +
    content +
    '</journal></body>\n</doi_batch>\n'
  );
}

/** A notice's deposit XML document. */
export function crossrefNoticeXml(batch: CrossrefNoticeBatch): string {
  return batchXml(batch, noticeArticle(batch.notice));
}

/** The deposit's XML document. */
export function crossrefXml(batch: CrossrefBatch): string {
  const { journal, issue } = batch;
  return batchXml(
    batch,
    journalIssue(issue, journal.timeZone) +
      batch.articles.map((article) => journalArticle(article, issue, journal.timeZone)).join(''),
  );
}
