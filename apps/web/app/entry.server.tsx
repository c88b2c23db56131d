import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { CspNonceContext } from '~/components/csp-nonce';
import { InlineStylesContext } from '~/components/inline-styles';
import { cacheControlFor } from '~/lib/cache-control';
import { INLINE_STYLES } from '~/lib/inline-styles.server';
import { readSessionToken } from '~/lib/session-cookie.server';

export const streamTimeout = 5_000;

// The Node server (`server.mjs`) reaches these through `build.entry.module`.
export { runWithClientIp } from '~/lib/client-ip.server';
export { createCspNonce, securityHeaders } from '~/lib/security-headers.server';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether any matched route declares an access rule other than public. */
function isGuarded(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((match) => {
    const handle = context.routeModules[match.route.id]?.handle as { auth?: unknown } | undefined;
    return handle?.auth !== undefined && handle.auth !== 'public';
  });
}

function isSignedIn(request: Request, context?: EntryContext): boolean {
  const root = context?.staticHandlerContext.loaderData.root as { viewer?: unknown } | undefined;
  return readSessionToken(request) !== null || Boolean(root?.viewer);
}

/** Caching for every response (spec: anonymous public pages at a CDN, signed-in ones private). */
function applyCachePolicy(
  request: Request,
  status: number,
  headers: Headers,
  guarded: boolean,
  context?: EntryContext,
) {
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
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  // A route that set its own policy keeps it.
  if (response.headers.has('Cache-Control')) return response;
  // Which routes matched is not known here, so only plain 200s count as public: single fetch
  // answers a guard's redirect with another status.
  applyCachePolicy(request, response.status, response.headers, response.status !== 200);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  // Set by server.mjs together with the Content-Security-Policy header that names it.
  const nonce = loadContext?.cspNonce;
  applyCachePolicy(
    request,
    responseStatusCode,
    responseHeaders,
    isGuarded(routerContext),
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
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <InlineStylesContext value={INLINE_STYLES}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesContext>
      </CspNonceContext>,
      {
        // React's own inline scripts (streamed Suspense boundaries) carry the nonce too.
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
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
