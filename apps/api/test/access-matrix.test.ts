import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleNotices,
  chatMessages,
  issues,
  journalPages,
  journals,
  news,
  sections,
} from '../src/db/schema';
import { insertNotification } from '../src/notifications/notification-store';
import { TINY_PNG } from './file-fixtures';
import { insertArticle } from './fixtures';
import {
  call,
  clientKey,
  completeDraft,
  createPanelWorld,
  decideAs,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
  submitted,
  upload,
} from './panel-fixtures';

/**
 * Two authors, the staff of journals and an administrator against every `user/*` and `admin/*`
 * endpoint: Ann owns submissions in several states (in her journal's research section), files, a
 * published article, notifications, bookmarks and chat messages; Bob (an author), a reviewer of
 * her journal, the section editor of its other section, the editor and the manager of another
 * journal, and the administrator aim every request at Ann's ids. The matrix is
 * generated from one table, and the table must cover every such operation of the OpenAPI
 * document, so a new endpoint cannot be added without being checked here.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `owned`: names something of Ann's by id → 404 for anyone else (the admin included: the
 *   `user/*` side is always the caller's own).
 * - `self`: acts on the caller only → Bob's call may succeed or fail, but never touches Ann.
 * - `journal`: the back office of Ann's journal → 403 for authors and reviewers; for the staff
 *   of another journal or another section, 403 or 404 (a list: 200 without Ann's things).
 * - `site`: site administrators only → 403 for everyone else, journal staff included.
 */
type Kind = 'owned' | 'self' | 'journal' | 'site';

interface Row {
  method: Method;
  /** The OpenAPI path, e.g. `/api/user/submissions/{id}`. */
  route: string;
  kind: Kind;
  /** A list (`journal` only): answers 200 to anyone in the back office, with only their journals. */
  list?: true;
  /** A list for journal managers alone: other staff get 403 (the audit log). */
  managersOnly?: true;
  /** The staff list of Ann's journal: the journal's own section editors may read it. */
  staffList?: true;
  /** The concrete path and body, built from Ann's ids (and Bob's own, where a body needs them). */
  request: () => { path: string; body?: unknown };
}

interface AnnIds {
  draft: number;
  draftFile: number;
  submitted: number;
  revisions: number;
  revisionFile: number;
  article: number;
  /** A correction on that article. */
  notice: number;
  notification: number;
  avatarFile: number;
  chatMessage: number;
  bobDraft: number;
  bobFile: number;
  /** An open invitation to Ann's journal. */
  invitation: number;
  /** Ann's journal's sections: hers, the other, and one that files nothing. */
  researchSection: number;
  reviewsSection: number;
  emptySection: number;
  /** A journal that holds nothing (so deleting it would succeed). */
  emptyJournal: number;
  /** A news item and a page of Ann's journal. */
  news: number;
  page: number;
  /** One of the site's own pages. */
  sitePage: number;
  /** A draft issue of Ann's journal that holds no article. */
  draftIssue: number;
  /** An image uploaded by the administrator as a cover (what a logo is set from). */
  coverFile: number;
  /** A submission of Ann's under review, and a reviewer's assignment on it. */
  inReview: number;
  assignment: number;
}

/** The journal staff of the matrix (see `createStaff`). */
interface Staff {
  /** Editor of Ann's journal: the back office of her journal is theirs. */
  editor: PanelAccount;
  /** Section editor of her section: her submissions, but no publishing. */
  sectionEditor: PanelAccount;
  /** Outsiders to Ann's submissions, each with a back office of their own. */
  reviewer: PanelAccount;
  otherSectionEditor: PanelAccount;
  otherJournalEditor: PanelAccount;
  otherJournalManager: PanelAccount;
}

async function createStaff(world: PanelWorld): Promise<Staff> {
  const annJournal = world.journal.journal.id;
  const { research, reviews } = world.journal.sections;
  const other = world.otherJournal.journal.id;
  return {
    editor: await staffAccount(world, annJournal, ['editor']),
    sectionEditor: await staffAccount(world, annJournal, ['section_editor'], [research.id]),
    reviewer: await staffAccount(world, annJournal, ['reviewer']),
    otherSectionEditor: await staffAccount(world, annJournal, ['section_editor'], [reviews.id]),
    otherJournalEditor: await staffAccount(world, other, ['editor']),
    otherJournalManager: await staffAccount(world, other, ['manager']),
  };
}

describe('access matrix: authors, journal staff and an administrator', () => {
  let world: PanelWorld;
  let ids: AnnIds;
  let staff: Staff;

  beforeAll(async () => {
    world = await createPanelWorld();
    staff = await createStaff(world);
    const { testApp, ann, bob } = world;
    const { db } = testApp.context;
    const draft = await completeDraft(world, ann);
    const draftFile = (await call(testApp, ann, 'GET', `user/submissions/${draft}`)).json().files[0]
      .id;
    const sent = await submitted(world, ann);
    const revisions = await submitted(world, ann);
    await decideAs(world, revisions, 'request_revisions', 'Please revise.');
    const revisionFile = await upload(testApp, ann, 'manuscript', 'revised.pdf');
    await call(testApp, ann, 'POST', `user/submissions/${revisions}/files`, {
      fileId: revisionFile,
      role: 'revision',
    });
    const article = await insertArticle(db, {
      journalId: world.journal.journal.id,
      issueId: world.journal.issues.currentIssue.id,
      submittedBy: ann.id,
    });
    const { notification } = await insertNotification(db, {
      userId: ann.id,
      kind: 'system',
      title: 'For Ann',
      body: 'Private.',
    });
    const avatarFile = await upload(testApp, ann, 'avatar', 'ann.png', TINY_PNG);
    await call(testApp, ann, 'PUT', 'user/avatar', { fileId: avatarFile });
    await call(testApp, ann, 'PUT', `user/bookmarks/${world.journal.articles.review.id}`);
    const [message] = await db
      .insert(chatMessages)
      .values({ userId: ann.id, sender: 'admin', body: 'Hello Ann', clientId: 'matrix-1' })
      .returning({ id: chatMessages.id });
    const bobDraft = (
      await call(testApp, bob, 'POST', 'user/submissions', { clientKey: clientKey() })
    ).json().id;
    const bobFile = await upload(testApp, bob, 'manuscript');
    const invitation = (
      await call(
        testApp,
        world.admin,
        'POST',
        `admin/journals/${world.journal.journal.id}/invitations`,
        {
          email: 'invited@example.org',
          roles: ['reviewer'],
        },
      )
    ).json().id;
    const [emptySection] = await db
      .insert(sections)
      .values({ journalId: world.journal.journal.id, title: 'Empty', position: 9 })
      .returning({ id: sections.id });
    const [emptyJournal] = await db
      .insert(journals)
      .values({ slug: 'empty-matrix-journal', title: 'Empty' })
      .returning({ id: journals.id });
    const [newsItem] = await db
      .insert(news)
      .values({
        journalId: world.journal.journal.id,
        slug: 'matrix-news',
        title: 'News',
        body: '<p>x</p>',
      })
      .returning({ id: news.id });
    const [page] = await db
      .insert(journalPages)
      .values({
        journalId: world.journal.journal.id,
        slug: 'matrix-page',
        title: 'Page',
        body: '<p>x</p>',
      })
      .returning({ id: journalPages.id });
    const [sitePage] = await db
      .insert(journalPages)
      .values({ journalId: null, slug: 'matrix-site-page', title: 'Site page', body: '<p>x</p>' })
      .returning({ id: journalPages.id });
    const [draftIssue] = await db
      .insert(issues)
      .values({
        journalId: world.journal.journal.id,
        volumeId: world.journal.issues.currentIssue.volumeId,
        number: 99,
        year: 2027,
      })
      .returning({ id: issues.id });
    const [notice] = await db
      .insert(articleNotices)
      .values({
        articleId: article.id,
        type: 'correction',
        text: '<p>A correction.</p>',
        date: '2026-01-02',
      })
      .returning({ id: articleNotices.id });
    ids = {
      draft,
      draftFile,
      submitted: sent,
      revisions,
      revisionFile,
      article: article.id,
      notice: notice?.id ?? 0,
      notification: notification.id,
      avatarFile,
      chatMessage: message?.id ?? 0,
      bobDraft,
      bobFile,
      invitation,
      researchSection: world.journal.sections.research.id,
      reviewsSection: world.journal.sections.reviews.id,
      emptySection: emptySection?.id ?? 0,
      emptyJournal: emptyJournal?.id ?? 0,
      news: newsItem?.id ?? 0,
      page: page?.id ?? 0,
      sitePage: sitePage?.id ?? 0,
      draftIssue: draftIssue?.id ?? 0,
      coverFile: await upload(testApp, world.admin, 'cover', 'logo.png', TINY_PNG),
      ...(await inReviewIds()),
    };
  });

  /** Ann's submission sent to review, with one reviewer invited by address. */
  async function inReviewIds(): Promise<{ inReview: number; assignment: number }> {
    const inReview = await submitted(world, world.ann);
    await decideAs(world, inReview, 'send_to_review');
    const invited = await call(
      world.testApp,
      world.admin,
      'POST',
      `admin/submissions/${inReview}/reviewers`,
      {
        name: 'Matrix Reviewer',
        email: 'matrix-reviewer@example.org',
      },
    );
    if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
    return { inReview, assignment: invited.json().rounds[0].assignments[0].id };
  }
  afterAll(() => world.close());

  const rows: Row[] = [
    // Peer review (see also test/peer-review.test.ts for the reviewer's side).
    {
      method: 'GET',
      route: '/api/user/submissions/{id}/reviews',
      kind: 'owned',
      request: () => ({ path: `user/submissions/${ids.inReview}/reviews` }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}/review',
      kind: 'journal',
      request: () => ({ path: `admin/submissions/${ids.inReview}/review` }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}/reviewer-candidates',
      kind: 'journal',
      request: () => ({ path: `admin/submissions/${ids.inReview}/reviewer-candidates` }),
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/{id}/reviewers',
      kind: 'journal',
      request: () => ({
        path: `admin/submissions/${ids.inReview}/reviewers`,
        body: { name: 'Outsider Pick', email: 'outsider-pick@example.org' },
      }),
    },
    {
      method: 'PATCH',
      route: '/api/admin/review-assignments/{id}',
      kind: 'journal',
      request: () => ({
        path: `admin/review-assignments/${ids.assignment}`,
        body: { reviewDueAt: '2999-01-01' },
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/review-assignments/{id}/withdraw',
      kind: 'journal',
      request: () => ({ path: `admin/review-assignments/${ids.assignment}/withdraw` }),
    },
    {
      method: 'POST',
      route: '/api/admin/review-assignments/{id}/remind',
      kind: 'journal',
      request: () => ({ path: `admin/review-assignments/${ids.assignment}/remind`, body: {} }),
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/{id}/review-files/{fileId}/clean',
      kind: 'journal',
      request: () => ({
        path: `admin/submissions/${ids.inReview}/review-files/${ids.draftFile}/clean`,
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}/review-files/{fileId}',
      kind: 'journal',
      request: () => ({ path: `admin/submissions/${ids.inReview}/review-files/${ids.draftFile}` }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}/decision-draft',
      kind: 'journal',
      request: () => ({ path: `admin/submissions/${ids.inReview}/decision-draft?decision=accept` }),
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/{id}/review-decision',
      kind: 'journal',
      request: () => ({
        path: `admin/submissions/${ids.inReview}/review-decision`,
        body: { decision: 'accept', letter: 'Accepted.' },
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/journals/{journalId}/review-settings',
      kind: 'journal',
      staffList: true,
      request: () => ({ path: `admin/journals/${world.journal.journal.id}/review-settings` }),
    },
    {
      method: 'PUT',
      route: '/api/admin/journals/{journalId}/review-settings',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/review-settings`,
        body: {
          mode: 'open',
          responseDays: 3,
          reviewDays: 10,
          responseReminderDays: [],
          reviewReminderDays: [],
          tellReviewersOutcome: false,
          invitationTemplate: 'x',
          reminderTemplate: 'x',
          decisionTemplates: { request_revisions: 'x', accept: 'x', decline: 'x' },
          version: 1,
        },
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/journals/{journalId}/review-form',
      kind: 'journal',
      staffList: true,
      request: () => ({ path: `admin/journals/${world.journal.journal.id}/review-form` }),
    },
    {
      method: 'PUT',
      route: '/api/admin/journals/{journalId}/review-form',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/review-form`,
        body: { questions: [] },
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/journals/{journalId}/reviewers',
      kind: 'journal',
      staffList: true,
      request: () => ({ path: `admin/journals/${world.journal.journal.id}/reviewers` }),
    },
    {
      method: 'PUT',
      route: '/api/admin/journals/{journalId}/reviewers/{userId}/interests',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/reviewers/${staff.reviewer.id}/interests`,
        body: { interests: ['Outsider topic'] },
      }),
    },
    // A reviewer's declared interests (only their own: none of the path names another person).
    {
      method: 'GET',
      route: '/api/user/reviewer-interests',
      kind: 'self',
      request: () => ({ path: 'user/reviewer-interests' }),
    },
    {
      method: 'PUT',
      route: '/api/user/reviewer-interests/{journalId}',
      kind: 'self',
      request: () => ({
        path: `user/reviewer-interests/${world.journal.journal.id}`,
        body: { interests: ['Own topic'] },
      }),
    },
    // The author panel.
    {
      method: 'GET',
      route: '/api/user/dashboard',
      kind: 'self',
      request: () => ({ path: 'user/dashboard' }),
    },
    {
      method: 'GET',
      route: '/api/user/submission-options',
      kind: 'self',
      request: () => ({ path: 'user/submission-options' }),
    },
    {
      method: 'GET',
      route: '/api/user/submissions',
      kind: 'self',
      request: () => ({ path: 'user/submissions?perPage=100' }),
    },
    {
      method: 'POST',
      route: '/api/user/submissions',
      kind: 'self',
      request: () => ({
        path: 'user/submissions',
        body: { clientKey: clientKey(), title: 'Bob’s own' },
      }),
    },
    ...(['draft', 'submitted', 'revisions'] as const).flatMap((which): Row[] => [
      {
        method: 'GET',
        route: '/api/user/submissions/{id}',
        kind: 'owned',
        request: () => ({ path: `user/submissions/${ids[which]}` }),
      },
      {
        method: 'PATCH',
        route: '/api/user/submissions/{id}',
        kind: 'owned',
        request: () => ({ path: `user/submissions/${ids[which]}`, body: { title: 'Taken over' } }),
      },
      {
        method: 'DELETE',
        route: '/api/user/submissions/{id}',
        kind: 'owned',
        request: () => ({ path: `user/submissions/${ids[which]}` }),
      },
      {
        method: 'POST',
        route: '/api/user/submissions/{id}/submit',
        kind: 'owned',
        request: () => ({ path: `user/submissions/${ids[which]}/submit`, body: {} }),
      },
      {
        method: 'POST',
        route: '/api/user/submissions/{id}/resubmit',
        kind: 'owned',
        request: () => ({
          path: `user/submissions/${ids[which]}/resubmit`,
          body: { message: 'Mine now.' },
        }),
      },
      {
        method: 'POST',
        route: '/api/user/submissions/{id}/files',
        kind: 'owned',
        request: () => ({
          path: `user/submissions/${ids[which]}/files`,
          body: { fileId: ids.bobFile, role: 'supplementary' },
        }),
      },
    ]),
    {
      method: 'DELETE',
      route: '/api/user/submissions/{id}/files/{fileId}',
      kind: 'owned',
      request: () => ({ path: `user/submissions/${ids.draft}/files/${ids.draftFile}` }),
    },
    {
      method: 'DELETE',
      route: '/api/user/submissions/{id}/files/{fileId}',
      kind: 'owned',
      request: () => ({ path: `user/submissions/${ids.revisions}/files/${ids.revisionFile}` }),
    },
    // Ann's file named in the body of a request on the caller's own draft: refused, not attached.
    {
      method: 'POST',
      route: '/api/user/submissions/{id}/files',
      kind: 'self',
      request: () => ({
        path: `user/submissions/${ids.bobDraft}/files`,
        body: { fileId: ids.draftFile, role: 'manuscript' },
      }),
    },
    {
      method: 'GET',
      route: '/api/user/articles',
      kind: 'self',
      request: () => ({ path: 'user/articles' }),
    },
    {
      method: 'GET',
      route: '/api/user/articles/{id}',
      kind: 'owned',
      request: () => ({ path: `user/articles/${ids.article}` }),
    },
    {
      method: 'GET',
      route: '/api/user/articles/{id}/metrics',
      kind: 'owned',
      request: () => ({ path: `user/articles/${ids.article}/metrics` }),
    },
    {
      method: 'GET',
      route: '/api/user/notifications',
      kind: 'self',
      request: () => ({ path: 'user/notifications' }),
    },
    {
      method: 'POST',
      route: '/api/user/notifications/read-all',
      kind: 'self',
      request: () => ({ path: 'user/notifications/read-all', body: {} }),
    },
    {
      method: 'GET',
      route: '/api/user/notifications/{id}',
      kind: 'owned',
      request: () => ({ path: `user/notifications/${ids.notification}` }),
    },
    {
      method: 'POST',
      route: '/api/user/notifications/{id}/read',
      kind: 'owned',
      request: () => ({ path: `user/notifications/${ids.notification}/read`, body: {} }),
    },
    {
      method: 'GET',
      route: '/api/user/bookmarks',
      kind: 'self',
      request: () => ({ path: 'user/bookmarks' }),
    },
    {
      method: 'GET',
      route: '/api/user/bookmarks/{articleId}',
      kind: 'self',
      request: () => ({ path: `user/bookmarks/${world.journal.articles.review.id}` }),
    },
    {
      method: 'PUT',
      route: '/api/user/bookmarks/{articleId}',
      kind: 'self',
      request: () => ({ path: `user/bookmarks/${world.journal.articles.firstResearch.id}` }),
    },
    {
      method: 'DELETE',
      route: '/api/user/bookmarks/{articleId}',
      kind: 'self',
      request: () => ({ path: `user/bookmarks/${world.journal.articles.review.id}` }),
    },
    {
      method: 'PATCH',
      route: '/api/user/profile',
      kind: 'self',
      request: () => ({ path: 'user/profile', body: { bio: 'Bob’s bio' } }),
    },
    {
      method: 'PUT',
      route: '/api/user/avatar',
      kind: 'self',
      request: () => ({ path: 'user/avatar', body: { fileId: ids.avatarFile } }),
    },
    {
      method: 'DELETE',
      route: '/api/user/avatar',
      kind: 'self',
      request: () => ({ path: 'user/avatar' }),
    },
    {
      method: 'POST',
      route: '/api/user/email',
      kind: 'self',
      request: () => ({
        path: 'user/email',
        body: { email: 'taken-over@quire.test', currentPassword: 'wrong password' },
      }),
    },
    {
      method: 'GET',
      route: '/api/user/mail-preferences',
      kind: 'self',
      request: () => ({ path: 'user/mail-preferences' }),
    },
    {
      method: 'PATCH',
      route: '/api/user/mail-preferences',
      kind: 'self',
      request: () => ({ path: 'user/mail-preferences', body: { decisions: false } }),
    },
    {
      method: 'DELETE',
      route: '/api/user/account',
      kind: 'self',
      request: () => ({
        path: 'user/account',
        body: { currentPassword: 'wrong password', confirm: 'DELETE' },
      }),
    },
    // The chat: one conversation per user, so every call is the caller's own.
    {
      method: 'GET',
      route: '/api/user/messages',
      kind: 'self',
      request: () => ({ path: 'user/messages' }),
    },
    {
      method: 'POST',
      route: '/api/user/messages',
      kind: 'self',
      request: () => ({ path: 'user/messages', body: { body: 'Hi', client_id: clientKey() } }),
    },
    {
      method: 'POST',
      route: '/api/user/messages/read',
      kind: 'owned',
      request: () => ({ path: 'user/messages/read', body: { id: ids.chatMessage } }),
    },
    {
      method: 'POST',
      route: '/api/user/messages/read-all',
      kind: 'self',
      request: () => ({ path: 'user/messages/read-all', body: {} }),
    },
    {
      method: 'GET',
      route: '/api/user/messages/unread-count',
      kind: 'self',
      request: () => ({ path: 'user/messages/unread-count' }),
    },
    // The editors' side.
    {
      method: 'GET',
      route: '/api/admin/submissions',
      kind: 'journal',
      list: true,
      request: () => ({ path: 'admin/submissions' }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}',
      kind: 'journal',
      request: () => ({ path: `admin/submissions/${ids.submitted}` }),
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/{id}/decisions',
      kind: 'journal',
      request: () => ({
        path: `admin/submissions/${ids.submitted}/decisions`,
        body: { decision: 'accept' },
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}/issues',
      kind: 'journal',
      request: () => ({ path: `admin/submissions/${ids.submitted}/issues` }),
    },
    {
      method: 'GET',
      route: '/api/admin/submission-views',
      kind: 'journal',
      list: true,
      request: () => ({ path: 'admin/submission-views' }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}/editors',
      kind: 'journal',
      request: () => ({ path: `admin/submissions/${ids.submitted}/editors` }),
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/{id}/editors',
      kind: 'journal',
      request: () => ({
        path: `admin/submissions/${ids.submitted}/editors`,
        body: { userId: staff.otherJournalEditor.id },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/submissions/{id}/editors/{userId}',
      kind: 'journal',
      request: () => ({
        path: `admin/submissions/${ids.submitted}/editors/${staff.otherJournalEditor.id}`,
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/{id}/publish',
      kind: 'journal',
      request: () => ({
        path: `admin/submissions/${ids.submitted}/publish`,
        body: { issueId: world.journal.issues.currentIssue.id },
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}/production',
      kind: 'journal',
      request: () => ({ path: `admin/submissions/${ids.submitted}/production` }),
    },
    {
      method: 'PUT',
      route: '/api/admin/submissions/{id}/production/stage',
      kind: 'journal',
      request: () => ({
        path: `admin/submissions/${ids.submitted}/production/stage`,
        body: { stage: 'production' },
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/{id}/production/galleys',
      kind: 'journal',
      request: () => ({
        path: `admin/submissions/${ids.submitted}/production/galleys`,
        body: { fileId: ids.bobFile },
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}/production/galleys/{galleyId}',
      kind: 'journal',
      request: () => ({ path: `admin/submissions/${ids.submitted}/production/galleys/1` }),
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/{id}/proofs',
      kind: 'journal',
      request: () => ({ path: `admin/submissions/${ids.submitted}/proofs` }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}/proofs/{proofId}/corrections-file',
      kind: 'journal',
      request: () => ({ path: `admin/submissions/${ids.submitted}/proofs/1/corrections-file` }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}/discussions',
      kind: 'journal',
      request: () => ({ path: `admin/submissions/${ids.submitted}/discussions` }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}/discussions/{thread}',
      kind: 'journal',
      request: () => ({ path: `admin/submissions/${ids.submitted}/discussions/editors` }),
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/{id}/discussions/{thread}/messages',
      kind: 'journal',
      request: () => ({
        path: `admin/submissions/${ids.submitted}/discussions/editors/messages`,
        body: { body: 'Not yours to write.', clientId: 'matrix-editors-1' },
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/{id}/discussions/{thread}/read',
      kind: 'journal',
      request: () => ({
        path: `admin/submissions/${ids.submitted}/discussions/editors/read`,
        body: {},
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/{id}/discussions/{thread}/attachments',
      kind: 'journal',
      request: () => ({
        path: `admin/submissions/${ids.submitted}/discussions/editors/attachments`,
        body: {},
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}/discussions/{thread}/attachments/{fileId}',
      kind: 'journal',
      request: () => ({
        path: `admin/submissions/${ids.submitted}/discussions/editors/attachments/1`,
      }),
    },
    {
      method: 'GET',
      route: '/api/user/submissions/{id}/discussions',
      kind: 'owned',
      request: () => ({ path: `user/submissions/${ids.submitted}/discussions` }),
    },
    {
      method: 'GET',
      route: '/api/user/submissions/{id}/discussions/{thread}',
      kind: 'owned',
      request: () => ({ path: `user/submissions/${ids.submitted}/discussions/editor-author` }),
    },
    {
      method: 'POST',
      route: '/api/user/submissions/{id}/discussions/{thread}/messages',
      kind: 'owned',
      request: () => ({
        path: `user/submissions/${ids.submitted}/discussions/editor-author/messages`,
        body: { body: 'Not yours to write.', clientId: 'matrix-author-1' },
      }),
    },
    {
      method: 'POST',
      route: '/api/user/submissions/{id}/discussions/{thread}/read',
      kind: 'owned',
      request: () => ({
        path: `user/submissions/${ids.submitted}/discussions/editor-author/read`,
        body: {},
      }),
    },
    {
      method: 'POST',
      route: '/api/user/submissions/{id}/discussions/{thread}/attachments',
      kind: 'owned',
      request: () => ({
        path: `user/submissions/${ids.submitted}/discussions/editor-author/attachments`,
        body: {},
      }),
    },
    {
      method: 'GET',
      route: '/api/user/submissions/{id}/discussions/{thread}/attachments/{fileId}',
      kind: 'owned',
      request: () => ({
        path: `user/submissions/${ids.submitted}/discussions/editor-author/attachments/1`,
      }),
    },
    {
      method: 'GET',
      route: '/api/user/discussions/unread',
      kind: 'self',
      request: () => ({ path: 'user/discussions/unread' }),
    },
    {
      method: 'GET',
      route: '/api/user/submissions/{id}/production',
      kind: 'owned',
      request: () => ({ path: `user/submissions/${ids.submitted}/production` }),
    },
    {
      method: 'GET',
      route: '/api/user/submissions/{id}/production/galleys/{galleyId}',
      kind: 'owned',
      request: () => ({ path: `user/submissions/${ids.submitted}/production/galleys/1` }),
    },
    {
      method: 'GET',
      route: '/api/user/submissions/{id}/proofs/{proofId}/corrections-file',
      kind: 'owned',
      request: () => ({ path: `user/submissions/${ids.submitted}/proofs/1/corrections-file` }),
    },
    {
      method: 'POST',
      route: '/api/user/submissions/{id}/proofs/{proofId}/approve',
      kind: 'owned',
      request: () => ({ path: `user/submissions/${ids.submitted}/proofs/1/approve` }),
    },
    {
      method: 'POST',
      route: '/api/user/submissions/{id}/proofs/{proofId}/corrections',
      kind: 'owned',
      request: () => ({
        path: `user/submissions/${ids.submitted}/proofs/1/corrections`,
        body: { corrections: 'Taken over' },
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/issues',
      kind: 'journal',
      list: true,
      request: () => ({ path: 'admin/issues' }),
    },
    {
      method: 'GET',
      route: '/api/admin/issues/{issueId}',
      kind: 'journal',
      request: () => ({ path: `admin/issues/${world.journal.issues.currentIssue.id}` }),
    },
    {
      method: 'POST',
      route: '/api/admin/issues',
      kind: 'journal',
      request: () => ({
        path: 'admin/issues',
        body: { journalId: world.journal.journal.id, volume: 50, number: 1, year: 2027 },
      }),
    },
    {
      method: 'PUT',
      route: '/api/admin/issues/{issueId}',
      kind: 'journal',
      request: () => ({
        path: `admin/issues/${ids.draftIssue}`,
        body: { volume: 51, number: 1, year: 2027, title: 'Taken over', version: 1 },
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/issues/{issueId}/publish',
      kind: 'journal',
      request: () => ({
        path: `admin/issues/${ids.draftIssue}/publish`,
        body: { at: null, version: 1 },
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/issues/{issueId}/draft',
      kind: 'journal',
      request: () => ({ path: `admin/issues/${ids.draftIssue}/draft`, body: { version: 1 } }),
    },
    {
      method: 'POST',
      route: '/api/admin/issues/{issueId}/withdraw',
      kind: 'journal',
      request: () => ({
        path: `admin/issues/${world.journal.issues.currentIssue.id}/withdraw`,
        body: { reason: 'Taken over', version: 1 },
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/issues/{issueId}/current',
      kind: 'journal',
      request: () => ({
        path: `admin/issues/${world.journal.issues.oldIssue.id}/current`,
        body: { version: 1 },
      }),
    },
    {
      method: 'PUT',
      route: '/api/admin/issues/{issueId}/contents',
      kind: 'journal',
      request: () => ({
        path: `admin/issues/${ids.draftIssue}/contents`,
        body: { articles: [], version: 1 },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/issues/{issueId}',
      kind: 'journal',
      request: () => ({ path: `admin/issues/${ids.draftIssue}` }),
    },
    {
      method: 'POST',
      route: '/api/admin/issues/{issueId}/articles',
      kind: 'journal',
      request: () => ({
        path: `admin/issues/${ids.draftIssue}/articles`,
        body: {
          title: 'Intruding article',
          authors: [{ name: 'Intruder' }],
          type: 'editorial',
          sectionId: null,
          license: 'cc-by-4.0',
        },
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/articles/{articleId}',
      kind: 'journal',
      request: () => ({ path: `admin/articles/${ids.article}` }),
    },
    {
      method: 'PUT',
      route: '/api/admin/articles/{articleId}',
      kind: 'journal',
      request: () => ({
        path: `admin/articles/${ids.article}`,
        body: {
          title: 'Taken over',
          authors: [{ name: 'Intruder' }],
          type: 'editorial',
          sectionId: null,
          license: 'cc-by-4.0',
          version: 1,
        },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/articles/{articleId}',
      kind: 'journal',
      request: () => ({ path: `admin/articles/${ids.article}` }),
    },
    {
      method: 'PUT',
      route: '/api/admin/articles/{articleId}/galley',
      kind: 'journal',
      request: () => ({
        path: `admin/articles/${ids.article}/galley`,
        body: { fileId: ids.draftFile },
      }),
    },
    {
      method: 'PUT',
      route: '/api/admin/articles/{articleId}/figures',
      kind: 'journal',
      request: () => ({
        path: `admin/articles/${ids.article}/figures`,
        body: { href: 'f1.png', fileId: ids.draftFile },
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/articles/{articleId}/supplementary-files',
      kind: 'journal',
      request: () => ({
        path: `admin/articles/${ids.article}/supplementary-files`,
        body: { fileId: ids.draftFile, label: 'Intruding data', dataType: 'dataset' },
      }),
    },
    {
      method: 'PUT',
      route: '/api/admin/articles/{articleId}/supplementary-files',
      kind: 'journal',
      request: () => ({
        path: `admin/articles/${ids.article}/supplementary-files`,
        body: { files: [] },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/articles/{articleId}/supplementary-files/{fileId}',
      kind: 'journal',
      request: () => ({ path: `admin/articles/${ids.article}/supplementary-files/1` }),
    },
    {
      method: 'GET',
      route: '/api/admin/articles/{articleId}/notices',
      kind: 'journal',
      request: () => ({ path: `admin/articles/${ids.article}/notices` }),
    },
    {
      method: 'POST',
      route: '/api/admin/articles/{articleId}/notices',
      kind: 'journal',
      request: () => ({
        path: `admin/articles/${ids.article}/notices`,
        body: { type: 'retraction', text: '<p>Retracted by an intruder.</p>', date: '2026-01-02' },
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/journals/{journalId}/doi',
      kind: 'journal',
      request: () => ({ path: `admin/journals/${world.journal.journal.id}/doi` }),
    },
    {
      method: 'PUT',
      route: '/api/admin/journals/{journalId}/doi',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/doi`,
        body: {
          version: 1,
          prefix: '10.9999',
          articlePattern: 'taken.{article}',
          issuePattern: 'taken.{issue}',
          username: 'intruder',
          depositorEmail: 'intruder@example.test',
          password: 'intruder-password',
          environment: 'production',
        },
      }),
    },
    ...(['issue', 'article', 'notice'] as const).flatMap((kind): Row[] => {
      const base = {
        issue: '/api/admin/issues/{issueId}',
        article: '/api/admin/articles/{articleId}',
        notice: '/api/admin/notices/{noticeId}',
      }[kind];
      const path = () =>
        ({
          issue: `admin/issues/${world.journal.issues.currentIssue.id}`,
          article: `admin/articles/${ids.article}`,
          notice: `admin/notices/${ids.notice}`,
        })[kind];
      return [
        {
          method: 'GET',
          route: `${base}/crossref`,
          kind: 'journal',
          request: () => ({ path: `${path()}/crossref` }),
        },
        {
          method: 'GET',
          route: `${base}/crossref.xml`,
          kind: 'journal',
          request: () => ({ path: `${path()}/crossref.xml` }),
        },
        {
          method: 'POST',
          route: `${base}/crossref/deposit`,
          kind: 'journal',
          request: () => ({ path: `${path()}/crossref/deposit` }),
        },
      ];
    }),
    {
      method: 'PUT',
      route: '/api/admin/issues/{issueId}/cover',
      kind: 'journal',
      request: () => ({
        path: `admin/issues/${world.journal.issues.currentIssue.id}/cover`,
        body: { fileId: ids.avatarFile, alt: 'A cover' },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/issues/{issueId}/cover',
      kind: 'journal',
      request: () => ({ path: `admin/issues/${world.journal.issues.currentIssue.id}/cover` }),
    },
    {
      method: 'GET',
      route: '/api/admin/journals/{journalId}/staff',
      kind: 'journal',
      staffList: true,
      request: () => ({ path: `admin/journals/${world.journal.journal.id}/staff` }),
    },
    {
      method: 'GET',
      route: '/api/admin/journals/{journalId}/staff/candidates',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/staff/candidates?name=Ann`,
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/journals/{journalId}/staff',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/staff`,
        body: { email: 'ann@example.org', roles: ['manager'] },
      }),
    },
    {
      method: 'PUT',
      route: '/api/admin/journals/{journalId}/staff/{userId}',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/staff/${world.ann.id}`,
        body: { roles: ['manager'] },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/journals/{journalId}/staff/{userId}',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/staff/${staff.editor.id}`,
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/journals/{journalId}/invitations',
      kind: 'journal',
      request: () => ({ path: `admin/journals/${world.journal.journal.id}/invitations` }),
    },
    {
      method: 'POST',
      route: '/api/admin/journals/{journalId}/invitations',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/invitations`,
        body: { email: 'intruder@example.org', roles: ['manager'] },
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/journals/{journalId}/invitations/{invitationId}/resend',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/invitations/${ids.invitation}/resend`,
      }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/journals/{journalId}/invitations/{invitationId}',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/invitations/${ids.invitation}`,
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/journals',
      kind: 'journal',
      list: true,
      request: () => ({ path: 'admin/journals' }),
    },
    {
      method: 'GET',
      route: '/api/admin/journals/{journalId}',
      kind: 'journal',
      staffList: true,
      request: () => ({ path: `admin/journals/${world.journal.journal.id}` }),
    },
    {
      method: 'PUT',
      route: '/api/admin/journals/{journalId}',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}`,
        body: {
          version: 1,
          title: 'Taken over',
          slug: 'taken-over',
          submissionDeclarations: [],
          brandColor: '#1f3a5f',
          license: 'cc-by-4.0',
          timeZone: 'UTC',
          submissionsOpen: false,
        },
      }),
    },
    {
      method: 'PUT',
      route: '/api/admin/journals/{journalId}/logo',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/logo`,
        body: { fileId: ids.coverFile },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/journals/{journalId}/logo',
      kind: 'journal',
      request: () => ({ path: `admin/journals/${world.journal.journal.id}/logo` }),
    },
    {
      method: 'POST',
      route: '/api/admin/journals/{journalId}/sections',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/sections`,
        body: { title: 'Intruders', submissionsOpen: true, peerReviewed: true },
      }),
    },
    {
      method: 'PUT',
      route: '/api/admin/journals/{journalId}/sections/order',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/sections/order`,
        body: { ids: [ids.emptySection, ids.reviewsSection, ids.researchSection] },
      }),
    },
    {
      method: 'PUT',
      route: '/api/admin/journals/{journalId}/sections/{sectionId}',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/sections/${ids.researchSection}`,
        body: { version: 1, title: 'Renamed', submissionsOpen: false, peerReviewed: false },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/journals/{journalId}/sections/{sectionId}',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/sections/${ids.emptySection}`,
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/journals',
      kind: 'site',
      request: () => ({ path: 'admin/journals', body: { title: 'Intruder', slug: 'intruder' } }),
    },
    {
      method: 'PUT',
      route: '/api/admin/journals/order',
      kind: 'site',
      request: () => ({
        path: 'admin/journals/order',
        body: { ids: [ids.emptyJournal, world.otherJournal.journal.id, world.journal.journal.id] },
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/journals/{journalId}/archive',
      kind: 'site',
      request: () => ({ path: `admin/journals/${world.journal.journal.id}/archive` }),
    },
    {
      method: 'POST',
      route: '/api/admin/journals/{journalId}/restore',
      kind: 'site',
      request: () => ({ path: `admin/journals/${world.journal.journal.id}/restore` }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/journals/{journalId}',
      kind: 'site',
      request: () => ({ path: `admin/journals/${ids.emptyJournal}` }),
    },
    {
      method: 'GET',
      route: '/api/admin/audit',
      kind: 'journal',
      list: true,
      managersOnly: true,
      request: () => ({ path: 'admin/audit?limit=100' }),
    },
    {
      method: 'GET',
      route: '/api/admin/news',
      kind: 'journal',
      list: true,
      managersOnly: true,
      request: () => ({ path: 'admin/news?perPage=100' }),
    },
    {
      method: 'POST',
      route: '/api/admin/news',
      kind: 'journal',
      request: () => ({
        path: 'admin/news',
        body: {
          journalId: world.journal.journal.id,
          title: 'Intruding news',
          body: '<p>x</p>',
          status: 'published',
        },
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/news/{newsId}',
      kind: 'journal',
      request: () => ({ path: `admin/news/${ids.news}` }),
    },
    {
      method: 'PUT',
      route: '/api/admin/news/{newsId}',
      kind: 'journal',
      request: () => ({
        path: `admin/news/${ids.news}`,
        body: {
          journalId: world.journal.journal.id,
          title: 'Taken over',
          body: '<p>x</p>',
          status: 'published',
          version: 1,
        },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/news/{newsId}',
      kind: 'journal',
      request: () => ({ path: `admin/news/${ids.news}` }),
    },
    {
      method: 'GET',
      route: '/api/admin/journals/{journalId}/pages',
      kind: 'journal',
      staffList: true,
      request: () => ({ path: `admin/journals/${world.journal.journal.id}/pages` }),
    },
    {
      method: 'POST',
      route: '/api/admin/journals/{journalId}/pages',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/pages`,
        body: { title: 'Intruding page', body: '<p>x</p>', inMenu: true },
      }),
    },
    {
      method: 'PUT',
      route: '/api/admin/journals/{journalId}/pages/order',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/pages/order`,
        body: { ids: [ids.page] },
      }),
    },
    {
      method: 'PUT',
      route: '/api/admin/journals/{journalId}/pages/{pageId}',
      kind: 'journal',
      request: () => ({
        path: `admin/journals/${world.journal.journal.id}/pages/${ids.page}`,
        body: { title: 'Taken over', body: '<p>x</p>', inMenu: true, version: 1 },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/journals/{journalId}/pages/{pageId}',
      kind: 'journal',
      request: () => ({ path: `admin/journals/${world.journal.journal.id}/pages/${ids.page}` }),
    },
    {
      method: 'GET',
      route: '/api/admin/attention',
      kind: 'journal',
      list: true,
      request: () => ({ path: 'admin/attention' }),
    },
    {
      method: 'GET',
      route: '/api/admin/site/pages',
      kind: 'site',
      request: () => ({ path: 'admin/site/pages' }),
    },
    {
      method: 'POST',
      route: '/api/admin/site/pages',
      kind: 'site',
      request: () => ({
        path: 'admin/site/pages',
        body: { title: 'Intruding page', body: '<p>x</p>', inMenu: true },
      }),
    },
    {
      method: 'PUT',
      route: '/api/admin/site/pages/order',
      kind: 'site',
      request: () => ({ path: 'admin/site/pages/order', body: { ids: [ids.sitePage] } }),
    },
    {
      method: 'PUT',
      route: '/api/admin/site/pages/{pageId}',
      kind: 'site',
      request: () => ({
        path: `admin/site/pages/${ids.sitePage}`,
        body: { title: 'Taken over', body: '<p>x</p>', inMenu: true, version: 1 },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/site/pages/{pageId}',
      kind: 'site',
      request: () => ({ path: `admin/site/pages/${ids.sitePage}` }),
    },
    {
      method: 'GET',
      route: '/api/admin/settings',
      kind: 'site',
      request: () => ({ path: 'admin/settings' }),
    },
    {
      method: 'PUT',
      route: '/api/admin/settings',
      kind: 'site',
      request: () => ({
        path: 'admin/settings',
        body: { version: 0, siteName: 'Taken over', abstractWordLimit: 300 },
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/users',
      kind: 'site',
      request: () => ({ path: 'admin/users?q=ann' }),
    },
    {
      method: 'PUT',
      route: '/api/admin/users/{userId}/site-admin',
      kind: 'site',
      request: () => ({ path: `admin/users/${world.bob.id}/site-admin` }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/users/{userId}/site-admin',
      kind: 'site',
      request: () => ({ path: `admin/users/${world.admin.id}/site-admin` }),
    },
    {
      method: 'POST',
      route: '/api/admin/users/{userId}/disable',
      kind: 'site',
      request: () => ({ path: `admin/users/${world.ann.id}/disable` }),
    },
    {
      method: 'POST',
      route: '/api/admin/users/{userId}/enable',
      kind: 'site',
      request: () => ({ path: `admin/users/${world.ann.id}/enable` }),
    },
    {
      method: 'POST',
      route: '/api/admin/cache/purge',
      kind: 'site',
      request: () => ({ path: 'admin/cache/purge', body: {} }),
    },
    {
      method: 'GET',
      route: '/api/admin/conversations',
      kind: 'site',
      request: () => ({ path: 'admin/conversations' }),
    },
    {
      method: 'GET',
      route: '/api/admin/conversations/{userId}/messages',
      kind: 'site',
      request: () => ({ path: `admin/conversations/${world.ann.id}/messages` }),
    },
    {
      method: 'POST',
      route: '/api/admin/conversations/{userId}/messages',
      kind: 'site',
      request: () => ({
        path: `admin/conversations/${world.ann.id}/messages`,
        body: { body: 'Hi', client_id: clientKey() },
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/conversations/{userId}/read',
      kind: 'site',
      request: () => ({
        path: `admin/conversations/${world.ann.id}/read`,
        body: { id: ids.chatMessage },
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/conversations/{userId}/read-all',
      kind: 'site',
      request: () => ({ path: `admin/conversations/${world.ann.id}/read-all`, body: {} }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/messages/{id}',
      kind: 'site',
      request: () => ({ path: `admin/messages/${ids.chatMessage}` }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/conversations/{userId}',
      kind: 'site',
      request: () => ({ path: `admin/conversations/${world.ann.id}` }),
    },
  ];

  const send = (who: PanelAccount | null, row: Row): Promise<LightMyRequestResponse> => {
    const { path, body } = row.request();
    return call(world.testApp, who, row.method, path, body);
  };
  const label = (row: Row) => `${row.method} ${row.request().path}`;

  /** Everything Ann can see of her own account, to prove nobody else changed any of it. */
  async function annState() {
    const { testApp, ann } = world;
    const read = async (path: string) => (await call(testApp, ann, 'GET', path)).json();
    return {
      session: (
        await testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers: ann.headers })
      ).json(),
      submissions: await Promise.all(
        [ids.draft, ids.submitted, ids.revisions].map((id) => read(`user/submissions/${id}`)),
      ),
      list: await read('user/submissions?perPage=100'),
      notifications: await read('user/notifications'),
      bookmarks: await read('user/bookmarks'),
      articles: await read(`user/articles/${ids.article}`),
      chat: await read('user/messages'),
      mailPreferences: await read('user/mail-preferences'),
    };
  }

  it('covers every user/* and admin/* operation of the OpenAPI document', () => {
    const document = world.testApp.app.swagger() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/user/') || path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
    const covered = new Set(rows.map((row) => `${row.method} ${row.route}`));
    expect(operations.filter((operation) => !covered.has(operation))).toEqual([]);
    expect([...covered].filter((operation) => !operations.includes(operation))).toEqual([]);
  });

  it('answers 401 to every one of them when signed out', async () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const response = await send(null, row);
      if (response.statusCode !== 401) wrong.push(`${label(row)} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets authors and reviewers reach none of the back office (403)', async () => {
    const wrong: string[] = [];
    for (const [name, who] of [
      ['bob', world.bob],
      ['reviewer', staff.reviewer],
    ] as const) {
      for (const row of rows.filter((entry) => entry.kind === 'journal' || entry.kind === 'site')) {
        const response = await send(who, row);
        if (response.statusCode !== 403)
          wrong.push(`${name}: ${label(row)} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the site administrators’ endpoints from every journal’s staff (403)', async () => {
    const wrong: string[] = [];
    for (const [name, who] of Object.entries(staff)) {
      for (const row of rows.filter((entry) => entry.kind === 'site')) {
        const response = await send(who, row);
        if (response.statusCode !== 403)
          wrong.push(`${name}: ${label(row)} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  /** A review page without its `defaults` (due dates counted from now). */
  function omitDefaults(review: { defaults?: unknown }) {
    const { defaults: _, ...rest } = review;
    return rest;
  }

  /** What Ann's journal's back office holds, to prove outsiders changed none of it. */
  async function journalState() {
    const { testApp, admin, journal } = world;
    const read = async (path: string) => (await call(testApp, admin, 'GET', path)).json();
    return {
      staff: await read(`admin/journals/${journal.journal.id}/staff`),
      settings: await read(`admin/journals/${journal.journal.id}`),
      pages: await read(`admin/journals/${journal.journal.id}/pages`),
      news: await read(`admin/news/${ids.news}`),
      journals: await read('admin/journals'),
      invitations: await read(`admin/journals/${journal.journal.id}/invitations`),
      issue: await read(`admin/issues/${journal.issues.currentIssue.id}`),
      draftIssue: await read(`admin/issues/${ids.draftIssue}`),
      article: await read(`admin/articles/${ids.article}`),
      notices: await read(`admin/articles/${ids.article}/notices`),
      doi: await read(`admin/journals/${journal.journal.id}/doi`),
      crossref: await read(`admin/issues/${journal.issues.currentIssue.id}/crossref`),
      issues: await read(`admin/issues?journal=${journal.journal.slug}&perPage=100`),
      // The default due dates of a new invitation are counted from now: left out.
      review: omitDefaults(await read(`admin/submissions/${ids.inReview}/review`)),
      reviewSettings: await read(`admin/journals/${journal.journal.id}/review-settings`),
      reviewForm: await read(`admin/journals/${journal.journal.id}/review-form`),
      reviewers: await read(`admin/journals/${journal.journal.id}/reviewers`),
      candidates: await read(`admin/submissions/${ids.inReview}/reviewer-candidates`),
      submissions: await Promise.all(
        [ids.submitted, ids.revisions].map((id) => read(`admin/submissions/${id}`)),
      ),
    };
  }

  it('gives the staff of another journal or section nothing of Ann’s journal, and lets them change nothing', async () => {
    const annJournal = world.journal.journal;
    const before = { ann: await annState(), journal: await journalState() };
    const wrong: string[] = [];
    const outsiders = {
      otherSectionEditor: staff.otherSectionEditor,
      otherJournalEditor: staff.otherJournalEditor,
      otherJournalManager: staff.otherJournalManager,
    };
    for (const [name, who] of Object.entries(outsiders)) {
      for (const row of rows.filter((entry) => entry.kind === 'journal')) {
        const response = await send(who, row);
        const status = response.statusCode;
        const sameJournal = who === staff.otherSectionEditor;
        if (row.list) {
          const listed: Array<{ id: number; journal?: { slug: string } | null }> =
            response.json().data ?? [];
          const refusedNonManager = row.managersOnly && status === 403;
          if (status !== 200 && !refusedNonManager)
            wrong.push(`${name}: ${label(row)} → ${status}`);
          const annIds = [ids.submitted, ids.revisions];
          const journalsListed: Array<{ journal: { slug: string } }> =
            response.json().journals ?? [];
          if (
            !sameJournal &&
            journalsListed.some((entry) => entry.journal.slug === annJournal.slug)
          )
            wrong.push(`${name}: ${label(row)} counts Ann’s journal`);
          if (listed.some((item) => annIds.includes(item.id) && row.route.includes('submissions')))
            wrong.push(`${name}: ${label(row)} lists Ann’s submissions`);
          if (
            (row.route.includes('issues') ||
              row.route.includes('audit') ||
              row.route.includes('news')) &&
            listed.some((item) => item.journal?.slug === annJournal.slug)
          )
            wrong.push(`${name}: ${label(row)} lists Ann’s journal’s issues`);
        } else if (row.staffList && sameJournal) {
          if (status !== 200) wrong.push(`${name}: ${label(row)} → ${status}`);
        } else if (status !== 403 && status !== 404) {
          wrong.push(`${name}: ${label(row)} → ${status}`);
        }
        if (row.method === 'GET' && status === 200 && row.route.includes('submissions')) {
          for (const secret of ['Please revise.', 'ann@example.org']) {
            if (response.body.includes(secret))
              wrong.push(`${name}: ${label(row)} shows "${secret}"`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect({ ann: await annState(), journal: await journalState() }).toEqual(before);
  });

  it('lets Ann’s journal’s editor and her section’s editor handle her submission, and only the editor publish', async () => {
    const { testApp, journal } = world;
    const get = async (who: PanelAccount, path: string) => call(testApp, who, 'GET', path);
    const queue = (await get(staff.editor, 'admin/submissions?perPage=100')).json().data;
    expect(queue.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([ids.submitted, ids.revisions]),
    );
    expect((await get(staff.editor, `admin/submissions/${ids.submitted}/issues`)).statusCode).toBe(
      200,
    );
    expect(
      (await get(staff.editor, `admin/issues/${journal.issues.currentIssue.id}`)).statusCode,
    ).toBe(200);
    expect((await get(staff.sectionEditor, `admin/submissions/${ids.submitted}`)).statusCode).toBe(
      200,
    );
    const targets = await get(staff.sectionEditor, `admin/submissions/${ids.submitted}/issues`);
    expect(targets.statusCode).toBe(403);
    expect(targets.json().message).toBe('Only the journal’s managers and editors can publish.');
    expect((await get(staff.sectionEditor, 'admin/issues')).json().data).toEqual([]);
    const staffing = await call(
      testApp,
      staff.editor,
      'PUT',
      `admin/journals/${journal.journal.id}/staff/${world.bob.id}`,
      { roles: ['reviewer'] },
    );
    expect(staffing.statusCode).toBe(403);
  });

  it('gives another author and the administrator 404 for every id of Ann’s, and changes nothing of hers', async () => {
    const before = await annState();
    const wrong: string[] = [];
    for (const who of [world.bob, world.admin]) {
      for (const row of rows.filter((entry) => entry.kind === 'owned' || entry.kind === 'self')) {
        const response = await send(who, row);
        const status = response.statusCode;
        const name = who === world.bob ? 'bob' : 'admin';
        if (row.kind === 'owned' && status !== 404)
          wrong.push(`${name}: ${label(row)} → ${status}`);
        if (row.kind === 'self' && status >= 500) wrong.push(`${name}: ${label(row)} → ${status}`);
        // Nothing Ann owns may appear in what the others read of their own.
        if (row.method === 'GET' && status === 200) {
          const text = response.body;
          for (const secret of ['For Ann', 'Hello Ann', 'Please revise.']) {
            if (text.includes(secret)) wrong.push(`${name}: ${label(row)} shows "${secret}"`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await annState()).toEqual(before);
  });

  it('shows another author none of Ann’s submissions, articles, notifications or bookmarks', async () => {
    const { testApp, bob } = world;
    const submissionsSeen = (await call(testApp, bob, 'GET', 'user/submissions?perPage=100')).json()
      .data;
    expect(
      submissionsSeen.every((row: { submitter: { id: number } }) => row.submitter.id === bob.id),
    ).toBe(true);
    expect((await call(testApp, bob, 'GET', 'user/articles')).json().data).toEqual([]);
    const dashboard = (await call(testApp, bob, 'GET', 'user/dashboard')).json();
    expect(dashboard.articles.total).toBe(0);
    expect(
      dashboard.notifications.latest.every((note: { title: string }) => note.title !== 'For Ann'),
    ).toBe(true);
  });

  it('leaves the administrators’ side working for the administrator', async () => {
    const response = await call(
      world.testApp,
      world.admin,
      'GET',
      `admin/submissions/${ids.submitted}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().submitter.id).toBe(world.ann.id);
  });
});
