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

  it('removes the cover', async () => {
    const response = await call(world.testApp, world.admin, 'DELETE', coverUrl());
    expect(response.json()).toEqual({ coverUrl: null, coverAlt: '' });
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
