import type { WindowLike } from 'dompurify';

/** What the HTML helpers need from a window: DOMPurify's requirements plus a document. */
export type DomWindow = WindowLike & { document: Document };

interface JsdomModule {
  JSDOM: new (html?: string) => { window: DomWindow };
}

let nodeWindow: DomWindow | undefined;

function createNodeWindow(): DomWindow {
  if (typeof process === 'undefined' || typeof process.getBuiltinModule !== 'function') {
    throw new Error(
      'No DOM available: run in a browser, or in Node ≥ 20.16 with jsdom installed, or pass a window.',
    );
  }
  // jsdom is required at run time instead of imported so that bundlers never see it: browser
  // bundles must not carry jsdom, and browsers take the global-window branch before reaching here.
  const { createRequire } = process.getBuiltinModule('node:module');
  const nodeRequire = createRequire(import.meta.url);
  const { JSDOM } = nodeRequire('jsdom') as JsdomModule;
  return new JSDOM('<!doctype html><html><head></head><body></body></html>').window;
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
