import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentChange, contentChangesOf } from '../src/content/content-changes';
import { announceDueNews } from '../src/editorial/scheduled-news';
import {
  call,
  completeDraft,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
} from './panel-fixtures';

/** News and journal pages written in the back office, and what readers then see. */
describe('news and pages in the back office', () => {
  let world: PanelWorld;
  let editor: PanelAccount;
  let manager: PanelAccount;
  let outsider: PanelAccount;
  let journalId: number;
  let slug: string;
  const publicNews = async (query = '') =>
    (await world.testApp.app.inject({ method: 'GET', url: `/api/news?perPage=100${query}` })).json()
      .data as Array<{ slug: string; featured: boolean }>;

  beforeAll(async () => {
    world = await createPanelWorld();
    journalId = world.journal.journal.id;
    slug = world.journal.journal.slug;
    editor = await staffAccount(world, journalId, ['editor']);
    manager = await staffAccount(world, journalId, ['manager']);
    outsider = await staffAccount(world, world.otherJournal.journal.id, ['editor']);
  });
  afterAll(() => world.close());

  const draft = {
    journalId: 0,
    title: 'Call for Papers: Ökologie 2027',
    summary: 'Submissions open until March.',
    body: '<p>We invite papers on <em>quiet</em> ecology.</p>',
    status: 'draft',
  };

  it('keeps a draft from readers, publishes it on request, and makes its address from the title', async () => {
    const created = await call(world.testApp, editor, 'POST', 'admin/news', {
      ...draft,
      journalId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      slug: 'call-for-papers-okologie-2027',
      state: 'draft',
      version: 1,
    });
    expect((await publicNews()).map((news) => news.slug)).not.toContain(item.slug);
    const again = await call(world.testApp, editor, 'POST', 'admin/news', { ...draft, journalId });
    expect(again.json().slug).toBe('call-for-papers-okologie-2027-2');

    const published = await call(world.testApp, editor, 'PUT', `admin/news/${item.id}`, {
      ...draft,
      journalId,
      status: 'published',
      featured: true,
      version: item.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ state: 'published', version: 2 });
    const listed = await publicNews(`&journal=${slug}`);
    expect(listed.find((news) => news.slug === item.slug)).toMatchObject({ featured: true });

    const stale = await call(world.testApp, manager, 'PUT', `admin/news/${item.id}`, {
      ...draft,
      journalId,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.version[0]).toMatch(/saved this news item on/);
  });

  it('schedules an item: listed for its editors as scheduled, hidden from readers until its date', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const created = await call(world.testApp, editor, 'POST', 'admin/news', {
      ...draft,
      journalId,
      title: 'Tomorrow’s announcement',
      status: 'published',
      publishedAt: tomorrow,
    });
    expect(created.json().state).toBe('scheduled');
    expect((await publicNews()).map((news) => news.slug)).not.toContain(created.json().slug);
    const scheduled = (
      await call(world.testApp, editor, 'GET', 'admin/news?status=scheduled')
    ).json().data as Array<{ id: number; state: string }>;
    expect(scheduled.map((news) => news.id)).toContain(created.json().id);
    expect(scheduled.every((news) => news.state === 'scheduled')).toBe(true);
    const drafts = (await call(world.testApp, editor, 'GET', 'admin/news?status=draft')).json()
      .data;
    expect(drafts.map((news: { id: number }) => news.id)).not.toContain(created.json().id);
  });

  it('keeps the site’s news to its administrators and each journal’s to its editors', async () => {
    const site = await call(world.testApp, editor, 'POST', 'admin/news', {
      ...draft,
      journalId: null,
    });
    expect(site.statusCode).toBe(403);
    const byAdmin = await call(world.testApp, world.admin, 'POST', 'admin/news', {
      ...draft,
      journalId: null,
      status: 'published',
    });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().journal).toBeNull();
    const foreign = await call(world.testApp, outsider, 'POST', 'admin/news', {
      ...draft,
      journalId,
    });
    expect(foreign.statusCode).toBe(404);
    const theirs = (await call(world.testApp, outsider, 'GET', 'admin/news?perPage=100')).json()
      .data as Array<{ journal: { id: number } | null }>;
    expect(theirs.every((news) => news.journal?.id === world.otherJournal.journal.id)).toBe(true);
    const other = await call(world.testApp, outsider, 'GET', `admin/news/${byAdmin.json().id}`);
    expect(other.statusCode).toBe(404);
    const author = await call(world.testApp, world.bob, 'GET', 'admin/news');
    expect(author.statusCode).toBe(403);
  });

  it('names the field of bad news', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'title'],
      [{ body: '   ' }, 'body'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ status: 'hidden' }, 'status'],
      [{ publishedAt: 'next tuesday' }, 'publishedAt'],
    ];
    for (const [override, field] of cases) {
      const response = await call(world.testApp, editor, 'POST', 'admin/news', {
        ...draft,
        journalId,
        ...override,
      });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), field).toContain(field);
    }
    const taken = await call(world.testApp, editor, 'POST', 'admin/news', {
      ...draft,
      journalId,
      slug: 'call-for-papers-okologie-2027',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('adds pages to the journal’s menu, orders them, keeps one out of it, and refuses editors', async () => {
    const path = `admin/journals/${journalId}/pages`;
    const added = await call(world.testApp, manager, 'POST', path, {
      title: 'Peer Review Policy',
      body: '<p>Double anonymous.</p>',
      inMenu: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    const pages: Array<{ id: number; slug: string; version: number }> = added.json().data;
    const policy = pages.find((page) => page.slug === 'peer-review-policy');
    if (!policy) throw new Error('The page was not added');
    const hidden = await call(world.testApp, manager, 'POST', path, {
      title: 'Internal notes',
      body: '<p>Not in the menu.</p>',
      inMenu: false,
    });
    const notes = hidden
      .json()
      .data.find((page: { slug: string }) => page.slug === 'internal-notes');
    const journal = (
      await world.testApp.app.inject({ method: 'GET', url: `/api/journals/${slug}` })
    ).json();
    expect(journal.pages.map((page: { slug: string }) => page.slug)).toContain(
      'peer-review-policy',
    );
    expect(journal.pages.map((page: { slug: string }) => page.slug)).not.toContain(
      'internal-notes',
    );
    const reachable = await world.testApp.app.inject({
      method: 'GET',
      url: `/api/journals/${slug}/pages/internal-notes`,
    });
    expect(reachable.statusCode).toBe(200);

    const order = hidden
      .json()
      .data.map((page: { id: number }) => page.id)
      .reverse();
    const reordered = await call(world.testApp, manager, 'PUT', `${path}/order`, { ids: order });
    expect(reordered.json().data.map((page: { id: number }) => page.id)).toEqual(order);

    expect(
      (
        await call(world.testApp, editor, 'POST', path, {
          title: 'X',
          body: '<p>x</p>',
          inMenu: true,
        })
      ).statusCode,
    ).toBe(403);
    const taken = await call(world.testApp, manager, 'PUT', `${path}/${notes.id}`, {
      title: 'Internal notes',
      slug: 'peer-review-policy',
      body: '<p>x</p>',
      inMenu: false,
      version: notes.version,
    });
    expect(taken.statusCode).toBe(409);
    const stale = await call(world.testApp, manager, 'PUT', `${path}/${policy.id}`, {
      title: 'Peer review',
      body: '<p>x</p>',
      inMenu: true,
      version: policy.version + 1,
    });
    expect(stale.statusCode).toBe(409);
    const removed = await call(world.testApp, manager, 'DELETE', `${path}/${notes.id}`);
    expect(removed.json().data.map((page: { id: number }) => page.id)).not.toContain(notes.id);
    const outsiderRead = await call(world.testApp, outsider, 'GET', path);
    expect(outsiderRead.statusCode).toBe(404);
  });

  it('gives the site its own pages and footer menu, written by its administrators only', async () => {
    const path = 'admin/site/pages';
    const seen: ContentChange[] = [];
    const stop = contentChangesOf(world.testApp.context).subscribe((change) => seen.push(change));
    const added = await call(world.testApp, world.admin, 'POST', path, {
      title: 'Privacy',
      body: '<p>We keep <strong>little</strong>.</p><script>alert(1)</script>',
      inMenu: true,
    });
    stop();
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().journal).toBeNull();
    // The footer lists the site's menu on every page: everything is purged.
    expect(seen.map((change) => change.tags)).toEqual([['all']]);
    const privacy = added.json().data.find((page: { slug: string }) => page.slug === 'privacy');
    // A journal page may share a site page's address: they live under different paths.
    const sameSlug = await call(
      world.testApp,
      manager,
      'POST',
      `admin/journals/${journalId}/pages`,
      {
        title: 'Privacy',
        body: '<p>The journal’s own.</p>',
        inMenu: false,
      },
    );
    expect(sameSlug.json().data.map((page: { slug: string }) => page.slug)).toContain('privacy');
    const imprint = (
      await call(world.testApp, world.admin, 'POST', path, {
        title: 'Imprint',
        body: '<p>Published by us.</p>',
        inMenu: false,
      })
    )
      .json()
      .data.find((page: { slug: string }) => page.slug === 'imprint');

    const read = (url: string) => world.testApp.app.inject({ method: 'GET', url: `/api/${url}` });
    expect((await read('pages')).json().data).toEqual([{ slug: 'privacy', title: 'Privacy' }]);
    const page = (await read('pages/privacy')).json();
    expect(page).toMatchObject({ slug: 'privacy', title: 'Privacy' });
    expect(page.journal).toBeUndefined();
    expect((await read('pages/imprint')).statusCode).toBe(200);
    expect((await read('pages/nowhere')).statusCode).toBe(404);
    // An address no page can have is a page that is not there, as for journals.
    expect((await read('pages/Not%20a%20slug')).statusCode).toBe(404);

    const taken = await call(world.testApp, world.admin, 'PUT', `${path}/${imprint.id}`, {
      title: 'Imprint',
      slug: 'privacy',
      body: '<p>x</p>',
      inMenu: false,
      version: imprint.version,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.slug[0]).toContain('Another page of the site');
    const moved = await call(world.testApp, world.admin, 'PUT', `${path}/order`, {
      ids: [imprint.id, privacy.id],
    });
    expect(moved.json().data.map((p: { id: number }) => p.id)).toEqual([imprint.id, privacy.id]);
    const partial = await call(world.testApp, world.admin, 'PUT', `${path}/order`, {
      ids: [imprint.id],
    });
    expect(partial.statusCode).toBe(400);
    // A journal's page is not the site's to edit through the site's routes.
    const journalPage = sameSlug.json().data.find((p: { slug: string }) => p.slug === 'privacy');
    const cross = await call(world.testApp, world.admin, 'DELETE', `${path}/${journalPage.id}`);
    expect(cross.statusCode).toBe(404);

    for (const account of [manager, editor]) {
      expect((await call(world.testApp, account, 'GET', path)).statusCode).toBe(403);
      const refused = await call(world.testApp, account, 'POST', path, {
        title: 'Mine',
        body: '<p>x</p>',
        inMenu: true,
      });
      expect(refused.statusCode).toBe(403);
    }
    const removed = await call(world.testApp, world.admin, 'DELETE', `${path}/${imprint.id}`);
    expect(removed.json().data.map((p: { id: number }) => p.id)).toEqual([privacy.id]);
    const audit = (await call(world.testApp, world.admin, 'GET', 'admin/audit?action=page.deleted'))
      .json()
      .data.map((entry: { subject: string }) => entry.subject);
    expect(audit).toContain('Imprint');
  });

  it('asks authors the journal’s own declarations before they submit', async () => {
    const settings = (
      await call(world.testApp, manager, 'GET', `admin/journals/${journalId}`)
    ).json();
    const declaration = 'The data are deposited in a public repository.';
    const saved = await call(world.testApp, manager, 'PUT', `admin/journals/${journalId}`, {
      version: settings.version,
      title: settings.title,
      slug: settings.slug,
      submissionDeclarations: [declaration],
      brandColor: '#1f5f8b',
      license: 'cc-by-4.0',
      timeZone: 'UTC',
      submissionsOpen: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const options = (await call(world.testApp, world.bob, 'GET', 'user/submission-options')).json();
    expect(options.journals.find((j: { id: number }) => j.id === journalId).declarations).toEqual([
      declaration,
    ]);
    const draft = await completeDraft(world, world.bob);
    const refused = await call(
      world.testApp,
      world.bob,
      'POST',
      `user/submissions/${draft}/submit`,
      {},
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.journalDeclarations[0]).toContain(declaration);
    await call(world.testApp, world.bob, 'PATCH', `user/submissions/${draft}`, {
      journalDeclarations: [declaration],
    });
    const sent = await call(
      world.testApp,
      world.bob,
      'POST',
      `user/submissions/${draft}/submit`,
      {},
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const seen = (await call(world.testApp, world.bob, 'GET', `user/submissions/${draft}`)).json();
    expect(seen.journalDeclarations).toEqual([declaration]);
  });

  it('purges the pages that list scheduled news once its date has come, not before', async () => {
    const at = new Date(Date.now() + 3_600_000);
    await call(world.testApp, editor, 'POST', 'admin/news', {
      ...draft,
      journalId,
      title: 'In an hour',
      status: 'published',
      publishedAt: at.toISOString(),
    });
    const seen: ContentChange[] = [];
    const stop = contentChangesOf(world.testApp.context).subscribe((change) => seen.push(change));
    const before = new Date(at.getTime() - 60_000);
    await announceDueNews(world.testApp.context, new Date(at.getTime() - 120_000), before);
    expect(seen).toEqual([]);
    const next = await announceDueNews(
      world.testApp.context,
      before,
      new Date(at.getTime() + 60_000),
    );
    expect(seen.flatMap((change) => change.tags)).toEqual(
      expect.arrayContaining([`journal:${slug}`, 'site']),
    );
    seen.length = 0;
    await announceDueNews(world.testApp.context, next, new Date(at.getTime() + 120_000));
    expect(seen).toEqual([]);
    stop();
  });
});
