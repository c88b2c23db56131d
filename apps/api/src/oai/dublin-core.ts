import { xmlElement } from '@quire/utils';
import { splitName } from '../content/person-name';
import { htmlToPlainText } from '../content/plain-text';
import { publicFileUrl } from '../content/public-url';
import type { ArticleMetadata } from './article-metadata';
import type { RecordLinks } from './record-links';

/** The journal, volume, issue and pages, the way OJS writes `dc:source`. */
function sourceLine(article: ArticleMetadata): string {
  const issue = [
    article.volumeNumber !== null ? `Vol. ${article.volumeNumber}` : '',
    article.issueNumber !== null ? `No. ${article.issueNumber}` : '',
    article.issueYear !== null ? `(${article.issueYear})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [article.journalTitle, issue, article.pages ?? ''].filter(Boolean).join('; ');
}

/** Simple Dublin Core (`oai_dc`) for one article, following the OJS/DRIVER conventions. */
export function dublinCore(article: ArticleMetadata, links: RecordLinks): string {
  const dc = (name: string, value: string | null | undefined) => xmlElement(`dc:${name}`, value);
  const creators = article.authors.map((author) => {
    const { family, given } = splitName(author.name);
    return dc('creator', given ? `${family}, ${given}` : family);
  });
  const pdfUrl = publicFileUrl(links.backendUrl, article.pdfPath);
  // A retracted article keeps its record, marked as its page's indexing tags mark it.
  const retracted = article.notices.some((notice) => notice.type === 'retraction');
  return [
    '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/"',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    ' xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">',
    dc('title', retracted ? `RETRACTED: ${article.title}` : article.title),
    ...creators,
    ...article.keywords.map((keyword) => dc('subject', keyword)),
    dc('description', htmlToPlainText(article.abstractHtml)),
    dc('publisher', article.publisher ?? article.journalTitle),
    dc('date', article.publishedAt?.toISOString().slice(0, 10)),
    dc('type', 'info:eu-repo/semantics/article'),
    dc('type', 'info:eu-repo/semantics/publishedVersion'),
    dc('type', article.sectionTitle),
    pdfUrl ? dc('format', 'application/pdf') : '',
    dc('identifier', links.articleUrl(article)),
    article.doi ? dc('identifier', `https://doi.org/${article.doi}`) : '',
    dc('source', sourceLine(article)),
    dc('source', article.issn),
    dc('source', article.eissn),
    dc('language', article.language),
    dc('relation', pdfUrl),
    // Each notice on it (correction, retraction…) is a related item: its page and its DOI.
    ...article.notices.flatMap((notice) => [
      dc('relation', links.noticeUrl(article, notice.id)),
      notice.doi ? dc('relation', `https://doi.org/${notice.doi}`) : '',
    ]),
    dc('rights', article.licenseUrl),
    dc('rights', article.license),
    '</oai_dc:dc>',
  ].join('');
}
