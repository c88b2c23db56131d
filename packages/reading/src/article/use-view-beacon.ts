import { useRootData } from '@quire/site';
import { useEffect } from 'react';

/**
 * Counts one view of an article once its page is shown in a browser: a small POST to the API's
 * view beacon. Why from the browser: the page itself may come from a cache (so the server never
 * sees the read), and bots rarely run scripts. The API leaves out bots and the same reader's
 * repeats within 30 seconds. Best effort: a failed beacon never troubles the reader.
 */
export function useViewBeacon(articleId: number): void {
  const apiUrl = useRootData()?.api.apiUrl;
  useEffect(() => {
    if (!apiUrl) return;
    // A simple, cookieless request: no CORS preflight and no CSRF header needed, and the API
    // tells readers apart by address and browser, signed in or not. The answer is not read.
    fetch(`${apiUrl.replace(/\/?$/, '/')}articles/${articleId}/view`, {
      method: 'POST',
      mode: 'no-cors',
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  }, [apiUrl, articleId]);
}
