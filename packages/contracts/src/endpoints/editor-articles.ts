import { z } from 'zod';
import {
  addSupplementaryFileBodySchema,
  adminArticleParamsSchema,
  adminSupplementaryFileParamsSchema,
  articleFigureBodySchema,
  articleGalleyBodySchema,
  articleUpdateBodySchema,
  createArticleBodySchema,
  editableArticleSchema,
  removeSupplementaryFileQuerySchema,
  supplementaryFilesBodySchema,
} from '../article-admin';
import {
  articleNoticeListSchema,
  articleNoticeSchema,
  createNoticeBodySchema,
} from '../article-notice';
import { endpoint } from '../endpoint';
import { adminIssueParamsSchema } from '../issue';
import { backOfficeErrors } from './errors';

/**
 * Articles the editors enter without a submission (`admin/issues/:issueId/articles`,
 * `admin/articles/:articleId…`), part of `api.editor`: their metadata, galleys, figures,
 * supplementary files and notices. Another journal's article is a 404.
 */
export const editorArticleEndpoints = {
  createArticle: endpoint({
    method: 'POST',
    path: '/admin/issues/:issueId/articles',
    tags: ['articles (back office)'],
    summary: 'Enter an article in an issue without a submission (a back issue, an editorial)',
    description:
      'Last in the issue’s contents, dated with the issue. Upload its PDF or JATS XML afterwards (`PUT admin/articles/:articleId/galley`).',
    signedIn: true,
    params: adminIssueParamsSchema,
    body: createArticleBodySchema,
    responses: { 201: editableArticleSchema, ...backOfficeErrors },
  }),
  article: endpoint({
    method: 'GET',
    path: '/admin/articles/:articleId',
    tags: ['articles (back office)'],
    summary: 'An article as its editors correct it: metadata, galleys, version',
    signedIn: true,
    params: adminArticleParamsSchema,
    responses: { 200: editableArticleSchema, ...backOfficeErrors },
  }),
  saveArticle: endpoint({
    method: 'PUT',
    path: '/admin/articles/:articleId',
    tags: ['articles (back office)'],
    summary: 'Correct an article’s metadata (from the version read)',
    signedIn: true,
    params: adminArticleParamsSchema,
    body: articleUpdateBodySchema,
    responses: { 200: editableArticleSchema, ...backOfficeErrors },
  }),
  removeArticle: endpoint({
    method: 'DELETE',
    path: '/admin/articles/:articleId',
    tags: ['articles (back office)'],
    summary: 'Delete an entered article that readers have not seen yet',
    signedIn: true,
    params: adminArticleParamsSchema,
    responses: { 204: z.null(), ...backOfficeErrors },
  }),
  setArticleGalley: endpoint({
    method: 'PUT',
    path: '/admin/articles/:articleId/galley',
    tags: ['articles (back office)'],
    summary: 'Make an uploaded galley file the article’s PDF or full text',
    description:
      'Upload it first with `POST files` (purpose `galley`: PDF, JATS XML or HTML). A PDF becomes the article’s download; JATS XML with a body, or HTML, its full text (422 otherwise). An article has one full text: the one set last replaces the other. HTML is sanitised as it is set (scripts, event handlers, styles, forms and frames removed), its `<h1>` put under the page’s title, and refused when larger than 2 MB (413), not HTML or empty (422).',
    signedIn: true,
    params: adminArticleParamsSchema,
    body: articleGalleyBodySchema,
    responses: { 200: editableArticleSchema, ...backOfficeErrors },
  }),
  setArticleFigure: endpoint({
    method: 'PUT',
    path: '/admin/articles/:articleId/figures',
    tags: ['articles (back office)'],
    summary: 'Store an uploaded image as a graphic the article’s JATS galley names',
    description:
      'Upload it first with `POST files` (purpose `figure`: PNG, JPEG, GIF or WebP, judged by its bytes). `href` is a `<graphic xlink:href>` of the galley (`galleys.figures` lists them, and which are missing); an image stored for it before is replaced. 409 without a JATS full text, 422 for an href the galley does not name.',
    signedIn: true,
    params: adminArticleParamsSchema,
    body: articleFigureBodySchema,
    responses: { 200: editableArticleSchema, ...backOfficeErrors },
  }),
  addSupplementaryFile: endpoint({
    method: 'POST',
    path: '/admin/articles/:articleId/supplementary-files',
    tags: ['articles (back office)'],
    summary: 'Publish an uploaded file as one of the article’s supplementary files',
    description:
      'Upload it first with `POST files` (purpose `article-supplementary`); it is listed last, under its label and data type. At most 30 per article (409). On an article readers have seen, the record as it was is kept as an earlier version with `versionNote`.',
    signedIn: true,
    params: adminArticleParamsSchema,
    body: addSupplementaryFileBodySchema,
    responses: { 201: editableArticleSchema, ...backOfficeErrors },
  }),
  saveSupplementaryFiles: endpoint({
    method: 'PUT',
    path: '/admin/articles/:articleId/supplementary-files',
    tags: ['articles (back office)'],
    summary: 'Reorder and relabel the article’s supplementary files',
    description:
      'Every file of the article, in the order readers see them, with its label and data type (409 when the article’s files changed meanwhile). A new label or type on an article readers have seen keeps an earlier version; a new order alone does not.',
    signedIn: true,
    params: adminArticleParamsSchema,
    body: supplementaryFilesBodySchema,
    responses: { 200: editableArticleSchema, ...backOfficeErrors },
  }),
  removeSupplementaryFile: endpoint({
    method: 'DELETE',
    path: '/admin/articles/:articleId/supplementary-files/:fileId',
    tags: ['articles (back office)'],
    summary: 'Remove one of the article’s supplementary files',
    description:
      '`fileId` is the `id` of `supplementaryFiles`. On an article readers have seen, an earlier version keeps it listed (and stored) with `versionNote`.',
    signedIn: true,
    params: adminSupplementaryFileParamsSchema,
    query: removeSupplementaryFileQuerySchema,
    responses: { 200: editableArticleSchema, ...backOfficeErrors },
  }),
  articleNotices: endpoint({
    method: 'GET',
    path: '/admin/articles/:articleId/notices',
    tags: ['articles (back office)'],
    summary: 'The notices on an article (corrections, retractions…), newest first',
    signedIn: true,
    params: adminArticleParamsSchema,
    responses: { 200: articleNoticeListSchema, ...backOfficeErrors },
  }),
  publishNotice: endpoint({
    method: 'POST',
    path: '/admin/articles/:articleId/notices',
    tags: ['articles (back office)'],
    summary: 'Publish a correction, retraction, expression of concern or addendum',
    description:
      'On a published article only (409 otherwise, and for a second retraction); it appears at once, on its own page and on the article’s. `type` is a Crossref update type; `text` is HTML from the rich-text editor (sanitised wherever it is shown); `date` no later than today; `doi` is stored as given.',
    signedIn: true,
    params: adminArticleParamsSchema,
    body: createNoticeBodySchema,
    responses: { 201: articleNoticeSchema, ...backOfficeErrors },
  }),
} as const;
