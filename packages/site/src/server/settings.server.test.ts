import type { QuireApi } from '@quire/api-client';
import type { Setting } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { dropCachedApiReads } from './api.server';
import { loadSettings, loadSitePages } from './settings.server';

/** An API whose settings answer is `current` at the time of the call, counting the calls. */
function settingsApi(current: () => Setting[]) {
  const api = {
    calls: 0,
    content: {
      settings: async () => {
        api.calls += 1;
        return { data: current() };
      },
    },
  };
  return api;
}

describe('loadSettings', () => {
  it('keeps the settings between requests and reads them again after a purge', async () => {
    let description = 'Before';
    const api = settingsApi(() => [{ key: 'site_description', value: description }]);
    const load = () => loadSettings(api as unknown as QuireApi);
    dropCachedApiReads();

    expect(await load()).toEqual([{ key: 'site_description', value: 'Before' }]);
    description = 'After';
    expect(await load()).toEqual([{ key: 'site_description', value: 'Before' }]);
    expect(api.calls).toBe(1);

    // What the page cache calls on every purge.
    dropCachedApiReads();
    expect(await load()).toEqual([{ key: 'site_description', value: 'After' }]);
    expect(api.calls).toBe(2);
  });
});

describe('loadSitePages', () => {
  it('reads the footer’s pages once per process, for signed-in requests too, until a purge', async () => {
    let calls = 0;
    // Two requests' clients (a signed-in one shares no answers with the other).
    const client = () =>
      ({
        content: {
          sitePages: async () => {
            calls += 1;
            return { data: [{ slug: 'privacy', title: `Privacy ${calls}` }] };
          },
        },
      }) as unknown as QuireApi;
    dropCachedApiReads();
    expect(await loadSitePages(client())).toEqual([{ slug: 'privacy', title: 'Privacy 1' }]);
    expect(await loadSitePages(client())).toEqual([{ slug: 'privacy', title: 'Privacy 1' }]);
    expect(calls).toBe(1);
    dropCachedApiReads();
    expect(await loadSitePages(client())).toEqual([{ slug: 'privacy', title: 'Privacy 2' }]);
  });
});
