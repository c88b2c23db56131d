import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleDataRequestFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { cacheControlFor } from '../lib/cache-control';
import { CspNonceContext } from '../shell/csp-nonce';
import { InlineStylesContext } from '../shell/inline-styles';
import { RETRY_AFTER_SECONDS } from './api-unavailable.server';
import { CoalescingStream } from './coalescing-stream.server';
import { guardedRouteContext } from './guard.server';
import { requestInfoContext } from './request-context.server';
import { readSessionToken } from './session-cookie.server';

/**
 * How long a streamed document may wait for its deferred data (an app's `entry.server` exports
 * it as `streamTimeout`).
 */
export const STREAM_TIMEOUT_MS = 5_000;

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a guard middleware ran for a matched route (see `guard.server.ts`). */
function isGuarded(context: Readonly<RouterContextProvider> | undefined): boolean {
  return context?.get(guardedRouteContext) ?? false;
}

function isSignedIn(request: Request, context?: EntryContext): boolean {
  const root = context?.staticHandlerContext.loaderData.root as { viewer?: unknown } | undefined;
  return readSessionToken(request) !== null || Boolean(root?.viewer);
}

/** Caching for every response: anonymous public pages at a CDN, signed-in ones private. */
function applyCachePolicy(
  request: Request,
  status: number,
  headers: Headers,
  guarded: boolean,
  context?: EntryContext,
) {
  // A page the API could not feed (api-unavailable.server.ts): say when to come back.
  if (status === 503 && !headers.has('Retry-After')) {
    headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  headers.set(
    'Cache-Control',
    cacheControlFor({
      signedIn: isSignedIn(request, context),
      status,
      guarded,
      mutation: MUTATIONS.has(request.method.toUpperCase()),
    }),
  );
  // The same URL answers differently with and without a session cookie.
  headers.append('Vary', 'Cookie');
}

/** Client navigations fetch loader data as `.data`; they get the same caching rules. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  // A route that set its own policy keeps it.
  if (response.headers.has('Cache-Control')) return response;
  // Only plain 200s of unguarded routes count as public: single fetch answers a guard's
  // redirect with another status.
  const guarded = isGuarded(context as Readonly<RouterContextProvider>);
  applyCachePolicy(request, response.status, response.headers, guarded || response.status !== 200);
  return response;
};

/** What {@link createDocumentRequestHandler} needs from the app. */
export interface DocumentRequestOptions {
  /** The site's whole stylesheet, inlined into every document's head. */
  styles: string;
  /**
   * Font files (their built addresses) that every page sets text in, announced in a `Link`
   * header (`rel=preload`) so the browser fetches them with the document instead of after the
   * styles are parsed; none by default.
   */
  preloadFonts?: readonly string[];
}

/** The `Link` header value preloading each font (fonts are always fetched in CORS mode). */
export function fontPreloadLinks(fonts: readonly string[]): string {
  return fonts
    .map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`)
    .join(', ');
}

/**
 * The server entry's document handler: the cache policy (public for anonymous readers, private
 * for anyone signed in or on a guarded route), the CSP nonce on every inline script, and the
 * complete document for crawlers. An app's `entry.server.tsx` exports it as its default.
 * @example export default createDocumentRequestHandler({ styles: INLINE_STYLES });
 */
export function createDocumentRequestHandler({
  styles,
  preloadFonts = [],
}: DocumentRequestOptions) {
  const preloadLinks = fontPreloadLinks(preloadFonts);
  return (
    request: Request,
    responseStatusCode: number,
    responseHeaders: Headers,
    routerContext: EntryContext,
    loadContext?: Readonly<RouterContextProvider>,
  ) => {
    if (preloadLinks) responseHeaders.append('Link', preloadLinks);
    return handleDocumentRequest(
      styles,
      request,
      responseStatusCode,
      responseHeaders,
      routerContext,
      loadContext,
    );
  };
}

function handleDocumentRequest(
  styles: string,
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: Readonly<RouterContextProvider>,
) {
  // Set by the site server (`@quire/site/node`) together with the Content-Security-Policy header that names it.
  const nonce = loadContext?.get(requestInfoContext).cspNonce;
  applyCachePolicy(
    request,
    responseStatusCode,
    responseHeaders,
    isGuarded(loadContext),
    routerContext,
  );

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document in one piece (every meta tag and citation in place).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after streamTimeout so rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      STREAM_TIMEOUT_MS + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <InlineStylesContext value={styles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesContext>
      </CspNonceContext>,
      {
        // React's own inline scripts (streamed Suspense boundaries) carry the nonce too.
        nonce,
        [readyOption]() {
          shellRendered = true;
          // React's pieces of one pass leave as one chunk (see CoalescingStream).
          const body = new CoalescingStream({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by React Router; log only the streamed ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
