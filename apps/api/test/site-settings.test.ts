import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentChange, contentChangesOf } from '../src/content/content-changes';
import { call, createPanelWorld, type PanelWorld, staffAccount } from './panel-fixtures';

/** The site's own settings, edited by its administrators with versions, audit and purges. */
describe('site settings', () => {
  let world: PanelWorld;
  const changes: ContentChange[] = [];
  const body = (version: number, overrides: Record<string, unknown> = {}) => ({
    version,
    siteName: 'Northern Journals',
    siteDescription: '<p>Open journals of the north.</p>',
    contactEmail: 'Office@Northern.example',
    footerText: 'Published by the Northern Society.',
    timeZone: 'europe/helsinki',
    dateFormat: 'YYYY-MM-DD',
    abstractWordLimit: 250,
    ...overrides,
  });

  beforeAll(async () => {
    world = await createPanelWorld();
    contentChangesOf(world.testApp.context).subscribe((change) => changes.push(change));
  });
  afterAll(() => world.close());

  it('saves every setting at once, shows them to readers, purges every page and records the change', async () => {
    const before = (await call(world.testApp, world.admin, 'GET', 'admin/settings')).json();
    changes.length = 0;
    const saved = await call(
      world.testApp,
      world.admin,
      'PUT',
      'admin/settings',
      body(before.version),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      version: before.version + 1,
      siteName: 'Northern Journals',
      contactEmail: 'office@northern.example',
      timeZone: 'Europe/Helsinki',
      dateFormat: 'YYYY-MM-DD',
      abstractWordLimit: 250,
    });
    expect(changes.flatMap((change) => change.tags)).toContain('all');
    const publicSettings = (
      await world.testApp.app.inject({ method: 'GET', url: '/api/settings' })
    ).json().data as Array<{ key: string; value: string }>;
    expect(publicSettings).toEqual(
      expect.arrayContaining([
        { key: 'site_name', value: 'Northern Journals' },
        { key: 'footer_text', value: 'Published by the Northern Society.' },
      ]),
    );
    const options = (await call(world.testApp, world.bob, 'GET', 'user/submission-options')).json();
    expect(options.abstractWordLimit).toBe(250);
    const audit = (
      await call(world.testApp, world.admin, 'GET', 'admin/audit?action=settings.updated')
    ).json();
    expect(audit.data[0].changes).toContainEqual(
      expect.objectContaining({ field: 'siteName', after: 'Northern Journals' }),
    );
  });

  it('clears a blank optional setting, refuses a stale save and names bad fields', async () => {
    const { version } = (await call(world.testApp, world.admin, 'GET', 'admin/settings')).json();
    const cleared = await call(
      world.testApp,
      world.admin,
      'PUT',
      'admin/settings',
      body(version, { footerText: '' }),
    );
    expect(cleared.json().footerText).toBeNull();
    const stale = await call(world.testApp, world.admin, 'PUT', 'admin/settings', body(version));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.version[0]).toMatch(/saved the site settings on/);
    for (const [override, field] of [
      [{ siteName: '' }, 'siteName'],
      [{ contactEmail: 'nobody' }, 'contactEmail'],
      [{ abstractWordLimit: 10 }, 'abstractWordLimit'],
      [{ abstractWordLimit: 'many' }, 'abstractWordLimit'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ dateFormat: 'YYYY' }, 'dateFormat'],
    ] as const) {
      const response = await call(
        world.testApp,
        world.admin,
        'PUT',
        'admin/settings',
        body(version + 1, override),
      );
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), field).toContain(field);
    }
  });

  it('is the site administrators’ alone', async () => {
    const manager = await staffAccount(world, world.journal.journal.id, ['manager']);
    expect((await call(world.testApp, manager, 'GET', 'admin/settings')).statusCode).toBe(403);
    expect((await call(world.testApp, manager, 'PUT', 'admin/settings', body(1))).statusCode).toBe(
      403,
    );
  });
});
