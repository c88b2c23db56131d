import { SUBMISSION_STATUSES } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, chatMessages, issues } from '../src/db/schema';
import { insertNotification } from '../src/notifications/notification-store';
import { insertArticle, insertIssue, PAST } from './fixtures';
import {
  call,
  clientKey,
  createPanelWorld,
  decideAs,
  type PanelWorld,
  queryCount,
  submitted,
} from './panel-fixtures';

describe('bookmarks, my articles and the dashboard', () => {
  let world: PanelWorld;
  const get = (path: string, who = world.ann) => call(world.testApp, who, 'GET', path);

  beforeAll(async () => {
    world = await createPanelWorld();
  });
  afterAll(() => world.close());

  describe('user/bookmarks', () => {
    it('adds idempotently, lists newest first, tells the state and removes idempotently', async () => {
      const { firstResearch, review } = world.journal.articles;
      const put = (id: number) => call(world.testApp, world.ann, 'PUT', `user/bookmarks/${id}`);
      expect((await get(`user/bookmarks/${firstResearch.id}`)).json()).toEqual({
        articleId: firstResearch.id,
        bookmarked: false,
      });
      const added = await put(firstResearch.id);
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ articleId: firstResearch.id, bookmarked: true });
      expect((await put(firstResearch.id)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await put(review.id);
      const list = await get('user/bookmarks');
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((entry: { articleId: number }) => entry.articleId)).toEqual([
        review.id,
        firstResearch.id,
      ]);
      expect(list.json().meta).toEqual({ page: 1, perPage: 10, total: 2, lastPage: 1 });
      expect(queryCount(list)).toBeLessThanOrEqual(3);
      const entry = list.json().data[1];
      expect(entry).toMatchObject({
        title: 'First research article',
        journal: { slug: world.journal.journal.slug },
        path: `/journals/${world.journal.journal.slug}/articles/${firstResearch.slug}`,
      });
      // Authors' private emails never leave through bookmarks.
      expect(JSON.stringify(entry.authors)).not.toContain('@');
      const removed = await call(
        world.testApp,
        world.ann,
        'DELETE',
        `user/bookmarks/${firstResearch.id}`,
      );
      expect(removed.json()).toEqual({ articleId: firstResearch.id, bookmarked: false });
      expect(
        (await call(world.testApp, world.ann, 'DELETE', `user/bookmarks/${firstResearch.id}`))
          .statusCode,
      ).toBe(200);
      expect((await get('user/bookmarks')).json().meta.total).toBe(1);
      // Bob's bookmarks are his own.
      expect((await get('user/bookmarks', world.bob)).json().data).toEqual([]);
      expect((await get(`user/bookmarks/${review.id}`, world.bob)).json().bookmarked).toBe(false);
    });

    it('refuses unknown and unpublished articles (404) and malformed ids (400)', async () => {
      const { draftArticle, scheduledArticle, articleInDraftIssue } = world.journal.articles;
      for (const id of [999_999, draftArticle.id, scheduledArticle.id, articleInDraftIssue.id]) {
        const response = await call(world.testApp, world.ann, 'PUT', `user/bookmarks/${id}`);
        expect(response.statusCode).toBe(404);
      }
      expect((await get('user/bookmarks/abc')).statusCode).toBe(400);
      expect((await get('user/bookmarks?perPage=0')).statusCode).toBe(400);
    });
  });

  describe('user/articles', () => {
    it('lists the published articles the author submitted, with a citation per article', async () => {
      const { db } = world.testApp.context;
      const mine = await insertArticle(db, {
        journalId: world.journal.journal.id,
        issueId: world.journal.issues.currentIssue.id,
        title: 'My own article',
        doi: '10.5555/mine.1',
        pages: '5-9',
        submittedBy: world.ann.id,
        views: 12,
        downloads: 4,
        pdfPath: 'galleys/mine.pdf',
      });
      // Submitted by Ann but not public yet (scheduled issue): not listed.
      const hidden = await insertArticle(db, {
        journalId: world.journal.journal.id,
        issueId: world.journal.issues.scheduledIssue.id,
        submittedBy: world.ann.id,
      });
      const list = await get('user/articles');
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((entry: { id: number }) => entry.id)).toEqual([mine.id]);
      expect(list.json().data[0]).toMatchObject({
        title: 'My own article',
        journal: { slug: world.journal.journal.slug },
        issue: { id: world.journal.issues.currentIssue.id, volume: 2, number: 1, year: 2024 },
        doi: '10.5555/mine.1',
        views: 12,
        downloads: 4,
        publishedAt: PAST.toISOString(),
      });
      expect(queryCount(list)).toBeLessThanOrEqual(3);
      const one = await get(`user/articles/${mine.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({
        id: mine.id,
        keywords: [],
        submissionId: null,
        pdfUrl: `${world.testApp.context.config.backendUrl}/galleys/mine.pdf`,
      });
      expect(one.json().citation).toContain('My own article');
      expect(one.json().citation).toContain('https://doi.org/10.5555/mine.1');
      expect((await get(`user/articles/${hidden.id}`)).statusCode).toBe(404);
      expect((await get(`user/articles/${mine.id}`, world.bob)).statusCode).toBe(404);
      expect((await get(`user/articles/${world.journal.articles.review.id}`)).statusCode).toBe(404);
      expect((await get('user/articles/x')).statusCode).toBe(400);
    });
  });

  describe('user/dashboard', () => {
    it('counts every section and shows the latest items, in a fixed number of queries', async () => {
      const fresh = await (await import('./file-fixtures')).signedInUser(world.testApp);
      const empty = await get('user/dashboard', fresh);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({
        submissions: {
          total: 0,
          byStatus: Object.fromEntries(SUBMISSION_STATUSES.map((status) => [status, 0])),
          latest: [],
        },
        articles: { total: 0, latest: [] },
        notifications: { unread: 0, latest: [] },
        chat: { unread: 0 },
        bookmarks: { total: 0 },
      });
      const emptyQueries = queryCount(empty);

      const { db } = world.testApp.context;
      await call(world.testApp, fresh, 'POST', 'user/submissions', { clientKey: clientKey() });
      const sent = await submitted(world, fresh);
      await decideAs(world, sent, 'send_to_review');
      await submitted(world, fresh);
      await insertNotification(db, { userId: fresh.id, kind: 'system', title: 'A', body: 'a' });
      await db.insert(chatMessages).values([
        { userId: fresh.id, sender: 'admin', body: 'hello', clientId: 'c-1' },
        { userId: fresh.id, sender: 'admin', body: 'again', clientId: 'c-2' },
      ]);
      await db.insert(articles).values({
        journalId: world.journal.journal.id,
        slug: `dash-${fresh.id}`,
        title: 'Dashboard article',
        publishedAt: PAST,
        submittedBy: fresh.id,
      });
      await call(world.testApp, fresh, 'PUT', `user/bookmarks/${world.journal.articles.review.id}`);

      const full = await get('user/dashboard', fresh);
      const body = full.json();
      expect(body.submissions.total).toBe(3);
      expect(body.submissions.byStatus).toMatchObject({ draft: 1, submitted: 1, under_review: 1 });
      expect(body.submissions.latest).toHaveLength(3);
      expect(body.articles).toMatchObject({ total: 1, latest: [{ title: 'Dashboard article' }] });
      // The editor's decision notified the author too.
      expect(body.notifications.unread).toBe(2);
      expect(body.notifications.latest.map((note: { title: string }) => note.title)).toEqual([
        'A',
        'Under review: Quiet numbers in loud places',
      ]);
      expect(body.chat.unread).toBe(2);
      expect(body.bookmarks.total).toBe(1);
      // No query per item: the same count with data as without.
      expect(queryCount(full)).toBe(emptyQueries);
      expect((await call(world.testApp, null, 'GET', 'user/dashboard')).statusCode).toBe(401);
    });

    it('counts the bookmarks the bookmarks page lists, leaving out articles no longer public', async () => {
      const { db } = world.testApp.context;
      const fresh = await (await import('./file-fixtures')).signedInUser(world.testApp);
      const { currentIssue } = world.journal.issues;
      const issue = await insertIssue(db, {
        journalId: currentIssue.journalId,
        volumeId: currentIssue.volumeId,
        number: 90 + fresh.id,
      });
      const withdrawn = await insertArticle(db, {
        journalId: currentIssue.journalId,
        issueId: issue.id,
        title: 'Soon withdrawn',
      });
      for (const id of [withdrawn.id, world.journal.articles.review.id]) {
        expect((await call(world.testApp, fresh, 'PUT', `user/bookmarks/${id}`)).statusCode).toBe(
          200,
        );
      }
      const totals = async () => [
        (await get('user/dashboard', fresh)).json().bookmarks.total,
        (await get('user/bookmarks', fresh)).json().meta.total,
      ];
      expect(await totals()).toEqual([2, 2]);
      // The issue is taken back (unpublished): its article leaves the public site.
      await db.update(issues).set({ publishedAt: null }).where(eq(issues.id, issue.id));
      expect(await totals()).toEqual([1, 1]);
    });
  });
});
