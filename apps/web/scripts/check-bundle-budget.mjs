// CI budget: the JavaScript a signed-out visitor's browser loads for an article page,
// gzip-compressed, must stay within BUDGET_KIB, and none of it may contain socket.io, Redux, axios,
// zod, DOMPurify or CSL (citation-js, citeproc) code. Deterministic: it reads the built files, no
// browser involved.
//
// The set of files is what React Router's manifest tells the browser to load for the article
// route: the client entry and every route module from the root down to the article, each with
// its static imports (followed through the chunks themselves too), plus the part of the route
// manifest the page carries. With lazy route discovery (React Router's default, which the app
// keeps) the browser never fetches `manifest-*.js`: the document inlines the routes that match
// the page's address and its parent addresses, and the rest arrives per navigation. That inline
// script is counted, built the way React Router builds it (`getPartialManifest`, without the
// indentation the project's patch of react-router drops, see pnpm-workspace.yaml). Lazy chunks
// (the signed-in extras) are not loaded by that page and are not counted; they are scanned to
// prove the detectors work (the signed-in chunk must show Redux).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router';

// 125 KiB until 29-11-2026; 127 that day, for what the article page gained; 126 once React Router's
// unused instrumentation left the browser's build; 125 again since the root route's own modules
// joined the shell chunk (docs/performance.md, "JavaScript budget").
const BUDGET_KIB = 125;
const ARTICLE_ROUTE = 'routes/journal/article';
const SIGNED_IN_CHUNK = /signed-in-extras-[\w-]+\.js$/;

/** Strings only the named library's code contains. */
const FORBIDDEN = {
  'socket.io-client': ['io server disconnect', 'io client disconnect', 'websocket error'],
  'redux / @reduxjs/toolkit': ['@@redux/', 'Minified Redux error', 'Reducers may not dispatch'],
  axios: ['AxiosError', 'ERR_BAD_OPTION_VALUE', 'axios-retry'],
  zod: ['ZodError', '$ZodType'],
  dompurify: ['DOMPurify', 'SAFE_FOR_TEMPLATES'],
  // Citations are formatted by the API; the page gets strings.
  'citation-js / citeproc (CSL)': ['csl-bib-body', 'Cannot find style '],
};

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');
const assetsDir = join(clientDir, 'assets');

function fail(message) {
  console.error(`bundle budget: ${message}`);
  process.exit(1);
}

let manifestFile;
try {
  manifestFile = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
} catch {
  fail('build/client/assets is missing; run `pnpm --filter @quire/web build` first.');
}
if (!manifestFile) fail('no React Router manifest (assets/manifest-*.js) in the build.');

const manifestSource = readFileSync(join(assetsDir, manifestFile), 'utf8');
const manifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf('{'), manifestSource.lastIndexOf('}') + 1),
);

const toFile = (url) => join(clientDir, url.replace(/^\//, ''));
const files = new Set();
const queue = [];
const add = (url) => {
  const file = toFile(url);
  if (!files.has(file)) {
    files.add(file);
    queue.push(file);
  }
};

add(manifest.entry.module);
for (const url of manifest.entry.imports ?? []) add(url);
let route = manifest.routes[ARTICLE_ROUTE];
if (!route) fail(`route ${ARTICLE_ROUTE} is not in the manifest.`);
while (route) {
  add(route.module);
  for (const url of route.imports ?? []) add(url);
  route = route.parentId ? manifest.routes[route.parentId] : undefined;
}
// Static imports inside the chunks (`import"./x.js"`, `from"./x.js"`); `import("…")` is lazy.
const staticImports = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)].map(
    (match) => join(assetsDir, match[1].slice(2)),
  );
while (queue.length > 0) {
  for (const file of staticImports(queue.pop())) add(`/assets/${file.slice(assetsDir.length + 1)}`);
}

function findLibraries(source) {
  return Object.entries(FORBIDDEN)
    .filter(([, markers]) => markers.some((marker) => source.includes(marker)))
    .map(([library]) => library);
}

/**
 * The inline manifest of the article page: the routes matching its address and each parent
 * address (as React Router's `getPartialManifest` picks them), as the document's script holds it.
 */
function inlineManifest() {
  const byParent = new Map();
  for (const route of Object.values(manifest.routes)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const tree = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      children: tree(route.id),
    }));
  const routes = tree(undefined);
  // The article's address, each parameter filled in.
  const chain = [];
  for (let id = ARTICLE_ROUTE; id; id = manifest.routes[id].parentId) chain.unshift(id);
  const address = `/${chain
    .map((id) => manifest.routes[id].path ?? '')
    .filter(Boolean)
    .join('/')
    .replace(/:[\w]+/g, 'x')}`;
  const ids = new Set(chain);
  const segments = address.split('/').filter(Boolean);
  for (segments.pop(); ; segments.pop()) {
    for (const match of matchRoutes(routes, `/${segments.join('/')}`) ?? [])
      ids.add(match.route.id);
    if (segments.length === 0) break;
  }
  const partial = {
    ...manifest,
    routes: Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]])),
  };
  return {
    address,
    source: Buffer.from(`window.__reactRouterManifest = ${JSON.stringify(partial)};`),
  };
}

const rows = [];
const problems = [];
let total = 0;
{
  const { address, source } = inlineManifest();
  const gzip = gzipSync(source).length;
  total += gzip;
  rows.push({ file: `(inline) route manifest of ${address}`, raw: source.length, gzip });
}
for (const file of [...files].sort()) {
  const source = readFileSync(file);
  const gzip = gzipSync(source).length;
  total += gzip;
  rows.push({ file: file.slice(clientDir.length + 1), raw: source.length, gzip });
  for (const library of findLibraries(source.toString('utf8'))) {
    problems.push(`${file.slice(clientDir.length + 1)} contains ${library} code`);
  }
}

// The detectors must be able to fail: the lazy signed-in chunk holds Redux.
const signedInChunk = readdirSync(assetsDir).find((name) => SIGNED_IN_CHUNK.test(name));
if (!signedInChunk) {
  problems.push('the lazy signed-in chunk (signed-in-extras-*.js) is missing');
} else {
  if (files.has(join(assetsDir, signedInChunk))) {
    problems.push(`${signedInChunk} is loaded by the signed-out article page`);
  }
  // The signed-in bundle is that chunk with its static imports: Vite may move code it shares
  // with the lazy chat screens into a common chunk.
  const signedInFiles = new Set([join(assetsDir, signedInChunk)]);
  for (const file of signedInFiles)
    for (const imported of staticImports(file)) signedInFiles.add(imported);
  const found = new Set(
    [...signedInFiles].flatMap((file) => findLibraries(readFileSync(file, 'utf8'))),
  );
  for (const library of ['redux / @reduxjs/toolkit', 'socket.io-client']) {
    if (!found.has(library)) {
      problems.push(`the ${library} detector did not recognise it in the signed-in bundle`);
    }
  }
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
console.info(`JavaScript loaded by a signed-out article page (${ARTICLE_ROUTE}):`);
for (const { file, raw, gzip } of rows) {
  console.info(
    `  ${file.padEnd(56)} ${kib(raw).padStart(7)} KiB  ${kib(gzip).padStart(6)} KiB gzip`,
  );
}
console.info(
  `  total ${kib(total)} KiB gzip (${total} bytes) (budget ${BUDGET_KIB} KiB) in ${rows.length} files`,
);

if (total > BUDGET_KIB * 1024) {
  problems.push(`total ${kib(total)} KiB gzip exceeds the budget of ${BUDGET_KIB} KiB`);
}
if (problems.length > 0) fail(problems.join('\n  '));
console.info('bundle budget: ok');
