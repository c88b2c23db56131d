// Gives every request an id (the caller's X-Request-Id when it is a plain token, else a new
// UUID), echoes it in the response and sends it on every call this request makes to the API, so
// one page view can be followed from this server's log into the API's.
import { AsyncLocalStorage } from 'node:async_hooks';
import diagnosticsChannel from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFrom } from '@quire/utils/node';
import type { RequestHandler } from 'express';
import './express-locals';

// The id rule is the API's own (`@quire/utils/node`): short tokens only, so a client cannot
// forge or bloat log lines.
export { REQUEST_ID_HEADER, requestIdFrom } from '@quire/utils/node';

const scope = new AsyncLocalStorage<string>();

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore();
}

/**
 * Express middleware: sets `res.locals.requestId`, answers with the header and runs the rest of
 * the request's handling with the id in scope (see {@link forwardRequestIds}).
 */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFrom(req.headers);
    res.locals.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    scope.run(id, next);
  };
}

/**
 * Adds the current request's id to every outgoing HTTP request to `origin` (the API), whatever
 * client makes it (the API client's axios runs on node:http). It hooks Node's
 * `http.client.request.created` diagnostics channel, published before the headers are written
 * (Node 22.12 and later; on older Node the calls simply go without the id). Other hosts never
 * see the id. Returns the way to stop.
 * @param origin e.g. `http://127.0.0.1:4000`
 */
export function forwardRequestIds(origin: string): () => void {
  // `URL.host` leaves out a default port, as Node's Host header does.
  const target = new URL(origin);
  const host = target.host.toLowerCase();
  const onCreated = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    const id = scope.getStore();
    if (id === undefined || request.getHeader(REQUEST_ID_HEADER) !== undefined) return;
    const requestHost = String(request.getHeader('host') ?? '').toLowerCase();
    if (requestHost !== host || request.protocol !== target.protocol) return;
    request.setHeader(REQUEST_ID_HEADER, id);
  };
  diagnosticsChannel.subscribe('http.client.request.created', onCreated);
  return () => diagnosticsChannel.unsubscribe('http.client.request.created', onCreated);
}
