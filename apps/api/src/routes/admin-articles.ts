import {
  addSupplementaryFileBodySchema,
  adminArticleParamsSchema,
  adminIssueParamsSchema,
  adminSupplementaryFileParamsSchema,
  articleFigureBodySchema,
  articleGalleyBodySchema,
  articleNoticeListSchema,
  articleNoticeSchema,
  articleUpdateBodySchema,
  createArticleBodySchema,
  createNoticeBodySchema,
  editableArticleSchema,
  removeSupplementaryFileQuerySchema,
  supplementaryFilesBodySchema,
} from '@quire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope, publishingScope, requireBackOffice } from '../access/access';
import type { SessionUser } from '../auth/session';
import { contentChanged, journalChange } from '../content/content-changes';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { BACK_OFFICE_ERRORS, SIGNED_IN } from '../http/route-schema';
import { setArticleFigure, setArticleGalley } from '../issues/article-galley';
import { listArticleNotices, publishNotice } from '../issues/article-notices';
import {
  addSupplementaryFile,
  removeSupplementaryFile,
  saveSupplementaryFiles,
} from '../issues/article-supplementary';
import {
  type ArticleWritten,
  articleIssue,
  articleJournal,
  createIssueArticle,
  deleteIssueArticle,
  readEditableArticle,
  updateIssueArticle,
} from '../issues/issue-articles';

const tags = ['articles (back office)'];
const signedIn = SIGNED_IN;
const errors = BACK_OFFICE_ERRORS;

/**
 * Articles the editors enter without a submission (`admin/issues/:issueId/articles`,
 * `admin/articles/:articleId…`): a back issue's articles, invited pieces, editorials — their
 * metadata and their galleys. A journal's managers and editors, and site administrators; another
 * journal's article is a 404.
 */
export function registerAdminArticleRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config, storage } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  /** The signed-in editor of `journalId`; 404 (as `what`) for a journal they do not publish. */
  function editorOf(request: FastifyRequest, journalId: number, what: string): SessionUser {
    const user = requireBackOffice(request);
    if (!inScope(publishingScope(user), journalId)) throw notFound(what);
    return user;
  }

  /** After a write: the journal's pages purged, and the article as it now is. */
  async function afterWrite(written: ArticleWritten, reason: string) {
    contentChanged(context, journalChange(written.journalSlug, reason));
    return readEditableArticle(db, config.backendUrl, written.articleId);
  }

  routes.post(
    '/admin/issues/:issueId/articles',
    {
      schema: {
        tags,
        summary: 'Enter an article in an issue without a submission (a back issue, an editorial)',
        description:
          'Last in the issue’s contents, dated with the issue. Upload its PDF or JATS XML afterwards (`PUT admin/articles/:articleId/galley`).',
        security: signedIn,
        params: adminIssueParamsSchema,
        body: createArticleBodySchema,
        response: { 201: editableArticleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { issueId } = request.params;
      const issue = await articleIssue(db, issueId);
      const user = editorOf(request, issue.journalId, 'The issue');
      const written = await createIssueArticle(db, user, issueId, request.body);
      return reply.code(201).send(await afterWrite(written, 'article entered'));
    },
  );

  routes.get(
    '/admin/articles/:articleId',
    {
      schema: {
        tags,
        summary: 'An article as its editors correct it: metadata, galleys, version',
        security: signedIn,
        params: adminArticleParamsSchema,
        response: { 200: editableArticleSchema, ...errors },
      },
    },
    async (request) => {
      const { articleId } = request.params;
      editorOf(request, await articleJournal(db, articleId), 'The article');
      return readEditableArticle(db, config.backendUrl, articleId);
    },
  );

  routes.put(
    '/admin/articles/:articleId',
    {
      schema: {
        tags,
        summary: 'Correct an article’s metadata (from the version read)',
        security: signedIn,
        params: adminArticleParamsSchema,
        body: articleUpdateBodySchema,
        response: { 200: editableArticleSchema, ...errors },
      },
    },
    async (request) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const written = await updateIssueArticle(db, user, articleId, request.body);
      return afterWrite(written, 'article corrected');
    },
  );

  routes.delete(
    '/admin/articles/:articleId',
    {
      schema: {
        tags,
        summary: 'Delete an entered article that readers have not seen yet',
        security: signedIn,
        params: adminArticleParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const written = await deleteIssueArticle(db, user, articleId);
      contentChanged(context, journalChange(written.journalSlug, 'article deleted'));
      return reply.code(204).send(null);
    },
  );

  routes.put(
    '/admin/articles/:articleId/galley',
    {
      schema: {
        tags,
        summary: 'Make an uploaded galley file the article’s PDF or full text',
        description:
          'Upload it first with `POST files` (purpose `galley`: PDF, JATS XML or HTML). A PDF becomes the article’s download; JATS XML with a body, or HTML, its full text (422 otherwise). An article has one full text: the one set last replaces the other. HTML is sanitised as it is set (scripts, event handlers, styles, forms and frames removed), its `<h1>` put under the page’s title, and refused when larger than 2 MB (413), not HTML or empty (422).',
        security: signedIn,
        params: adminArticleParamsSchema,
        body: articleGalleyBodySchema,
        response: { 200: editableArticleSchema, ...errors },
      },
    },
    async (request) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const { fileId, versionNote } = request.body;
      const written = await setArticleGalley(db, storage, user, articleId, fileId, versionNote);
      return afterWrite(written, 'galley set');
    },
  );

  routes.put(
    '/admin/articles/:articleId/figures',
    {
      schema: {
        tags,
        summary: 'Store an uploaded image as a graphic the article’s JATS galley names',
        description:
          'Upload it first with `POST files` (purpose `figure`: PNG, JPEG, GIF or WebP, judged by its bytes). `href` is a `<graphic xlink:href>` of the galley (`galleys.figures` lists them, and which are missing); an image stored for it before is replaced. 409 without a JATS full text, 422 for an href the galley does not name.',
        security: signedIn,
        params: adminArticleParamsSchema,
        body: articleFigureBodySchema,
        response: { 200: editableArticleSchema, ...errors },
      },
    },
    async (request) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const written = await setArticleFigure(db, storage, user, articleId, request.body);
      return afterWrite(written, 'figure set');
    },
  );

  routes.post(
    '/admin/articles/:articleId/supplementary-files',
    {
      schema: {
        tags,
        summary: 'Publish an uploaded file as one of the article’s supplementary files',
        description:
          'Upload it first with `POST files` (purpose `article-supplementary`); it is listed last, under its label and data type. At most 30 per article (409). On an article readers have seen, the record as it was is kept as an earlier version with `versionNote`.',
        security: signedIn,
        params: adminArticleParamsSchema,
        body: addSupplementaryFileBodySchema,
        response: { 201: editableArticleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const written = await addSupplementaryFile(db, storage, user, articleId, request.body);
      return reply.code(201).send(await afterWrite(written, 'supplementary file added'));
    },
  );

  routes.put(
    '/admin/articles/:articleId/supplementary-files',
    {
      schema: {
        tags,
        summary: 'Reorder and relabel the article’s supplementary files',
        description:
          'Every file of the article, in the order readers see them, with its label and data type (409 when the article’s files changed meanwhile). A new label or type on an article readers have seen keeps an earlier version; a new order alone does not.',
        security: signedIn,
        params: adminArticleParamsSchema,
        body: supplementaryFilesBodySchema,
        response: { 200: editableArticleSchema, ...errors },
      },
    },
    async (request) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const written = await saveSupplementaryFiles(db, user, articleId, request.body);
      return afterWrite(written, 'supplementary files changed');
    },
  );

  routes.delete(
    '/admin/articles/:articleId/supplementary-files/:fileId',
    {
      schema: {
        tags,
        summary: 'Remove one of the article’s supplementary files',
        description:
          '`fileId` is the `id` of `supplementaryFiles`. On an article readers have seen, an earlier version keeps it listed (and stored) with `versionNote`.',
        security: signedIn,
        params: adminSupplementaryFileParamsSchema,
        querystring: removeSupplementaryFileQuerySchema,
        response: { 200: editableArticleSchema, ...errors },
      },
    },
    async (request) => {
      const { articleId, fileId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const { versionNote } = request.query;
      const written = await removeSupplementaryFile(
        db,
        storage,
        user,
        articleId,
        fileId,
        versionNote,
      );
      return afterWrite(written, 'supplementary file removed');
    },
  );

  routes.get(
    '/admin/articles/:articleId/notices',
    {
      schema: {
        tags,
        summary: 'The notices on an article (corrections, retractions…), newest first',
        security: signedIn,
        params: adminArticleParamsSchema,
        response: { 200: articleNoticeListSchema, ...errors },
      },
    },
    async (request) => {
      const { articleId } = request.params;
      editorOf(request, await articleJournal(db, articleId), 'The article');
      return { data: await listArticleNotices(db, articleId) };
    },
  );

  routes.post(
    '/admin/articles/:articleId/notices',
    {
      schema: {
        tags,
        summary: 'Publish a correction, retraction, expression of concern or addendum',
        description:
          'On a published article only (409 otherwise, and for a second retraction); it appears at once, on its own page and on the article’s. `type` is a Crossref update type; `text` is HTML from the rich-text editor (sanitised wherever it is shown); `date` no later than today; `doi` is stored as given.',
        security: signedIn,
        params: adminArticleParamsSchema,
        body: createNoticeBodySchema,
        response: { 201: articleNoticeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const published = await publishNotice(db, user, articleId, request.body);
      contentChanged(context, journalChange(published.journalSlug, 'notice published'));
      return reply.code(201).send(published.notice);
    },
  );
}
