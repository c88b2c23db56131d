import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, files, notifications, submissionEvents } from '../src/db/schema';
import { signedInUser, TINY_PDF } from './file-fixtures';
import {
  approvedProof,
  call,
  clientKey,
  createPanelWorld,
  decideAs,
  type PanelWorld,
  queryCount,
  submitted,
  upload,
} from './panel-fixtures';

describe('editorial side (admin/submissions…)', () => {
  let world: PanelWorld;
  const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    call(world.testApp, world.admin, method, path, body);
  const ann = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    call(world.testApp, world.ann, method, path, body);

  beforeAll(async () => {
    world = await createPanelWorld();
  });
  afterAll(() => world.close());

  const notificationsOf = (userId: number) =>
    world.testApp.context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(notifications.id);

  describe('the queue', () => {
    it('never shows drafts, lists and reads submitted ones with their submitter', async () => {
      const draft = (await ann('POST', 'user/submissions', { clientKey: clientKey() })).json().id;
      const sent = await submitted(world, world.ann);
      const list = await admin('GET', 'admin/submissions?perPage=100');
      expect(list.statusCode).toBe(200);
      const ids = list.json().data.map((row: { id: number }) => row.id);
      expect(ids).toContain(sent);
      expect(ids).not.toContain(draft);
      expect(queryCount(list)).toBeLessThanOrEqual(3);
      expect((await admin('GET', `admin/submissions/${draft}`)).statusCode).toBe(404);
      const one = await admin('GET', `admin/submissions/${sent}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().submitter.id).toBe(world.ann.id);
      expect(queryCount(one)).toBeLessThanOrEqual(4);
    });

    it('filters by status, journal and the submitter’s name or email', async () => {
      const sent = await submitted(world, world.bob);
      const [bobRow] = (
        await admin('GET', `admin/submissions?q=${encodeURIComponent('files-author')}&perPage=100`)
      ).json().data;
      expect(bobRow).toBeDefined();
      const byStatus = await admin('GET', 'admin/submissions?status=submitted&perPage=100');
      expect(
        byStatus.json().data.every((row: { status: string }) => row.status === 'submitted'),
      ).toBe(true);
      const byOther = await admin(
        'GET',
        `admin/submissions?journalId=${world.otherJournal.journal.id}`,
      );
      expect(byOther.json().data.map((row: { id: number }) => row.id)).not.toContain(sent);
      const byDraftStatus = await admin('GET', 'admin/submissions?status=draft');
      expect(byDraftStatus.json().data).toEqual([]);
    });
  });

  describe('decisions', () => {
    it('refuses a decision the status does not allow (409 naming the status)', async () => {
      const id = await submitted(world, world.ann);
      await decideAs(world, id, 'decline', 'Out of scope.');
      const response = await admin('POST', `admin/submissions/${id}/decisions`, {
        decision: 'accept',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/declined/);
    });

    it('needs a message to request revisions or decline (422 on message)', async () => {
      const id = await submitted(world, world.ann);
      for (const decision of ['request_revisions', 'decline']) {
        const response = await admin('POST', `admin/submissions/${id}/decisions`, { decision });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.message).toHaveLength(1);
      }
      const bad = await admin('POST', `admin/submissions/${id}/decisions`, { decision: 'maybe' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.decision).toBeDefined();
    });

    const decisionsOn = async (id: number) => {
      const history = (await admin('GET', `admin/submissions/${id}`)).json().history;
      return history.filter((event: { actor: string }) => event.actor === 'editor');
    };
    const noticesAbout = async (id: number) =>
      (await notificationsOf(world.ann.id)).filter((note) => note.submissionId === id);

    it('answers a double-posted decision with the submission, recording and notifying once', async () => {
      for (const [decision, message] of [
        ['accept', undefined],
        ['request_revisions', 'Please add a limitations section.'],
      ] as const) {
        const id = await submitted(world, world.ann);
        const body = { decision, ...(message ? { message } : {}) };
        const first = await admin('POST', `admin/submissions/${id}/decisions`, body);
        const second = await admin('POST', `admin/submissions/${id}/decisions`, body);
        expect(first.statusCode).toBe(200);
        expect(second.statusCode).toBe(200);
        expect(second.json()).toEqual(first.json());
        expect(await decisionsOn(id)).toHaveLength(1);
        expect(await noticesAbout(id)).toHaveLength(1);
      }
    });

    it('answers both of two simultaneous identical decisions, recording and notifying once', async () => {
      const id = await submitted(world, world.ann);
      const post = () => admin('POST', `admin/submissions/${id}/decisions`, { decision: 'accept' });
      const answers = await Promise.all([post(), post()]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(await decisionsOn(id)).toHaveLength(1);
      expect(await noticesAbout(id)).toHaveLength(1);
    });

    it('still refuses a decision repeated with another message, by another editor or later (409)', async () => {
      const id = await submitted(world, world.ann);
      const decision = { decision: 'decline', message: 'Out of scope.' };
      expect((await admin('POST', `admin/submissions/${id}/decisions`, decision)).statusCode).toBe(
        200,
      );
      const reworded = await admin('POST', `admin/submissions/${id}/decisions`, {
        decision: 'decline',
        message: 'Out of scope, sorry.',
      });
      expect(reworded.statusCode).toBe(409);
      expect(reworded.json().message).toMatch(/declined/);
      const otherEditor = await signedInUser(world.testApp, 'admin');
      const byOther = await call(
        world.testApp,
        otherEditor,
        'POST',
        `admin/submissions/${id}/decisions`,
        decision,
      );
      expect(byOther.statusCode).toBe(409);
      await world.testApp.context.db
        .update(submissionEvents)
        .set({ createdAt: sql`now() - interval '2 minutes'` })
        .where(eq(submissionEvents.submissionId, id));
      const late = await admin('POST', `admin/submissions/${id}/decisions`, decision);
      expect(late.statusCode).toBe(409);
      expect(await decisionsOn(id)).toHaveLength(1);
      expect(await noticesAbout(id)).toHaveLength(1);
    });

    it('answers 404 for drafts and unknown ids', async () => {
      const draft = (await ann('POST', 'user/submissions', { clientKey: clientKey() })).json().id;
      for (const id of [draft, 999_999]) {
        const response = await admin('POST', `admin/submissions/${id}/decisions`, {
          decision: 'accept',
        });
        expect(response.statusCode).toBe(404);
      }
    });
  });

  describe('the whole loop: draft → submitted → review → revisions → resubmitted → accepted → published', () => {
    it('ends with a public article on its issue page and a notification per decision', async () => {
      const { journal } = world;
      const before = (await notificationsOf(world.ann.id)).length;
      const id = await submitted(world, world.ann);

      await decideAs(world, id, 'send_to_review');
      await decideAs(world, id, 'request_revisions', 'Please add a limitations section.');
      const revised = await upload(world.testApp, world.ann, 'manuscript', 'revised.pdf', TINY_PDF);
      await ann('POST', `user/submissions/${id}/files`, { fileId: revised, role: 'revision' });
      const resubmitted = await ann('POST', `user/submissions/${id}/resubmit`, {
        message: 'Added the section.',
      });
      expect(resubmitted.json().status).toBe('under_review');
      await decideAs(world, id, 'accept', 'Congratulations.');
      await approvedProof(world, id, world.ann);

      const targets = await admin('GET', `admin/submissions/${id}/issues`);
      expect(targets.statusCode).toBe(200);
      const issueIds = targets.json().data.map((issue: { id: number }) => issue.id);
      expect(issueIds).toContain(journal.issues.currentIssue.id);
      expect(issueIds).not.toContain(world.otherJournal.issues.currentIssue.id);
      expect(targets.json().data[0].sections.map((s: { title: string }) => s.title)).toEqual([
        'Research Articles',
        'Reviews',
      ]);
      const published = targets
        .json()
        .data.find((issue: { id: number }) => issue.id === journal.issues.draftIssue.id);
      expect(published.isPublished).toBe(false);

      // The issue page is read (and so cached) before the article exists.
      const tocBefore = await call(
        world.testApp,
        null,
        'GET',
        `journals/${journal.journal.slug}/issues/${journal.issues.currentIssue.id}`,
      );
      expect(tocBefore.statusCode).toBe(200);

      const response = await admin('POST', `admin/submissions/${id}/publish`, {
        issueId: journal.issues.currentIssue.id,
        doi: '10.5555/jqm.2024.99',
        pages: '101-110',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe('published');
      expect(body.article.path).toMatch(
        new RegExp(`^/journals/${journal.journal.slug}/articles/quiet-numbers-in-loud-places`),
      );
      const statuses = body.history.filter((event: { kind: string }) => event.kind === 'status');
      expect(statuses.map((event: { toStatus: string }) => event.toStatus)).toEqual([
        'draft',
        'submitted',
        'under_review',
        'revisions_requested',
        'under_review',
        'accepted',
        'published',
      ]);

      const articleSlug = body.article.path.split('/').at(-1);
      const page = await call(
        world.testApp,
        null,
        'GET',
        `journals/${journal.journal.slug}/articles/${articleSlug}`,
      );
      expect(page.statusCode).toBe(200);
      const article = page.json();
      expect(article).toMatchObject({
        title: 'Quiet numbers in loud places',
        abstract:
          '<p>We count quiet numbers.</p><p>Then we count them again &amp; compare &lt;results&gt;.</p>',
        keywords: ['numbers', 'silence'],
        doi: '10.5555/jqm.2024.99',
        pages: '101-110',
        section: { id: journal.sections.research.id },
        issue: { id: journal.issues.currentIssue.id },
      });
      expect(article.authors).toEqual([
        { name: 'Ann Author', affiliation: 'Quiet University', orcid: '0000-0002-1825-0097' },
        { name: 'Co Author', affiliation: null, orcid: null },
      ]);
      expect(article.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.acceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The galley is the revised PDF, public, served from its own copy.
      expect(article.pdfUrl).toMatch(/\/galleys\//);
      const galleyPath = new URL(article.pdfUrl).pathname;
      const galley = await world.testApp.app.inject({ method: 'GET', url: galleyPath });
      expect(galley.statusCode).toBe(200);
      expect(galley.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const toc = await call(
        world.testApp,
        null,
        'GET',
        `journals/${journal.journal.slug}/issues/${journal.issues.currentIssue.id}`,
      );
      const tocTitles = toc
        .json()
        .sections.flatMap((section: { articles: { title: string }[] }) => section.articles)
        .map((entry: { title: string }) => entry.title);
      expect(tocTitles).toContain('Quiet numbers in loud places');

      const [row] = await world.testApp.context.db
        .select({ submittedBy: articles.submittedBy })
        .from(articles)
        .where(eq(articles.id, body.article.id));
      expect(row?.submittedBy).toBe(world.ann.id);

      const notes = (await notificationsOf(world.ann.id)).slice(before);
      expect(notes.map((note) => [note.kind, note.title])).toEqual([
        ['decision', 'Under review: Quiet numbers in loud places'],
        ['decision', 'Revisions requested: Quiet numbers in loud places'],
        ['decision', 'Accepted: Quiet numbers in loud places'],
        ['proof', 'Proof to approve: Quiet numbers in loud places'],
        ['published', 'Published: Quiet numbers in loud places'],
      ]);
      expect(notes[1]?.body).toBe('Please add a limitations section.');
      expect(notes[1]?.link).toBe(`/panel/submission?id=${id}`);
      expect(notes[4]?.link).toBe(body.article.path);

      // The author sees it among their articles, and cannot publish or decide again.
      const mine = await ann('GET', 'user/articles');
      expect(mine.json().data.map((entry: { id: number }) => entry.id)).toContain(body.article.id);
      const twice = await admin('POST', `admin/submissions/${id}/publish`, {
        issueId: journal.issues.currentIssue.id,
      });
      expect(twice.statusCode).toBe(409);
    });
  });

  describe('publishing', () => {
    async function accepted(): Promise<number> {
      const id = await submitted(world, world.ann);
      await decideAs(world, id, 'accept');
      await approvedProof(world, id, world.ann);
      return id;
    }

    it('refuses a submission that is not accepted (409)', async () => {
      const id = await submitted(world, world.ann);
      const response = await admin('POST', `admin/submissions/${id}/publish`, {
        issueId: world.journal.issues.currentIssue.id,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/submitted/);
    });

    it('refuses an issue or section of another journal, and a galley that is not its PDF (422)', async () => {
      const id = await accepted();
      const wrongIssue = await admin('POST', `admin/submissions/${id}/publish`, {
        issueId: world.otherJournal.issues.currentIssue.id,
      });
      expect(wrongIssue.statusCode).toBe(422);
      expect(wrongIssue.json().errors.issueId).toHaveLength(1);
      const unknownIssue = await admin('POST', `admin/submissions/${id}/publish`, {
        issueId: 999_999,
      });
      expect(unknownIssue.json().errors.issueId).toHaveLength(1);
      const wrongSection = await admin('POST', `admin/submissions/${id}/publish`, {
        issueId: world.journal.issues.currentIssue.id,
        sectionId: world.otherJournal.sections.research.id,
      });
      expect(wrongSection.statusCode).toBe(422);
      expect(wrongSection.json().errors.sectionId).toHaveLength(1);
      const someFile = await upload(world.testApp, world.admin, 'manuscript');
      const wrongGalley = await admin('POST', `admin/submissions/${id}/publish`, {
        issueId: world.journal.issues.currentIssue.id,
        galleyFileId: someFile,
      });
      expect(wrongGalley.statusCode).toBe(422);
      expect(wrongGalley.json().errors.galleyFileId).toHaveLength(1);
      const badDoi = await admin('POST', `admin/submissions/${id}/publish`, {
        issueId: world.journal.issues.currentIssue.id,
        doi: 'not a doi',
      });
      expect(badDoi.statusCode).toBe(400);
      expect(badDoi.json().errors.doi).toBeDefined();
      expect((await admin('GET', `admin/submissions/${id}`)).json().status).toBe('accepted');
    });

    it('shows the section it was published in on the submission, not the one chosen at submission', async () => {
      const id = await accepted();
      const { reviews } = world.journal.sections;
      expect((await admin('GET', `admin/submissions/${id}`)).json().section.id).not.toBe(
        reviews.id,
      );
      const published = await admin('POST', `admin/submissions/${id}/publish`, {
        issueId: world.journal.issues.currentIssue.id,
        sectionId: reviews.id,
      });
      expect(published.statusCode).toBe(200);
      expect(published.json().section).toEqual({ id: reviews.id, title: reviews.title });
      const authorView = await call(world.testApp, world.ann, 'GET', `user/submissions/${id}`);
      expect(authorView.json().section.id).toBe(reviews.id);
    });

    it('gives two articles with one title distinct slugs, and galleys owned by no account', async () => {
      const first = await accepted();
      const second = await accepted();
      const target = { issueId: world.journal.issues.scheduledIssue.id };
      const a = (await admin('POST', `admin/submissions/${first}/publish`, target)).json();
      const b = (await admin('POST', `admin/submissions/${second}/publish`, target)).json();
      expect(a.article.path).not.toBe(b.article.path);
      const [galley] = await world.testApp.context.db
        .select()
        .from(files)
        .where(and(eq(files.purpose, 'galley'), eq(files.isPublic, true)))
        .orderBy(files.id)
        .limit(1);
      expect(galley?.ownerId).toBeNull();
    });

    describe('licence', () => {
      async function publishedArticle(body: Record<string, unknown> = {}) {
        const id = await accepted();
        const response = await admin('POST', `admin/submissions/${id}/publish`, {
          issueId: world.journal.issues.currentIssue.id,
          ...body,
        });
        expect(response.statusCode).toBe(200);
        const path = response.json().article.path.replace(/^\//, '');
        return (await call(world.testApp, null, 'GET', path)).json();
      }

      it("gives the article the journal's default licence, which the journal reports", async () => {
        const journal = (
          await call(world.testApp, null, 'GET', `journals/${world.journal.journal.slug}`)
        ).json();
        expect(journal.license).toEqual({
          name: 'CC BY 4.0',
          url: 'https://creativecommons.org/licenses/by/4.0/',
        });
        const article = await publishedArticle();
        expect(article.license).toBe('CC BY 4.0');
        expect(article.licenseUrl).toBe('https://creativecommons.org/licenses/by/4.0/');
      });

      it('uses the licence the editor picks instead', async () => {
        const article = await publishedArticle({ licenseId: 'cc-by-nc-sa-4.0' });
        expect(article.license).toBe('CC BY-NC-SA 4.0');
        expect(article.licenseUrl).toBe('https://creativecommons.org/licenses/by-nc-sa/4.0/');
      });

      it('refuses a licence that is not offered (400), publishing nothing', async () => {
        const id = await accepted();
        const response = await admin('POST', `admin/submissions/${id}/publish`, {
          issueId: world.journal.issues.currentIssue.id,
          licenseId: 'all-rights-reserved',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.licenseId).toEqual(['Choose one of the licences offered.']);
        expect((await admin('GET', `admin/submissions/${id}`)).json().status).toBe('accepted');
      });
    });

    it('tells the author the article can be read when the issue is public', async () => {
      const id = await accepted();
      const response = await admin('POST', `admin/submissions/${id}/publish`, {
        issueId: world.journal.issues.currentIssue.id,
      });
      expect(response.statusCode).toBe(200);
      const [note] = (await notificationsOf(world.ann.id)).filter(
        (entry) => entry.submissionId === id && entry.kind === 'published',
      );
      expect(note?.body).toBe(
        'Your article is now published and can be read on the journal’s site.',
      );
      expect(note?.link).toBe(response.json().article.path);
    });

    it('tells the author when the article becomes readable if its issue is not public yet', async () => {
      const { draftIssue, scheduledIssue } = world.journal.issues;
      for (const issue of [draftIssue, scheduledIssue]) {
        const id = await accepted();
        const response = await admin('POST', `admin/submissions/${id}/publish`, {
          issueId: issue.id,
        });
        expect(response.statusCode).toBe(200);
        const [note] = (await notificationsOf(world.ann.id)).filter(
          (entry) => entry.submissionId === id && entry.kind === 'published',
        );
        const label = issue === draftIssue ? 'Vol. 3 No. 1 (2025)' : 'Vol. 2 No. 2 (2024)';
        expect(note?.body).toBe(
          `Your article is scheduled in ${label}; it becomes readable when the issue is published.`,
        );
        expect(note?.link).toBe(`/panel/submission?id=${id}`);
        // The article page really is not public yet, so a link to it would be a 404.
        const path = response.json().article.path.replace(/^\//, '');
        expect((await call(world.testApp, null, 'GET', path)).statusCode).toBe(404);
      }
    });

    it('answers 404 for the publish targets of a draft', async () => {
      const draft = (await ann('POST', 'user/submissions', { clientKey: clientKey() })).json().id;
      expect((await admin('GET', `admin/submissions/${draft}/issues`)).statusCode).toBe(404);
    });
  });

  describe('files of submissions', () => {
    it('lets administrators download a submission’s file, and other authors not', async () => {
      const id = await submitted(world, world.ann);
      const fileId = (await admin('GET', `admin/submissions/${id}`)).json().files[0].id;
      expect((await admin('GET', `files/${fileId}`)).statusCode).toBe(200);
      expect((await ann('GET', `files/${fileId}`)).statusCode).toBe(200);
      expect((await call(world.testApp, world.bob, 'GET', `files/${fileId}`)).statusCode).toBe(404);
    });
  });
});
