// This site's production server (`pnpm start`): static assets, then React Router's handler with
// the kit's security headers (a nonce-based Content-Security-Policy) on every answer.
// Environment: PORT (3100), HOST, API_URL, BACKEND_URL, PUBLIC_ORIGIN (read by @quire/site).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');
/** @type {import('react-router').ServerBuild} */
const build = await import(path.join(here, 'build', 'server', 'index.js'));
const { createLoadContext, runWithClientIp, createCspNonce, securityHeaders } = build.entry.module;

const app = express();
app.disable('x-powered-by');
app.use((_req, res, next) => {
  const nonce = createCspNonce();
  res.locals.cspNonce = nonce;
  for (const [name, value] of Object.entries(securityHeaders(nonce))) res.setHeader(name, value);
  next();
});
app.use(compression());
app.use(
  '/assets',
  express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
);
app.use(express.static(clientDir, { maxAge: '1h' }));
app.use((req, _res, next) => runWithClientIp(req.ip, next));
app.use(
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // Middleware needs a context provider; the build's own `react-router` makes it.
    getLoadContext: (req, res) =>
      createLoadContext({ clientIp: req.ip, cspNonce: res.locals.cspNonce }),
  }),
);

const port = Number(process.env.PORT) || 3100;
const host = process.env.HOST;
const server = app.listen(port, host, () => {
  console.info(
    `[journal-site] http://${host ?? 'localhost'}:${port} (${process.env.NODE_ENV ?? 'development'} mode)`,
  );
});
// Finish the requests in flight, then exit (a deploy or Ctrl-C).
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
