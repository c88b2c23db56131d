import { z } from 'zod';
import {
  articleCitationsSchema,
  articleParamsSchema,
  articleSchema,
  CITATION_FILE_FORMATS,
  CITATION_STYLES,
  citationQuerySchema,
} from '../article';
import {
  articleNoticeListSchema,
  articleNoticeSchema,
  JOURNAL_NOTICES_MAX,
  noticeParamsSchema,
} from '../article-notice';
import {
  authorArticlesSchema,
  authorParamsSchema,
  keywordArticlesSchema,
  keywordParamsSchema,
} from '../browse';
import { apiErrorSchema, pageQuerySchema } from '../common';
import { editorialBoardSchema } from '../editorial-board';
import { endpoint } from '../endpoint';
import {
  archiveSchema,
  issueParamsSchema,
  issueSchema,
  latestIssuesQuerySchema,
  latestIssuesSchema,
  volumeIssuesSchema,
  volumeListSchema,
  volumeParamsSchema,
} from '../issue';
import {
  journalListSchema,
  journalPageParamsSchema,
  journalPageSchema,
  journalSchema,
  sitePageLinkListSchema,
  sitePageParamsSchema,
  sitePageSchema,
} from '../journal';
import { SEARCH_RESULT_CAP } from '../limits';
import { newsItemSchema, newsListSchema, newsParamsSchema, newsQuerySchema } from '../news';
import { ojsAddressParamsSchema, ojsAddressSchema } from '../ojs';
import { journalParamsSchema } from '../params';
import { searchQuerySchema, searchResponseSchema } from '../search';
import { settingSchema } from '../setting';
import { mostReadQuerySchema, mostReadSchema, usageArticleParamsSchema } from '../usage';

/*
 * The public reading endpoints: journals, their pages, volumes, issues, articles and citations,
 * news, the site's pages, settings, browsing, notices, old OJS addresses, usage and search.
 */

const journals = ['journals'];
const issues = ['issues'];
const articles = ['articles'];
const etagNote =
  'Answered with an `ETag`; send it back as `If-None-Match` to get `304 Not Modified` while the issue is unchanged.';

/** The public reading endpoints, as `api.content`. */
export const contentEndpoints = {
  journals: endpoint({
    method: 'GET',
    path: '/journals',
    tags: journals,
    summary: 'List the journals in the editors’ order (paged)',
    query: pageQuerySchema,
    responses: { 200: journalListSchema },
    stableRead: true,
  }),
  journal: endpoint({
    method: 'GET',
    path: '/journals/:slug',
    tags: journals,
    summary: 'Get a journal with its contact, sections, pages and current issue',
    params: journalParamsSchema,
    responses: { 200: journalSchema },
    stableRead: true,
  }),
  editorialBoard: endpoint({
    method: 'GET',
    path: '/journals/:slug/editorial-board',
    tags: journals,
    summary: 'The journal’s editorial board, made from the holders of its roles',
    description:
      'Managers, editors and section editors (with their sections), by role then name, with their public profile: name, affiliation, ORCID iD, biography. Reviewers are not listed.',
    params: journalParamsSchema,
    responses: { 200: editorialBoardSchema },
  }),
  journalPage: endpoint({
    method: 'GET',
    path: '/journals/:slug/pages/:pageSlug',
    tags: journals,
    summary: 'Get a page of a journal (About, Editorial board…)',
    params: journalPageParamsSchema,
    responses: { 200: journalPageSchema },
  }),
  volumes: endpoint({
    method: 'GET',
    path: '/journals/:slug/volumes',
    tags: issues,
    summary: 'List a journal’s volumes that have published issues, newest first',
    params: journalParamsSchema,
    responses: { 200: volumeListSchema },
  }),
  volumeIssues: endpoint({
    method: 'GET',
    path: '/journals/:slug/volumes/:volumeId/issues',
    tags: issues,
    summary: 'Get a volume of a journal with its published issues',
    params: volumeParamsSchema,
    responses: { 200: volumeIssuesSchema },
  }),
  issue: endpoint({
    method: 'GET',
    path: '/journals/:slug/issues/:issueId',
    tags: issues,
    summary: 'Get a published issue with its table of contents grouped by section',
    description: etagNote,
    params: issueParamsSchema,
    responses: { 200: issueSchema },
  }),
  currentIssue: endpoint({
    method: 'GET',
    path: '/journals/:slug/current-issue',
    tags: issues,
    summary: 'Get the journal’s current issue with its table of contents',
    description:
      'The issue the editors flagged as current; if none is flagged, the newest published issue. Answered with an `ETag` (`If-None-Match` → `304`).',
    params: journalParamsSchema,
    responses: { 200: issueSchema },
    stableRead: true,
  }),
  archive: endpoint({
    method: 'GET',
    path: '/journals/:slug/archive',
    tags: issues,
    summary: 'List a journal’s published issues, newest first (paged)',
    params: journalParamsSchema,
    query: pageQuerySchema,
    responses: { 200: archiveSchema },
  }),
  latestIssues: endpoint({
    method: 'GET',
    path: '/issues/latest',
    tags: issues,
    summary:
      'List the newest published issues of every journal together, newest first, each with its journal (the home page’s “latest issues” in one call)',
    query: latestIssuesQuerySchema,
    responses: { 200: latestIssuesSchema },
  }),
  article: endpoint({
    method: 'GET',
    path: '/journals/:slug/articles/:articleSlug',
    tags: articles,
    summary: 'Get a published article with its citations',
    params: articleParamsSchema,
    responses: { 200: articleSchema },
  }),
  citation: endpoint({
    method: 'GET',
    path: '/journals/:slug/articles/:articleSlug/citation',
    tags: articles,
    summary: 'Export an article’s citation in a style or as a reference file',
    description: [
      `\`format\` is a citation style, answered as plain text (\`text/plain\`): ${CITATION_STYLES.join(', ')}`,
      '(Chicago is its author-date variant; Harvard is Cite Them Right), formatted by CSL;',
      `or a reference-manager file: ${CITATION_FILE_FORMATS.join(', ')}.`,
      'With `download=1` the answer is an attachment named after the article slug',
      '(`slug.bib`, `slug.ris`, `slug.json`, `slug-mla.txt`). An unknown format answers 400.',
    ].join(' '),
    params: articleParamsSchema,
    query: citationQuerySchema,
    responses: {
      200: {
        description: 'The citation in the asked format.',
        content: {
          'text/plain': { schema: z.string() },
          'application/x-bibtex': { schema: z.string() },
          'application/x-research-info-systems': { schema: z.string() },
          'application/vnd.citationstyles.csl+json': { schema: z.string() },
        },
      },
    },
    textAnswer: true,
  }),
  citations: endpoint({
    method: 'GET',
    path: '/journals/:slug/articles/:articleSlug/citations',
    tags: articles,
    summary: 'An article’s citation in every style, as HTML and plain text',
    description: `One entry per style, in this order: ${CITATION_STYLES.join(', ')}. The HTML is the CSL processor’s inline markup (italics, links); sanitise it before display.`,
    params: articleParamsSchema,
    responses: { 200: articleCitationsSchema },
  }),
  keywordArticles: endpoint({
    method: 'GET',
    path: '/journals/:slug/keywords/:keyword',
    tags: journals,
    summary: 'List a journal’s published articles with a keyword (newest first, paged)',
    description:
      'The keyword is matched whole, ignoring case. 404 when the journal has no published article with it.',
    params: keywordParamsSchema,
    query: pageQuerySchema,
    responses: { 200: keywordArticlesSchema },
  }),
  authorArticles: endpoint({
    method: 'GET',
    path: '/journals/:slug/authors/:name',
    tags: journals,
    summary: 'List a journal’s published articles by an author (newest first, paged)',
    description:
      'The name is matched whole against each byline entry, ignoring case. 404 when the journal has no published article by that name. To find an author’s articles in every journal, search for their ORCID iD.',
    params: authorParamsSchema,
    query: pageQuerySchema,
    responses: { 200: authorArticlesSchema },
  }),
  notices: endpoint({
    method: 'GET',
    path: '/journals/:slug/notices',
    tags: ['notices'],
    summary: 'A journal’s notices on its published articles, newest first',
    description: `At most ${JOURNAL_NOTICES_MAX}, for feeds and sitemaps. An unknown journal has none.`,
    params: journalParamsSchema,
    responses: { 200: articleNoticeListSchema },
  }),
  notice: endpoint({
    method: 'GET',
    path: '/journals/:slug/notices/:noticeId',
    tags: ['notices'],
    summary: 'A notice (correction, retraction…) with the article it updates',
    params: noticeParamsSchema,
    responses: { 200: articleNoticeSchema },
  }),
  ojsAddress: endpoint({
    method: 'GET',
    path: '/ojs/:ojsPath/:kind/:ojsId',
    tags: journals,
    summary: 'Where an imported journal’s old OJS issue, article or galley address leads now',
    description:
      'For `/index.php/{ojsPath}/issue/view/{id}`, `…/article/view/{id}` and `…/article/view/{id}/{galleyId}`: the issue or article each OJS id became.',
    params: ojsAddressParamsSchema,
    responses: { 200: ojsAddressSchema },
  }),
  recordView: endpoint({
    method: 'POST',
    path: '/articles/:id/view',
    tags: ['usage'],
    summary: 'Count a view of an article (the page’s beacon)',
    description:
      'Sent by the article page once it is shown, so a page served from a cache is counted too. Bots (by user agent, or none) and the same reader again within 30 seconds are not counted; the reader is the session, else IP and user agent. Counts are written in batches every few seconds. Answers 204 whether counted or not.',
    params: usageArticleParamsSchema,
    responses: { 204: z.null(), 404: apiErrorSchema },
    background: true,
  }),
  articleDownload: endpoint({
    method: 'GET',
    path: '/articles/:id/download',
    tags: ['usage'],
    summary: 'Download an article’s PDF (counted, then redirected to the file)',
    description:
      'Answers 302 to the PDF. GET requests count a download under the same rules as views; HEAD counts nothing. 404 when the article is not public or has no PDF.',
    params: usageArticleParamsSchema,
    responses: { 302: z.null(), 404: apiErrorSchema },
  }),
  mostRead: endpoint({
    method: 'GET',
    path: '/journals/:slug/most-read',
    tags: ['usage'],
    summary: 'A journal’s most read articles of the last 30 days',
    description:
      'Public articles by counted views over the last 30 days, most first; `limit` from 1 to 20 (5 by default). Empty when nothing was read.',
    params: journalParamsSchema,
    query: mostReadQuerySchema,
    responses: { 200: mostReadSchema, 404: apiErrorSchema },
    stableRead: true,
  }),
  news: endpoint({
    method: 'GET',
    path: '/news',
    tags: ['news'],
    summary: 'List published news, newest first (paged)',
    description:
      'Without `journal`: site-wide news and every journal’s news. With `journal=<slug>`: only that journal’s news (404 for an unknown journal).',
    query: newsQuerySchema,
    responses: { 200: newsListSchema },
  }),
  newsItem: endpoint({
    method: 'GET',
    path: '/news/:slug',
    tags: ['news'],
    summary: 'Get a published news item',
    params: newsParamsSchema,
    responses: { 200: newsItemSchema },
  }),
  sitePages: endpoint({
    method: 'GET',
    path: '/pages',
    tags: ['pages'],
    summary: 'The site’s own pages in its menu (header and footer), in order',
    responses: { 200: sitePageLinkListSchema },
  }),
  sitePage: endpoint({
    method: 'GET',
    path: '/pages/:pageSlug',
    tags: ['pages'],
    summary: 'Get one of the site’s own pages (in the menu or not)',
    params: sitePageParamsSchema,
    responses: { 200: sitePageSchema },
  }),
  settings: endpoint({
    method: 'GET',
    path: '/settings',
    tags: ['settings'],
    summary: 'List the public site settings',
    responses: { 200: z.object({ data: z.array(settingSchema) }) },
    stableRead: true,
  }),
  search: endpoint({
    method: 'GET',
    path: '/search',
    tags: ['search'],
    summary: 'Search published articles (ranked, highlighted, filtered, sorted, paged)',
    description: `Full-text search with web-search syntax (\`"exact phrase"\`, \`or\`, \`-word\`) over titles (weighted highest), keywords and authors, abstracts, and full texts (a hit has all its words in its record or all in its full text), ignoring accents (\`makinen\` finds Mäkinen). \`q\` is required: an empty search answers 400. A \`q\` that is a DOI (\`10.5555/jce.2026.6\`, \`doi:…\`, \`https://doi.org/…\`) finds that article; an ORCID iD (\`0000-0002-1825-0097\`, \`https://orcid.org/…\`) lists that author's articles; the answer's \`lookup\` then says which (an ORCID iD with a wrong check digit answers 400). \`sort\` is \`relevance\` (the default; newest first for a DOI or ORCID iD), \`newest\`, \`oldest\` or \`title\`. \`matchedIn\` says where the words were found; \`titleHighlight\`, \`snippet\` (fragments of the abstract, or of the full text when only it holds the words: \`snippetSource\`), \`authorHighlights\` and \`keywordHighlights\` are safe HTML whose only tags are \`<mark>\` and \`</mark>\`. At most ${SEARCH_RESULT_CAP} results can be paged through: when more articles match, \`meta.total\` is ${SEARCH_RESULT_CAP} and \`meta.totalIsCapped\` is true, and the results are the best-ranked of the newest title, keyword and author matches and the other matches found first.`,
    query: searchQuerySchema,
    responses: { 200: searchResponseSchema },
  }),
} as const;
