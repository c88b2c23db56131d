import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  type BuildPollerOptions,
  buildMetaPath,
  claimFullLoad,
  createBuildPoller,
  LATEST_BUILD_PATH,
  mayReload,
  RELOAD_STORAGE_KEY,
  RELOAD_SUPPRESS_MS,
  type ReloadStorage,
  readReloadRecord,
} from './build-update';

function memoryStorage(
  initial: Record<string, string> = {},
): ReloadStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('mayReload', () => {
  it('allows the first full load', () => {
    expect(mayReload('/news', 1_000, null)).toBe(true);
  });

  it('suppresses a second full load of the same path within 10 seconds', () => {
    expect(mayReload('/news', 10_999, { path: '/news', at: 1_000 })).toBe(false);
  });

  it('allows it again once 10 seconds have passed', () => {
    expect(mayReload('/news', 1_000 + RELOAD_SUPPRESS_MS, { path: '/news', at: 1_000 })).toBe(true);
  });

  it('never suppresses a full load of another path', () => {
    expect(mayReload('/about', 1_001, { path: '/news', at: 1_000 })).toBe(true);
  });
});

describe('readReloadRecord', () => {
  it('reads what claimFullLoad stored', () => {
    const storage = memoryStorage({ [RELOAD_STORAGE_KEY]: '{"path":"/a","at":5}' });
    expect(readReloadRecord(storage)).toEqual({ path: '/a', at: 5 });
  });

  it.each(['not json', '{"path":1,"at":"x"}', 'null'])('treats %s as no record', (raw) => {
    expect(readReloadRecord(memoryStorage({ [RELOAD_STORAGE_KEY]: raw }))).toBeNull();
  });

  it('treats storage that throws as no record', () => {
    const storage: ReloadStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(readReloadRecord(storage)).toBeNull();
  });
});

describe('claimFullLoad', () => {
  it('does nothing while no new build is known', () => {
    const storage = memoryStorage();
    expect(claimFullLoad('/news', { stale: false, now: 1, storage })).toBe(false);
    expect(storage.data).toEqual({});
  });

  it('claims a full load once a new build is known, and records it', () => {
    const storage = memoryStorage();
    expect(claimFullLoad('/news', { stale: true, now: 50, storage })).toBe(true);
    expect(JSON.parse(storage.data[RELOAD_STORAGE_KEY] ?? '')).toEqual({ path: '/news', at: 50 });
  });

  it('refuses a second full load of the same path within 10 seconds', () => {
    const storage = memoryStorage();
    claimFullLoad('/news', { stale: true, now: 0, storage });
    expect(claimFullLoad('/news', { stale: true, now: 9_999, storage })).toBe(false);
    expect(claimFullLoad('/news', { stale: true, now: 10_000, storage })).toBe(true);
  });

  it('still claims the load when storage cannot be written', () => {
    const storage: ReloadStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(claimFullLoad('/news', { stale: true, now: 0, storage })).toBe(true);
  });
});

describe('createBuildPoller', () => {
  let files: Record<string, unknown>;
  let options: BuildPollerOptions;
  let onNewBuild: Mock<BuildPollerOptions['onNewBuild']>;
  let logError: Mock<BuildPollerOptions['logError']>;

  beforeEach(() => {
    vi.useFakeTimers();
    files = { [LATEST_BUILD_PATH]: { id: 'build-1' } };
    onNewBuild = vi.fn<BuildPollerOptions['onNewBuild']>();
    logError = vi.fn<BuildPollerOptions['logError']>();
    options = {
      currentId: 'build-1',
      intervalMs: 60 * 60 * 1000,
      fetchJson: vi.fn(async (path: string) => {
        if (!(path in files)) throw new Error(`404 ${path}`);
        return files[path];
      }),
      onNewBuild,
      logError,
    };
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks nothing before the first interval has passed', async () => {
    createBuildPoller(options).start();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1);
    expect(options.fetchJson).not.toHaveBeenCalled();
  });

  it('polls builds/latest.json every interval (hourly by default in the app)', async () => {
    createBuildPoller(options).start();
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(options.fetchJson).toHaveBeenCalledTimes(2);
    expect(options.fetchJson).toHaveBeenCalledWith(LATEST_BUILD_PATH);
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('reports a new build once its manifest loads, then stops polling', async () => {
    createBuildPoller(options).start();
    files[LATEST_BUILD_PATH] = { id: 'build-2', createdAt: '2025-01-01T00:00:00.000Z' };
    files[buildMetaPath('build-2')] = { id: 'build-2', createdAt: '2025-01-01T00:00:00.000Z' };
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(onNewBuild).toHaveBeenCalledWith({
      id: 'build-2',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    await vi.advanceTimersByTimeAsync(5 * 60 * 60 * 1000);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(options.fetchJson).toHaveBeenCalledTimes(2);
  });

  it('only logs a manifest that fails to load, and keeps polling', async () => {
    files = {};
    createBuildPoller(options).start();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(logError).toHaveBeenCalledWith('Could not load the build manifest', expect.any(Error));
    expect(onNewBuild).not.toHaveBeenCalled();
    files[LATEST_BUILD_PATH] = { id: 'build-3' };
    files[buildMetaPath('build-3')] = { id: 'build-3' };
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(onNewBuild).toHaveBeenCalledWith({ id: 'build-3' });
  });

  it('logs a latest.json without an id', async () => {
    files[LATEST_BUILD_PATH] = { version: 2 };
    await createBuildPoller(options).check();
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('waits for the new build to be fully deployed (its meta file) before reporting it', async () => {
    files[LATEST_BUILD_PATH] = { id: 'build-2' };
    const poller = createBuildPoller(options);
    expect(await poller.check()).toBe(false);
    expect(logError).toHaveBeenCalledWith(
      'Could not load the manifest of build build-2',
      expect.any(Error),
    );
    files[buildMetaPath('build-2')] = { id: 'build-2' };
    expect(await poller.check()).toBe(true);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('stops when asked', async () => {
    const poller = createBuildPoller(options);
    poller.start();
    poller.stop();
    await vi.advanceTimersByTimeAsync(3 * 60 * 60 * 1000);
    expect(options.fetchJson).not.toHaveBeenCalled();
  });
});
