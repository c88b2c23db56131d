import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
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

function fullLoad(path: string, stale: boolean): boolean {
  if (!claimFullLoad(path, { stale, now: Date.now(), storage: sessionStore() })) return false;
  window.location.assign(path);
  return true;
}

/**
 * Polls for a new build (every `intervalMs`) and, once one exists, turns the next navigation into
 * a full page load of its target: link clicks are caught before the router sees them, other
 * navigations (back/forward, `navigate()`, GET forms) when they start. Disabled for `dev` builds.
 */
export function useBuildUpdate({ buildId, intervalMs }: { buildId: string; intervalMs: number }) {
  // The id of the bundle running now: later root revalidations may report a newer server's id.
  const [currentId] = useState(buildId);
  const staleRef = useRef(false);
  const navigation = useNavigation();

  useEffect(() => {
    if (currentId === 'dev') return;
    const poller = createBuildPoller({
      currentId,
      intervalMs,
      fetchJson,
      onNewBuild: () => {
        staleRef.current = true;
      },
      logError: (message, error) => console.error(message, error),
    });
    poller.start();
    return poller.stop;
  }, [currentId, intervalMs]);

  useEffect(() => {
    // Capture phase on window runs before React's own click handling, so `<Link>` sees the
    // prevented default and leaves the navigation to the browser.
    const onClick = (event: MouseEvent) => {
      if (!staleRef.current) return;
      const target = internalLinkTarget(event);
      if (target && fullLoad(target, staleRef.current)) event.preventDefault();
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    // Navigations that were not link clicks. Submissions (POST …) are left alone: a full load
    // would drop what the visitor typed. GET forms (search) carry everything in the URL.
    if (!staleRef.current || navigation.state !== 'loading') return;
    if (navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET') return;
    const { pathname, search, hash } = navigation.location;
    fullLoad(`${pathname}${search}${hash}`, staleRef.current);
  }, [navigation]);
}
