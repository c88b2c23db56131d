import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from './file-fixtures';
import { call, createPanelWorld, type PanelWorld, upload } from './panel-fixtures';

describe('issue covers (admin/issues/:issueId/cover)', () => {
  let world: PanelWorld;
  const issueId = () => world.journal.issues.currentIssue.id;
  const coverUrl = () => `admin/issues/${issueId()}/cover`;
  const readIssue = async () =>
    (
      await world.testApp.app.inject({
        method: 'GET',
        url: `/api/journals/${world.journal.journal.slug}/issues/${issueId()}`,
      })
    ).json();

  beforeAll(async () => {
    world = await createPanelWorld();
  });
  afterAll(() => world.close());

  it('sets an uploaded cover with its alt text, shown on the issue and the journal', async () => {
    const fileId = await upload(world.testApp, world.admin, 'cover', 'cover.png', TINY_PNG);
    const response = await call(world.testApp, world.admin, 'PUT', coverUrl(), {
      fileId,
      alt: '  A lighthouse at dusk  ',
    });
    expect(response.statusCode).toBe(200);
    const { coverUrl: url, coverAlt } = response.json();
    expect(url).toMatch(/^http:\/\/.+\.png$/);
    expect(coverAlt).toBe('A lighthouse at dusk');
    expect(await readIssue()).toMatchObject({ coverUrl: url, coverAlt: 'A lighthouse at dusk' });
    const journal = await world.testApp.app.inject({
      method: 'GET',
      url: `/api/journals/${world.journal.journal.slug}`,
    });
    expect(journal.json().currentIssue).toMatchObject({ coverUrl: url, coverAlt: coverAlt });
    const image = await world.testApp.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('changes the description alone, keeping the image', async () => {
    const before = (await readIssue()).coverUrl;
    const response = await call(world.testApp, world.admin, 'PUT', coverUrl(), {
      alt: 'The lighthouse, from the sea',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ coverUrl: before, coverAlt: 'The lighthouse, from the sea' });
  });

  it('removes the cover', async () => {
    const response = await call(world.testApp, world.admin, 'DELETE', coverUrl());
    expect(response.json()).toEqual({ coverUrl: null, coverAlt: '' });
    expect(await readIssue()).toMatchObject({ coverUrl: null, coverAlt: '' });
  });

  it('refuses a description alone for an issue without a cover, changing nothing', async () => {
    const response = await call(world.testApp, world.admin, 'PUT', coverUrl(), { alt: 'Nothing' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The issue has no cover yet: send the image’s fileId with its alt text.',
      errors: { fileId: ['is required while the issue has no cover'] },
    });
    expect(await readIssue()).toMatchObject({ coverUrl: null, coverAlt: '' });
  });

  it('refuses a file that was not uploaded as a cover', async () => {
    const fileId = await upload(world.testApp, world.admin, 'manuscript');
    const response = await call(world.testApp, world.admin, 'PUT', coverUrl(), { fileId, alt: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Upload the image as a cover (purpose "cover") first.',
      errors: { fileId: ['is not a cover image'] },
    });
  });

  it('refuses a PDF uploaded as a cover: only images pass the upload checks', async () => {
    await expect(upload(world.testApp, world.admin, 'cover', 'cover.pdf')).rejects.toThrow(
      /415|400/,
    );
  });

  it('answers 404 for an unknown issue or file', async () => {
    const fileId = await upload(world.testApp, world.admin, 'cover', 'cover.png', TINY_PNG);
    const noIssue = await call(world.testApp, world.admin, 'PUT', 'admin/issues/999999/cover', {
      fileId,
      alt: 'x',
    });
    expect(noIssue.statusCode).toBe(404);
    expect(noIssue.json()).toEqual({ message: 'The issue was not found.' });
    const noFile = await call(world.testApp, world.admin, 'PUT', coverUrl(), {
      fileId: 999999,
      alt: 'x',
    });
    expect(noFile.json()).toEqual({ message: 'The file was not found.' });
  });

  it('answers 400 for a missing alt text or file id', async () => {
    const response = await call(world.testApp, world.admin, 'PUT', coverUrl(), { fileId: 'one' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['alt', 'fileId']);
  });

  it('is for administrators only', async () => {
    const fileId = await upload(world.testApp, world.admin, 'cover', 'cover.png', TINY_PNG);
    const author = await call(world.testApp, world.ann, 'PUT', coverUrl(), { fileId, alt: '' });
    expect(author.statusCode).toBe(403);
    const anonymous = await call(world.testApp, null, 'PUT', coverUrl(), { fileId, alt: '' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the editors’ issues (admin/issues)', () => {
  let world: PanelWorld;

  beforeAll(async () => {
    world = await createPanelWorld();
  });
  afterAll(() => world.close());

  it('lists every issue of a journal, unpublished ones too, newest first, with cover and counts', async () => {
    const slug = world.journal.journal.slug;
    const response = await call(world.testApp, world.admin, 'GET', `admin/issues?journal=${slug}`);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    const { issues } = world.journal;
    const ids = data.map((issue: { id: number }) => issue.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        issues.currentIssue.id,
        issues.oldIssue.id,
        issues.scheduledIssue.id,
        issues.draftIssue.id,
      ]),
    );
    expect(meta.total).toBe(data.length);
    for (const issue of data)
      expect(issue.journal).toEqual({ slug, title: world.journal.journal.title });
    const draft = data.find((issue: { id: number }) => issue.id === issues.draftIssue.id);
    expect(draft).toMatchObject({
      publishedAt: null,
      isCurrent: false,
      coverUrl: null,
      coverAlt: '',
    });
    const current = data.find((issue: { id: number }) => issue.id === issues.currentIssue.id);
    expect(current.isCurrent).toBe(true);
    expect(current.articleCount).toBeGreaterThan(0);
    // Newest first: by volume, then number.
    const order = data.map(
      (issue: { volume: number; number: number }) => issue.volume * 1000 + issue.number,
    );
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('lists all journals without a filter, pages through them, and gives an unknown journal nothing', async () => {
    const all = (await call(world.testApp, world.admin, 'GET', 'admin/issues?perPage=2')).json();
    expect(all.data).toHaveLength(2);
    expect(all.meta.total).toBeGreaterThan(2);
    const slugs = new Set(
      (await call(world.testApp, world.admin, 'GET', 'admin/issues?perPage=100'))
        .json()
        .data.map((issue: { journal: { slug: string } }) => issue.journal.slug),
    );
    expect(slugs).toEqual(new Set([world.journal.journal.slug, world.otherJournal.journal.slug]));
    const none = (
      await call(world.testApp, world.admin, 'GET', 'admin/issues?journal=nope')
    ).json();
    expect(none).toMatchObject({ data: [], meta: { page: 1, total: 0, lastPage: 1 } });
  });

  it('answers one issue, with the cover once set, and 404 for an unknown one', async () => {
    const issueId = world.journal.issues.draftIssue.id;
    const fileId = await upload(world.testApp, world.admin, 'cover', 'cover.png', TINY_PNG);
    await call(world.testApp, world.admin, 'PUT', `admin/issues/${issueId}/cover`, {
      fileId,
      alt: 'Salt marsh at low tide',
    });
    const response = await call(world.testApp, world.admin, 'GET', `admin/issues/${issueId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: issueId, coverAlt: 'Salt marsh at low tide' });
    expect(response.json().coverUrl).toMatch(/\.png$/);
    const missing = await call(world.testApp, world.admin, 'GET', 'admin/issues/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The issue was not found.' });
  });

  it('refuses bad paging with a message, and is for administrators only', async () => {
    const bad = await call(world.testApp, world.admin, 'GET', 'admin/issues?page=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['page']);
    expect((await call(world.testApp, world.ann, 'GET', 'admin/issues')).statusCode).toBe(403);
    expect((await call(world.testApp, null, 'GET', 'admin/issues')).statusCode).toBe(401);
  });
});
