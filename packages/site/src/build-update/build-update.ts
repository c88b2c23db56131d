/**
 * Build updates: the app polls `builds/latest.json`; once a new build id shows up,
 * the next navigation is a full page load, so the visitor gets the new code instead of asking
 * the old bundle for chunks that no longer exist. A full load of the same path is not repeated
 * within {@link RELOAD_SUPPRESS_MS}, so a server that keeps answering with another id cannot
 * trap a visitor in a reload loop.
 *
 * Everything here is plain logic (timers, storage and fetch are passed in) so it is tested with
 * fake timers; `use-build-update.ts` wires it into React Router.
 */

/** The manifest of the newest build (`builds/latest.json`). */
export interface BuildManifest {
  id: string;
  createdAt?: string;
}

/** How long a full load of one path suppresses another full load of that path. */
export const RELOAD_SUPPRESS_MS = 10_000;

/** sessionStorage key of the last full load this rule made. */
export const RELOAD_STORAGE_KEY = 'quire:build-reload';

/** Where the newest build's id is published. */
export const LATEST_BUILD_PATH = '/builds/latest.json';

/** The manifest of one build. */
export function buildMetaPath(id: string): string {
  return `/builds/meta/${encodeURIComponent(id)}.json`;
}

/** The last full load made by this rule. */
export interface ReloadRecord {
  path: string;
  /** `Date.now()` when it happened. */
  at: number;
}

/** The part of `Storage` the rule uses. */
export interface ReloadStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads the last reload record; anything unreadable counts as none. */
export function readReloadRecord(storage: ReloadStorage | undefined): ReloadRecord | null {
  try {
    const raw = storage?.getItem(RELOAD_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ReloadRecord>;
    return typeof parsed.path === 'string' && typeof parsed.at === 'number'
      ? { path: parsed.path, at: parsed.at }
      : null;
  } catch {
    return null;
  }
}

/** Whether a full load of `path` may happen at `now` given the last one. */
export function mayReload(path: string, now: number, last: ReloadRecord | null): boolean {
  if (!last || last.path !== path) return true;
  return now - last.at >= RELOAD_SUPPRESS_MS;
}

/**
 * Decides whether the navigation to `path` should be a full page load, and records it when so.
 * Returns false when no new build is known or a full load of that path just happened.
 */
export function claimFullLoad(
  path: string,
  { stale, now, storage }: { stale: boolean; now: number; storage: ReloadStorage | undefined },
): boolean {
  if (!stale) return false;
  if (!mayReload(path, now, readReloadRecord(storage))) return false;
  try {
    storage?.setItem(RELOAD_STORAGE_KEY, JSON.stringify({ path, at: now } satisfies ReloadRecord));
  } catch {
    // Without storage the loop guard cannot work; reloading once is still right.
  }
  return true;
}

/** What the poller needs from its environment. */
export interface BuildPollerOptions {
  /** The build the running page belongs to. */
  currentId: string;
  /** Milliseconds between checks. */
  intervalMs: number;
  /** Fetches and parses a JSON file of the build folder (`/builds/…`). */
  fetchJson(path: string): Promise<unknown>;
  /** Called once, when a new build id is confirmed. */
  onNewBuild(manifest: BuildManifest): void;
  /** Where failures go (a failed manifest load is only logged). */
  logError(message: string, error: unknown): void;
}

/** The polling loop: `start()` begins checking every `intervalMs`, `stop()` ends it. */
export interface BuildPoller {
  start(): void;
  stop(): void;
  /** One check now; resolves true when a new build was found. */
  check(): Promise<boolean>;
}

function manifestId(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Creates the build poller. A new id counts once `builds/meta/{id}.json` also loads, so a half-
 * deployed build (latest written, files not yet there) does not force reloads into it.
 */
export function createBuildPoller(options: BuildPollerOptions): BuildPoller {
  let timer: ReturnType<typeof setInterval> | undefined;
  let found = false;

  const check = async (): Promise<boolean> => {
    if (found) return true;
    let latest: string | undefined;
    try {
      latest = manifestId(await options.fetchJson(LATEST_BUILD_PATH));
      if (!latest) throw new Error('builds/latest.json has no build id');
    } catch (error) {
      options.logError('Could not load the build manifest', error);
      return false;
    }
    if (latest === options.currentId) return false;
    let meta: unknown;
    try {
      meta = await options.fetchJson(buildMetaPath(latest));
    } catch (error) {
      options.logError(`Could not load the manifest of build ${latest}`, error);
      return false;
    }
    if (found) return true;
    found = true;
    stop();
    const createdAt = (meta as { createdAt?: unknown } | null)?.createdAt;
    options.onNewBuild({ id: latest, ...(typeof createdAt === 'string' ? { createdAt } : {}) });
    return true;
  };

  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };

  return {
    start: () => {
      if (timer !== undefined || found) return;
      timer = setInterval(() => void check(), options.intervalMs);
    },
    stop,
    check,
  };
}
