import { escapeXml, xmlElement } from '@quire/utils';
import { splitName } from '../content/person-name';
import { htmlToPlainText } from '../content/plain-text';
import { publicFileUrl } from '../content/public-url';
import type { ArticleMetadata } from './article-metadata';
import type { RecordLinks } from './record-links';

/** `<date>`/`<pub-date>` parts from an ISO date (`YYYY-MM-DD…`). */
function dateParts(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `<day>${day}</day><month>${month}</month><year>${year}</year>`;
}

function contributors(article: ArticleMetadata): string {
  if (article.authors.length === 0) return '';
  const contribs = article.authors.map((author) => {
    const { family, given } = splitName(author.name);
    const corresp = author.corresponding ? ' corresp="yes"' : '';
    const orcid = author.orcid
      ? xmlElement('contrib-id', `https://orcid.org/${author.orcid}`, ' contrib-id-type="orcid"')
      : '';
    const name = `<name>${xmlElement('surname', family)}${xmlElement('given-names', given)}</name>`;
    return `<contrib contrib-type="author"${corresp}>${orcid}${name}${xmlElement('aff', author.affiliation)}</contrib>`;
  });
  return `<contrib-group content-type="author">${contribs.join('')}</contrib-group>`;
}

function pageRange(pages: string | null): string {
  if (!pages) return '';
  const [first, last] = pages.split(/[-–]/).map((part) => part.trim());
  return `${xmlElement('fpage', first)}${xmlElement('lpage', last)}`;
}

function history(article: ArticleMetadata): string {
  const dates = [
    article.receivedAt ? `<date date-type="received">${dateParts(article.receivedAt)}</date>` : '',
    article.acceptedAt ? `<date date-type="accepted">${dateParts(article.acceptedAt)}</date>` : '',
  ].join('');
  return dates ? `<history>${dates}</history>` : '';
}

function permissions(article: ArticleMetadata): string {
  if (!article.license && !article.licenseUrl) return '';
  const href = article.licenseUrl ? ` xlink:href="${escapeXml(article.licenseUrl)}"` : '';
  return `<permissions><license${href}>${xmlElement('license-p', article.license ?? article.licenseUrl)}</license></permissions>`;
}

/**
 * JATS 1.1 (journal publishing) front matter for one article: journal-meta and article-meta,
 * elements in the order the DTD requires. No body: the full text stays on the article page.
 */
export function jatsFront(article: ArticleMetadata, links: RecordLinks): string {
  const pdfUrl = publicFileUrl(links.backendUrl, article.pdfPath);
  const abstract = htmlToPlainText(article.abstractHtml);
  const journalMeta = [
    '<journal-meta>',
    xmlElement('journal-id', article.journalSlug, ' journal-id-type="publisher-id"'),
    '<journal-title-group>',
    xmlElement('journal-title', article.journalTitle),
    xmlElement('abbrev-journal-title', article.journalAbbreviation),
    '</journal-title-group>',
    xmlElement('issn', article.issn, ' pub-type="ppub"'),
    xmlElement('issn', article.eissn, ' pub-type="epub"'),
    `<publisher>${xmlElement('publisher-name', article.publisher ?? article.journalTitle)}</publisher>`,
    '</journal-meta>',
  ];
  const articleMeta = [
    '<article-meta>',
    xmlElement('article-id', String(article.id), ' pub-id-type="publisher-id"'),
    xmlElement('article-id', article.doi, ' pub-id-type="doi"'),
    article.sectionTitle
      ? `<article-categories><subj-group subj-group-type="heading">${xmlElement('subject', article.sectionTitle)}</subj-group></article-categories>`
      : '',
    `<title-group>${xmlElement('article-title', article.title)}</title-group>`,
    contributors(article),
    article.publishedAt
      ? `<pub-date date-type="pub" publication-format="electronic">${dateParts(article.publishedAt.toISOString())}</pub-date>`
      : '',
    xmlElement('volume', article.volumeNumber?.toString()),
    xmlElement('issue', article.issueNumber?.toString()),
    pageRange(article.pages),
    history(article),
    permissions(article),
    `<self-uri xlink:href="${escapeXml(links.articleUrl(article))}"/>`,
    pdfUrl ? `<self-uri content-type="application/pdf" xlink:href="${escapeXml(pdfUrl)}"/>` : '',
    abstract ? `<abstract>${xmlElement('p', abstract)}</abstract>` : '',
    article.keywords.length > 0
      ? `<kwd-group>${article.keywords.map((keyword) => xmlElement('kwd', keyword)).join('')}</kwd-group>`
      : '',
    '</article-meta>',
  ];
  return [
    `<article xmlns="http://jats.nlm.nih.gov" xmlns:xlink="http://www.w3.org/1999/xlink"`,
    ` xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"`,
    ` xsi:schemaLocation="http://jats.nlm.nih.gov https://jats.nlm.nih.gov/publishing/1.1/xsd/JATS-journalpublishing1.xsd"`,
    ` article-type="${escapeXml(article.type)}" xml:lang="${escapeXml(article.language)}">`,
    '<front>',
    ...journalMeta,
    ...articleMeta,
    '</front></article>',
  ].join('');
}
