import { HTML_FULL_TEXT_MAX_BYTES } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { htmlFullText, htmlGalleyFullText } from './html-full-text';

const stored = (html: string) => htmlGalleyFullText(Buffer.from(html));

/** The status and message an HTML galley is refused with. */
function refusal(html: string | Buffer): { status: number; message: string } {
  try {
    htmlGalleyFullText(typeof html === 'string' ? Buffer.from(html) : html);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('Not refused');
}

describe('htmlGalleyFullText', () => {
  it('keeps the body only, without scripts, handlers, styles, frames or unsafe links', () => {
    const html =
      stored(`<html><head><title>T</title><script>steal()</script><style>p{}</style></head>
<body><p onclick="steal()" style="color:red">Tides <em>turn</em>.</p>
<a href="javascript:steal()">x</a><img src="f.png" onerror="steal()" alt="A crab">
<iframe src="https://evil.example"></iframe><form><input name="q"></form><svg onload="steal()"></svg></body></html>`);
    expect(html).toContain('<p>Tides <em>turn</em>.</p>');
    expect(html).toContain('<img src="f.png" alt="A crab">');
    expect(html).not.toMatch(/script|steal|style|iframe|<form|<input|<svg|<title/);
  });

  it('puts the headings under the page’s title when the file has an h1, and gives each an id', () => {
    const html = stored(
      '<h1>Salt marshes</h1><p>a</p><h2 id="methods">Methods</h2><h2 id="methods">Again</h2><h6>Deep</h6>',
    );
    expect(htmlFullText(html).outline).toEqual([
      { id: 'sec-1', title: 'Salt marshes', level: 2 },
      { id: 'methods', title: 'Methods', level: 3 },
      { id: 'sec-3', title: 'Again', level: 3 },
      { id: 'sec-4', title: 'Deep', level: 6 },
    ]);
    // Without an h1 the levels stay; an id that is no plain name is replaced.
    expect(htmlFullText(stored('<h2 id="1 x">Intro</h2><p>a</p>')).outline).toEqual([
      { id: 'sec-1', title: 'Intro', level: 2 },
    ]);
  });

  it('refuses plain text, a page with nothing to read once sanitised, and a file past the limit', () => {
    expect(refusal('Only words, no markup.')).toMatchObject({ status: 422, message: /not HTML/ });
    expect(refusal('<body><script>x()</script><p> </p></body>')).toMatchObject({
      status: 422,
      message: /no text/,
    });
    expect(refusal(Buffer.alloc(HTML_FULL_TEXT_MAX_BYTES + 1, 'a'))).toMatchObject({
      status: 413,
      message: /2 MB/,
    });
    // A page of images alone is something to read.
    expect(stored('<p><img src="f1.png" alt="Map"></p>')).toContain('<img');
  });

  it('gives the same answer when its own output is set again (sanitising twice changes nothing)', () => {
    const once = stored('<h1>T</h1><p onclick="x()">Tides <sub>2</sub></p><h2>M</h2>');
    expect(stored(once)).toBe(once);
  });
});
