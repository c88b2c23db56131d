/**
 * The browser half of build updates: polling `builds/latest.json` and turning a navigation into a
 * full page load once a newer build exists. `use-build-update.ts` loads this module lazily, after
 * the page is up: its first check is a polling interval away, so a reader's first load never
 * carries it (see docs/performance.md, "JavaScript budget").
 */
import { claimFullLoad, createBuildPoller, type ReloadStorage } from './build-update';

function sessionStore(): ReloadStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can throw (sandboxed frames, some private modes).
    return undefined;
  }
}

async function fetchJson(path: string): Promise<unknown> {
  // `no-store` and a unique query: neither the browser nor a CDN may answer from a cache.
  const response = await fetch(`${path}?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** The link a click would follow within this app, or null (other sites, new tabs, downloads). */
function internalLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.getAttribute('rel')?.includes('external')) {
    return null;
  }
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // Same page, different hash: the browser scrolls, no navigation to upgrade.
  if (
    url.pathname === window.location.pathname &&
    url.search === window.location.search &&
    url.hash
  ) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Loads `path` in full (the new build's code) unless the same path was loaded that way moments
 * ago; says whether it did.
 */
export function fullLoad(path: string): boolean {
  if (!claimFullLoad(path, { stale: true, now: Date.now(), storage: sessionStore() })) return false;
  window.location.assign(path);
  return true;
}

/** A click on an internal link becomes a full load of its target (the router never sees it). */
export function fullLoadOnClick(event: MouseEvent): void {
  const target = internalLinkTarget(event);
  if (target && fullLoad(target)) event.preventDefault();
}

/** Polls every `intervalMs` until a build other than `currentId` is published; returns `stop`. */
export function pollForNewBuild({
  currentId,
  intervalMs,
  onNewBuild,
}: {
  currentId: string;
  intervalMs: number;
  onNewBuild: () => void;
}): () => void {
  const poller = createBuildPoller({
    currentId,
    intervalMs,
    fetchJson,
    onNewBuild,
    logError: (message, error) => console.error(message, error),
  });
  poller.start();
  return poller.stop;
}
