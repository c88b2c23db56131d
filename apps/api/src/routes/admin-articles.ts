import { editorEndpoints } from '@quire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inScope, publishingScope, requireBackOffice } from '../access/access';
import type { SessionUser } from '../auth/session';
import { contentChanged, journalChange } from '../content/content-changes';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';
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

  routes.route({
    ...endpointRoute(editorEndpoints.createArticle),
    handler: async (request, reply) => {
      const { issueId } = request.params;
      const issue = await articleIssue(db, issueId);
      const user = editorOf(request, issue.journalId, 'The issue');
      const written = await createIssueArticle(db, user, issueId, request.body);
      return reply.code(201).send(await afterWrite(written, 'article entered'));
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.article),
    handler: async (request) => {
      const { articleId } = request.params;
      editorOf(request, await articleJournal(db, articleId), 'The article');
      return readEditableArticle(db, config.backendUrl, articleId);
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.saveArticle),
    handler: async (request) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const written = await updateIssueArticle(db, user, articleId, request.body);
      return afterWrite(written, 'article corrected');
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.removeArticle),
    handler: async (request, reply) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const written = await deleteIssueArticle(db, user, articleId);
      contentChanged(context, journalChange(written.journalSlug, 'article deleted'));
      return reply.code(204).send(null);
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.setArticleGalley),
    handler: async (request) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const { fileId, versionNote } = request.body;
      const written = await setArticleGalley(db, storage, user, articleId, fileId, versionNote);
      return afterWrite(written, 'galley set');
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.setArticleFigure),
    handler: async (request) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const written = await setArticleFigure(db, storage, user, articleId, request.body);
      return afterWrite(written, 'figure set');
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.addSupplementaryFile),
    handler: async (request, reply) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const written = await addSupplementaryFile(db, storage, user, articleId, request.body);
      return reply.code(201).send(await afterWrite(written, 'supplementary file added'));
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.saveSupplementaryFiles),
    handler: async (request) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const written = await saveSupplementaryFiles(db, user, articleId, request.body);
      return afterWrite(written, 'supplementary files changed');
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.removeSupplementaryFile),
    handler: async (request) => {
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
  });

  routes.route({
    ...endpointRoute(editorEndpoints.articleNotices),
    handler: async (request) => {
      const { articleId } = request.params;
      editorOf(request, await articleJournal(db, articleId), 'The article');
      return { data: await listArticleNotices(db, articleId) };
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.publishNotice),
    handler: async (request, reply) => {
      const { articleId } = request.params;
      const user = editorOf(request, await articleJournal(db, articleId), 'The article');
      const published = await publishNotice(db, user, articleId, request.body);
      contentChanged(context, journalChange(published.journalSlug, 'notice published'));
      return reply.code(201).send(published.notice);
    },
  });
}
