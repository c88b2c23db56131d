// The reference for `web.mjs`: a bare React Router server render of an article-shaped page with
// no data (no loaders, no API), served by the same Express + compression stack as apps/web's
// server.mjs. It measures what React Router + React SSR cost on their own, so the article
// figures can be read as "the framework" plus "our loaders, the API and our components".
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import compression from 'compression';
import express from 'express';
import { createElement as h } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
} from 'react-router';

const PARAGRAPH =
  'Quire publishes peer-reviewed articles in open access. This paragraph stands in for an abstract: a few sentences of plain text so the page weighs about as much as a real one.';

function Root() {
  return h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, 'An article — Quire'),
    ),
    h('body', null, h('main', null, h(Outlet))),
  );
}

function Article() {
  return h(
    'article',
    null,
    h('h1', null, 'An article title of ordinary length'),
    h('p', null, 'Ada Lovelace, Charles Babbage'),
    h('h2', null, 'Abstract'),
    ...Array.from({ length: 6 }, (_, i) => h('p', { key: i }, PARAGRAPH)),
  );
}

const routes = [
  {
    id: 'root',
    path: '/',
    Component: Root,
    children: [{ id: 'article', path: 'journals/:slug/articles/:articleSlug', Component: Article }],
  },
];
const handler = createStaticHandler(routes);

const app = express();
app.disable('x-powered-by');
app.use(compression());
// The second reference: a document already in memory (BARE_DOCUMENT_FILE, the real article
// page's bytes) sent as it is — what the same Express stack costs to serve those bytes at all.
if (process.env.BARE_DOCUMENT_FILE) {
  const document = readFileSync(process.env.BARE_DOCUMENT_FILE);
  app.get('/document', (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(document);
  });
}
app.use(async (req, res, next) => {
  try {
    const url = new URL(req.originalUrl, `http://${req.headers.host}`);
    const context = await handler.query(new Request(url, { method: req.method }));
    if (context instanceof Response) {
      res.status(context.status).end();
      return;
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const { pipe } = renderToPipeableStream(h(StaticRouterProvider, { router, context }), {
      onAllReady() {
        res.status(context.statusCode).setHeader('Content-Type', 'text/html; charset=utf-8');
        const body = new PassThrough();
        body.pipe(res);
        pipe(body);
      },
      onShellError: next,
    });
  } catch (error) {
    next(error);
  }
});

const server = app.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
