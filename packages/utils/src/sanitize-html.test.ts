import { findExecutableContent, xssVectors } from '@quire/test-utils';
import { describe, expect, it } from 'vitest';
import { type DomWindow, getDomWindow } from './get-dom-window';
import { sanitizeHtml } from './sanitize-html';

// Vitest titles choke on control characters, so vectors are named by their JSON form.
const vectors = xssVectors.map((vector) => ({ name: JSON.stringify(vector), vector }));

/** Parses HTML as a browser would when it is inserted into a page, and serialises it again. */
function reparse(html: string): string {
  const template = getDomWindow().document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

describe('sanitizeHtml', () => {
  describe('against the XSS corpus', () => {
    it('starts from HTML the checker flags, so the assertions below can fail', () => {
      const flagged = xssVectors.filter((vector) => findExecutableContent(vector).length > 0);
      expect(flagged.length).toBeGreaterThanOrEqual(100);
    });

    it.each(vectors)('leaves nothing executable in $name', ({ vector }) => {
      expect(findExecutableContent(sanitizeHtml(vector))).toEqual([]);
    });

    it.each(vectors)('gives output that sanitises to itself for $name', ({ vector }) => {
      const once = sanitizeHtml(vector);
      const twice = sanitizeHtml(once);
      expect(findExecutableContent(twice)).toEqual([]);
      expect(twice).toBe(once);
    });

    // Mutation XSS hides in markup that parses differently the second time round.
    it.each(vectors)('gives output that survives re-parsing unchanged for $name', ({ vector }) => {
      const output = sanitizeHtml(vector);
      expect(findExecutableContent(reparse(output))).toEqual([]);
      expect(reparse(output)).toBe(output);
    });
  });

  describe('scholarly markup', () => {
    it.each([
      '<p>H<sub>2</sub>O and E = mc<sup>2</sup></p>',
      '<p><em>em</em> <strong>strong</strong> <i>i</i> <b>b</b> <u>u</u> <small>small</small></p>',
      '<blockquote><p>Quoted <q>inline</q> from <cite>A Book</cite></p></blockquote>',
      '<pre><code>const x = 1;</code></pre>',
      '<ul><li>one</li></ul><ol start="3" reversed=""><li>two</li></ol>',
      '<dl><dt>term</dt><dd>definition</dd></dl>',
      '<h2>h2</h2><h3>h3</h3><h4>h4</h4><h5>h5</h5><h6>h6</h6>',
      '<p><abbr title="Digital Object Identifier">DOI</abbr> <span class="note" lang="la">et al.</span></p>',
      '<figure><img src="https://cdn.example.org/f1.png" alt="Figure 1" width="300" height="200"><figcaption>Figure 1</figcaption></figure>',
      '<p>before</p><hr><p>after<br>line</p>',
      '<math><mi>x</mi><msup><mi>y</mi><mn>2</mn></msup></math>',
      '<math display="block"><mfrac><mn>1</mn><mi>n</mi></mfrac><mo>+</mo><msqrt><mi>x</mi></msqrt></math>',
    ])('keeps %s', (html) => {
      expect(sanitizeHtml(html)).toBe(html);
    });

    it('keeps tables with their structure and cell attributes', () => {
      const table =
        '<table><caption>Table 1</caption><thead><tr><th scope="col">a</th><th scope="col">b</th></tr></thead>' +
        '<tbody><tr><td colspan="2" rowspan="1">1</td></tr></tbody><tfoot><tr><td>n = 1</td></tr></tfoot></table>';
      expect(sanitizeHtml(table)).toBe(table);
    });

    it.each([
      'https://doi.org/10.1000/182',
      'http://example.org/',
      'mailto:editor@example.org',
      'tel:+3212345678',
      '/journals/7/articles/42',
      'articles/42',
      '#fn1',
      '?page=2',
    ])('keeps a link to %s', (href) => {
      const link = `<a href="${href}" title="t">x</a>`;
      expect(sanitizeHtml(link)).toBe(link);
    });

    it.each(['https://cdn.example.org/a.png', '/uploads/a.png'])(
      'keeps an image from %s',
      (src) => {
        expect(sanitizeHtml(`<img src="${src}" alt="a">`)).toBe(`<img src="${src}" alt="a">`);
      },
    );
  });

  describe('full-text markup', () => {
    it('keeps in-page links with ids, and back-links named for a screen reader', () => {
      const html =
        '<p>Cited <a href="#ref-r1" id="cite-r1-1">[1]</a></p><ol><li id="ref-r1">A. ' +
        '<span class="back-links"><span aria-hidden="true">↩</span> ' +
        '<a href="#cite-r1-1" aria-label="Back to where reference 1 is cited, 1 of 1">1</a></span></li></ol>';
      expect(sanitizeHtml(html)).toBe(html);
    });

    it('keeps a focusable table frame and lazily loaded images', () => {
      const html =
        '<figure id="tab-t1" tabindex="0"><figcaption id="tab-t1-caption">T</figcaption>' +
        '<table aria-labelledby="tab-t1-caption"><tbody><tr><th scope="row">a</th><td>1</td></tr></tbody></table></figure>' +
        '<figure><img src="/galleys/articles/1/f1.png" alt="A curve" loading="lazy"></figure>';
      expect(sanitizeHtml(html)).toBe(html);
    });

    it.each(['1', '-1', '32767', 'x'])(
      'drops tabindex="%s", which would reorder focus',
      (value) => {
        expect(sanitizeHtml(`<figure tabindex="${value}">x</figure>`)).toBe('<figure>x</figure>');
      },
    );

    it('drops a loading attribute other than lazy or eager', () => {
      expect(sanitizeHtml('<img src="/a.png" alt="" loading="x">')).toBe(
        '<img src="/a.png" alt="">',
      );
    });

    it('drops ids and in-page links that would run script', () => {
      expect(
        sanitizeHtml('<a href="javascript:location.hash" id="x" onfocus="alert(1)">1</a>'),
      ).toBe('<a id="x">1</a>');
    });
  });

  describe('images limited to the site and given origins', () => {
    const options = { imageOrigins: ['https://api.example'] };

    it.each([
      'https://api.example/galleys/articles/1/f1.png',
      '/galleys/articles/1/f1.png',
      'f1.png',
    ])('keeps an image from %s', (src) => {
      expect(sanitizeHtml(`<img src="${src}" alt="a">`, options)).toBe(
        `<img src="${src}" alt="a">`,
      );
    });

    it.each([
      'https://cdn.example.org/a.png',
      'https://api.example.evil.org/a.png',
      'https://api.example@evil.org/a.png',
      'http://api.example/a.png',
      '//evil.org/a.png',
      '/\\evil.org/a.png',
      ' //evil.org/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
    ])('drops an image from %s', (src) => {
      expect(sanitizeHtml(`<img src="${src}" alt="a">`, options)).toBe('<img alt="a">');
    });

    it('does not limit images without the option, nor share results with calls that have it', () => {
      const html = '<img src="https://cdn.example.org/a.png" alt="a">';
      expect(sanitizeHtml(html, options)).toBe('<img alt="a">');
      expect(sanitizeHtml(html)).toBe(html);
      expect(sanitizeHtml(html, options)).toBe('<img alt="a">');
    });
  });

  describe('links that open a new window', () => {
    it('get rel="noopener noreferrer" for target=_blank', () => {
      expect(sanitizeHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
      );
    });

    it('get it for a named target too', () => {
      expect(sanitizeHtml('<a href="/a" target="preview">x</a>')).toContain(
        'rel="noopener noreferrer"',
      );
    });

    it('keep other rel tokens', () => {
      expect(sanitizeHtml('<a href="/a" target="_blank" rel="nofollow">x</a>')).toContain(
        'rel="nofollow noopener noreferrer"',
      );
    });

    it('lose an explicit opener token', () => {
      expect(sanitizeHtml('<a href="/a" target="_BLANK" rel="opener">x</a>')).toContain(
        'rel="noopener noreferrer"',
      );
    });

    it('get the tokens once however often sanitising runs', () => {
      const link = '<a href="/a" target="_blank">x</a>';
      sanitizeHtml(link);
      sanitizeHtml(link);
      expect(sanitizeHtml(sanitizeHtml(link))).toBe(
        '<a href="/a" target="_blank" rel="noopener noreferrer">x</a>',
      );
    });

    it('leave links in the same window alone', () => {
      expect(sanitizeHtml('<a href="/a" target="_self">x</a>')).toBe(
        '<a href="/a" target="_self">x</a>',
      );
    });
  });

  describe('removals', () => {
    it('drops style attributes', () => {
      expect(sanitizeHtml('<p style="color:red">x</p>')).toBe('<p>x</p>');
    });

    it('drops data attributes', () => {
      expect(sanitizeHtml('<p data-toggle="modal">x</p>')).toBe('<p>x</p>');
    });

    it('drops h1, which belongs to the page rather than its content, but keeps its text', () => {
      expect(sanitizeHtml('<h1>Title</h1>')).toBe('Title');
    });

    it('drops SVG with its content', () => {
      expect(sanitizeHtml('<p>a<svg><circle r="1"></circle></svg>b</p>')).toBe('<p>ab</p>');
    });

    it('drops forms and their controls but keeps their text', () => {
      expect(sanitizeHtml('<form action="/x"><label>Name</label><input name="n"></form>')).toBe(
        'Name',
      );
    });

    it('drops data: image sources', () => {
      expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="a">')).toBe('<img alt="a">');
    });

    it('drops image sources with a non-http scheme', () => {
      expect(sanitizeHtml('<img src="mailto:a@b.c" alt="a">')).toBe('<img alt="a">');
    });

    it.each([
      'ftp://example.org/a',
      'sms:+3212345678',
      'javascript:alert(1)',
      'data:text/html,x',
      'blob:https://example.org/1',
    ])('drops a link to %s', (href) => {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    });
  });

  describe('empty input', () => {
    it.each([null, undefined, ''])('returns an empty string for %o', (html) => {
      expect(sanitizeHtml(html)).toBe('');
    });

    it('passes plain text through, escaped', () => {
      expect(sanitizeHtml('a < b & c')).toBe('a &lt; b &amp; c');
    });
  });

  describe('injected window', () => {
    it('sanitises with the same rules', async () => {
      // Typed by hand: jsdom ships no types and this package does not need @types/jsdom.
      const { JSDOM } = (await import('jsdom')) as {
        JSDOM: new (html: string) => { window: DomWindow };
      };
      const { window: injected } = new JSDOM('');
      const html =
        '<a href="javascript:alert(1)" target="_blank" onclick="x()">x</a><script></script>';
      expect(sanitizeHtml(html, { window: injected })).toBe(
        '<a target="_blank" rel="noopener noreferrer">x</a>',
      );
    });
  });
});
