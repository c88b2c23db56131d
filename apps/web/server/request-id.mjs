// @ts-check
// Gives every request an id (the caller's X-Request-Id when it is a plain token, else a new
// UUID), echoes it in the response and sends it on every call this request makes to the API, so
// one page view can be followed from this server's log into the API's.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';

/** The header both servers read and answer with. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Same rule as the API (apps/api/src/http/request-id.ts): short tokens only, so a client cannot
// forge or bloat log lines.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** @type {AsyncLocalStorage<string>} */
const scope = new AsyncLocalStorage();

/**
 * The id of an incoming request: the caller's header when acceptable, else a new UUID.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function requestIdFrom(headers) {
  const given = headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/** The id of the request being handled, if any. */
export function currentRequestId() {
  return scope.getStore();
}

/**
 * Express middleware: sets `res.locals.requestId`, answers with the header and runs the rest of
 * the request's handling with the id in scope (see {@link forwardRequestIds}).
 * @returns {import('express').RequestHandler}
 */
export function requestIds() {
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
 * @param {string} origin e.g. `http://127.0.0.1:4000`
 * @returns {() => void}
 */
export function forwardRequestIds(origin) {
  // `URL.host` leaves out a default port, as Node's Host header does.
  const target = new URL(origin);
  const host = target.host.toLowerCase();
  /** @param {unknown} message */
  const onCreated = (message) => {
    const request = /** @type {{ request: import('node:http').ClientRequest }} */ (message).request;
    const id = scope.getStore();
    if (id === undefined || request.getHeader(REQUEST_ID_HEADER) !== undefined) return;
    const requestHost = String(request.getHeader('host') ?? '').toLowerCase();
    if (requestHost !== host || request.protocol !== target.protocol) return;
    request.setHeader(REQUEST_ID_HEADER, id);
  };
  diagnosticsChannel.subscribe('http.client.request.created', onCreated);
  return () => diagnosticsChannel.unsubscribe('http.client.request.created', onCreated);
}
