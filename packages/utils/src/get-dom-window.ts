import type { WindowLike } from 'dompurify';

/** What the HTML helpers need from a window: DOMPurify's requirements plus a document. */
export type DomWindow = WindowLike & { document: Document };

interface JsdomModule {
  JSDOM: new (html?: string) => { window: DomWindow };
}

let nodeWindow: DomWindow | undefined;

/** What a server without jsdom is told: what is missing and the two ways to provide it. */
export const JSDOM_MISSING_MESSAGE =
  'Parsing HTML on the server (sanitizeHtml, stripTags) needs jsdom, which is not installed: ' +
  'add jsdom to the dependencies of the server that renders the site (it is an optional peer ' +
  'dependency of @quire/utils), or pass a window in the options.';

function isMissingJsdom(error: unknown): boolean {
  // Only jsdom itself: a missing dependency of an installed jsdom is a different fault.
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === 'MODULE_NOT_FOUND' &&
    error.message.includes("'jsdom'")
  );
}

function createNodeWindow(): DomWindow {
  if (typeof process === 'undefined' || typeof process.getBuiltinModule !== 'function') {
    throw new Error(
      'No DOM available: run in a browser, or in Node ≥ 20.16 with jsdom installed, or pass a window.',
    );
  }
  // jsdom is required at run time instead of imported so that bundlers never see it: browser
  // bundles must not carry jsdom, and browsers take the global-window branch before reaching here.
  // For the same reason it is an optional peer dependency, not a dependency: a site's browser
  // code uses this package too, and only the server that parses HTML installs jsdom.
  const { createRequire } = process.getBuiltinModule('node:module');
  const nodeRequire = createRequire(import.meta.url);
  let jsdom: JsdomModule;
  try {
    jsdom = nodeRequire('jsdom') as JsdomModule;
  } catch (error) {
    if (isMissingJsdom(error)) throw new Error(JSDOM_MISSING_MESSAGE, { cause: error });
    throw error;
  }
  return new jsdom.JSDOM('<!doctype html><html><head></head><body></body></html>').window;
}

/**
 * The window HTML is parsed in: the browser's own when there is one, otherwise a jsdom window
 * created on first use and shared by every later call in the process.
 * @example getDomWindow().document.createElement('template')
 */
export function getDomWindow(): DomWindow {
  if (typeof window !== 'undefined' && typeof window.document !== 'undefined') return window;
  nodeWindow ??= createNodeWindow();
  return nodeWindow;
}
