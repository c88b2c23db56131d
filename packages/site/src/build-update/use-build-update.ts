import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';

type BuildUpdateBrowser = typeof import('./build-update-browser');

/**
 * Polls for a new build (every `intervalMs`) and, once one exists, turns the next navigation into
 * a full page load of its target: link clicks are caught before the router sees them, other
 * navigations (back/forward, `navigate()`, GET forms) when they start. Disabled for `dev` builds.
 * The polling code loads after the page (see `build-update-browser.ts`).
 */
export function useBuildUpdate({ buildId, intervalMs }: { buildId: string; intervalMs: number }) {
  // The id of the bundle running now: later root revalidations may report a newer server's id.
  const [currentId] = useState(buildId);
  // Set once a newer build is published: from then on navigations become full loads.
  const staleRef = useRef<BuildUpdateBrowser | null>(null);
  const navigation = useNavigation();

  useEffect(() => {
    if (currentId === 'dev') return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./build-update-browser').then((browser) => {
      if (unmounted) return;
      stop = browser.pollForNewBuild({
        currentId,
        intervalMs,
        onNewBuild: () => {
          staleRef.current = browser;
        },
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [currentId, intervalMs]);

  useEffect(() => {
    // Capture phase on window runs before React's own click handling, so `<Link>` sees the
    // prevented default and leaves the navigation to the browser.
    const onClick = (event: MouseEvent) => staleRef.current?.fullLoadOnClick(event);
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    // Navigations that were not link clicks. Submissions (POST …) are left alone: a full load
    // would drop what the visitor typed. GET forms (search) carry everything in the URL.
    const stale = staleRef.current;
    if (!stale || navigation.state !== 'loading') return;
    if (navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET') return;
    const { pathname, search, hash } = navigation.location;
    stale.fullLoad(`${pathname}${search}${hash}`);
  }, [navigation]);
}
