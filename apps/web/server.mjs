// The web app's production server (`pnpm start`): Express + React Router's request handler.
// It replaces `react-router-serve` for one reason: loaders must know the visitor's IP, so the
// API's per-IP rate limits see visitors rather than this server (see app/lib/client-ip.server.ts).
//
// Environment: PORT (3000), HOST (all interfaces), TRUST_PROXY (unset: the client IP is the
// socket's peer; set it — `true`, `loopback` or proxy addresses, Express's `trust proxy` syntax —
// when a load balancer in front of this server sets X-Forwarded-For), MAX_BODY_BYTES (largest
// request body accepted, default 21 MiB: the API's UPLOAD_MAX_BYTES plus 1 MiB; see
// server/body-limit.mjs). Every response carries the Content-Security-Policy and the other
// security headers (app/lib/security-headers.server.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { bodyLimit, maxBodyBytesSetting } from './server/body-limit.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');
/** @type {import('react-router').ServerBuild} */
const build = await import(path.join(here, 'build', 'server', 'index.js'));
const { runWithClientIp, createCspNonce, securityHeaders } = build.entry.module;

/** `TRUST_PROXY` as Express's `trust proxy` setting (`false` when unset). */
function trustProxySetting(value) {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value); // hops
  return value.split(',').map((entry) => entry.trim());
}

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxySetting(process.env.TRUST_PROXY));
// First, so every answer carries them: pages, errors, static files, feeds and the body-limit
// refusals. The nonce is new for each response; the page's inline scripts and styles carry it.
app.use((_req, res, next) => {
  const nonce = createCspNonce();
  res.locals.cspNonce = nonce;
  for (const [name, value] of Object.entries(securityHeaders(nonce))) res.setHeader(name, value);
  next();
});
app.use(compression());
// Before anything reads a body: actions buffer whole form posts in memory (`request.formData()`).
app.use(bodyLimit({ maxBytes: maxBodyBytesSetting(process.env.MAX_BODY_BYTES) }));

// Hashed file names change with their content: cache them for a year.
app.use(
  '/assets',
  express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
);
// Other files (favicon, …) briefly; the build manifests never come from a cache unchecked:
// browsers poll builds/latest.json to notice a deploy.
const buildsDir = `${path.join(clientDir, 'builds')}${path.sep}`;
app.use(
  express.static(clientDir, {
    maxAge: '1h',
    setHeaders(res, file) {
      if (file.startsWith(buildsDir)) res.setHeader('Cache-Control', 'no-cache');
    },
  }),
);

// `req.ip` is the socket's peer, or the X-Forwarded-For client when TRUST_PROXY allows it.
app.use((req, _res, next) => runWithClientIp(req.ip, next));
app.use(
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req, res) => ({ clientIp: req.ip, cspNonce: res.locals.cspNonce }),
  }),
);

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST;
const server = app.listen(port, host, () => {
  // Says the mode: the React build the server renders with follows NODE_ENV.
  console.info(
    `[quire-web] http://${host ?? 'localhost'}:${port} (${process.env.NODE_ENV ?? 'development'} mode)`,
  );
});
// A client may close its sending side once the request is out (HTTP/1.1 allows it). Node's
// default then aborts the request and closes the socket, so a page still loading its data was
// never answered: the client saw a dropped connection. Half-open, the answer is sent, then the
// socket closes.
server.httpAllowHalfOpen = true;

// SIGTERM (deploys, `docker stop`): stop accepting, let requests in flight finish, then exit.
function shutdown(signal) {
  console.info(`[quire-web] ${signal}: draining`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Keep-alive sockets of finished requests must not hold the process open.
  setTimeout(() => server.closeAllConnections(), 10_000).unref();
  setTimeout(() => process.exit(1), 15_000).unref();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
