// The reference for `web.mjs`: a bare React Router server render of an article-shaped page with
// no data (no loaders, no API), served by the same Express + compression stack as the kit's
// site server (@quire/site/node). It measures what React Router + React SSR cost on their own, so the article
// figures can be read as "the framework" plus "our loaders, the API and our components".
// With BARE_DOCUMENT_FILE (the real article page's HTML) it also renders the same page: that
// markup, turned into React elements once at start, rendered through React Router on every
// request (`/same-page`) — the same elements, attributes and text, with no loader and no API.
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import compression from 'compression';
import express from 'express';
import { parse } from 'parse5';
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

/** HTML attribute names React spells otherwise. */
const REACT_NAMES = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  tabindex: 'tabIndex',
  crossorigin: 'crossOrigin',
  datetime: 'dateTime',
  srcset: 'srcSet',
  itemprop: 'itemProp',
  hreflang: 'hrefLang',
  referrerpolicy: 'referrerPolicy',
  fetchpriority: 'fetchPriority',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  maxlength: 'maxLength',
  readonly: 'readOnly',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
};
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const BOOLEAN = new Set([
  'hidden',
  'async',
  'defer',
  'disabled',
  'checked',
  'open',
  'required',
  'multiple',
  'selected',
  'nomodule',
]);

/** `a: b; c-d: e` as React's style object. */
function styleObject(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith('--')
      ? name
      : name.replace(/-([a-z])/g, (_m, c) => c.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

/** A parse5 node as a React element (text as a string; comments dropped). */
function toReact(node, key) {
  if (node.nodeName === '#text') return node.value;
  if (!node.tagName) return null;
  const props = { key };
  for (const { name, value } of node.attrs) {
    if (name === 'style') props.style = styleObject(value);
    else if (BOOLEAN.has(name)) props[name === 'nomodule' ? 'noModule' : name] = true;
    else props[REACT_NAMES[name] ?? name] = value;
  }
  if (VOID.has(node.tagName)) return h(node.tagName, props);
  const childNodes = (node.content ?? node).childNodes;
  if (node.tagName === 'script' || node.tagName === 'style') {
    const text = childNodes.map((child) => child.value ?? '').join('');
    return h(node.tagName, { ...props, dangerouslySetInnerHTML: { __html: text } });
  }
  return h(node.tagName, props, ...childNodes.map((child, index) => toReact(child, index)));
}

/** The real page's document as one React element (its `<html>`), built once. */
function documentElement(file) {
  const html = parse(readFileSync(file, 'utf8')).childNodes.find((node) => node.tagName === 'html');
  return toReact(html, 'html');
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
const samePage = process.env.BARE_DOCUMENT_FILE
  ? documentElement(process.env.BARE_DOCUMENT_FILE)
  : null;
const sameHandler = createStaticHandler([
  { id: 'same-page', path: '/same-page', Component: () => samePage },
]);

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
    const routing = url.pathname === '/same-page' && samePage ? sameHandler : handler;
    const context = await routing.query(new Request(url, { method: req.method }));
    if (context instanceof Response) {
      res.status(context.status).end();
      return;
    }
    const router = createStaticRouter(routing.dataRoutes, context);
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
