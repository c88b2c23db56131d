import { describe, expect, it } from 'vitest';
import { findExecutableContent } from './find-executable-content';

describe('findExecutableContent', () => {
  describe('flags executable content', () => {
    it.each([
      ['<script>alert(1)</script>', '<script> element'],
      ['<style>p{}</style>', '<style> element'],
      ['<iframe src="https://a.example"></iframe>', '<iframe> element'],
      ['<object data="x.swf"></object>', '<object> element'],
      ['<embed src="x.swf">', '<embed> element'],
      ['<applet code="X.class"></applet>', '<applet> element'],
      ['<base href="https://evil.example/">', '<base> element'],
      ['<meta http-equiv="refresh" content="0;url=x">', '<meta> element'],
      ['<link rel="import" href="x.html">', '<link> element'],
      ['<form><p>x</p></form>', '<form> element'],
      ['<svg><script>alert(1)</script></svg>', '<script> element'],
    ])('finds the element in %s', (html, finding) => {
      expect(findExecutableContent(html)).toContain(finding);
    });

    it.each([
      ['<img src=x onerror=alert(1)>', 'onerror'],
      ['<p onclick="alert(1)">x</p>', 'onclick'],
      ['<svg onload=alert(1)>', 'onload'],
      ['<math><mi onmouseover=alert(1)>x</mi></math>', 'onmouseover'],
    ])('finds the event handler in %s', (html, handler) => {
      expect(findExecutableContent(html).join('\n')).toContain(`${handler} event handler`);
    });

    it.each([
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JavaScript:alert(1)">x</a>',
      '<a href="  javascript:alert(1)">x</a>',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<a href="java&#x0A;script:alert(1)">x</a>',
      '<a href="&#x01;javascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<form action="javascript:alert(1)"></form>',
      '<button formaction="javascript:alert(1)">x</button>',
      '<svg><a xlink:href="javascript:alert(1)">x</a></svg>',
      '<object data="javascript:alert(1)"></object>',
      '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
      '<svg><animate attributeName="href" values="#a;javascript:alert(1)"/></svg>',
    ])('finds the dangerous URL in %s', (html) => {
      expect(findExecutableContent(html)).not.toEqual([]);
    });

    it('finds style attributes', () => {
      expect(findExecutableContent('<p style="color:red">x</p>')).toEqual([
        'style attribute on <p>',
      ]);
    });

    it('finds srcdoc whatever its value', () => {
      expect(findExecutableContent('<div srcdoc="<b>x</b>"></div>')).toEqual([
        'srcdoc attribute on <div>',
      ]);
    });

    it('looks inside template contents', () => {
      expect(findExecutableContent('<template><img src=x onerror=alert(1)></template>')).toEqual([
        'onerror event handler on <img>',
      ]);
    });

    it('reports every finding, not just the first', () => {
      expect(
        findExecutableContent('<script></script><img src=x onerror=a() onload=b()>'),
      ).toHaveLength(3);
    });
  });

  describe('passes inert HTML', () => {
    it('accepts clean scholarly markup', () => {
      const html = [
        '<h2>Results</h2>',
        '<p>H<sub>2</sub>O and E = mc<sup>2</sup>, see <a href="https://doi.org/10.1000/1" target="_blank" rel="noopener noreferrer">the paper</a>,',
        ' <a href="#fn1">note</a>, <a href="/journals/1">a journal</a>, <a href="mailto:ed@example.org">mail</a>',
        ' or <a href="tel:+3212345678">call</a>.</p>',
        '<blockquote><p><em>Quoted</em> <strong>text</strong></p></blockquote>',
        '<ul><li>one</li></ul><ol><li>two</li></ol><dl><dt>t</dt><dd>d</dd></dl>',
        '<table><caption>T1</caption><thead><tr><th scope="col">a</th></tr></thead>',
        '<tbody><tr><td colspan="2">1</td></tr></tbody></table>',
        '<figure><img src="https://cdn.example/f.png" alt="Figure"><figcaption>F1</figcaption></figure>',
        '<math><mi>x</mi><msup><mi>y</mi><mn>2</mn></msup></math>',
      ].join('');
      expect(findExecutableContent(html)).toEqual([]);
    });

    it('accepts plain text', () => {
      expect(findExecutableContent('just text, even javascript:alert(1) as text')).toEqual([]);
    });

    it('accepts the empty string', () => {
      expect(findExecutableContent('')).toEqual([]);
    });

    it('accepts relative URLs that merely contain a colon later on', () => {
      expect(findExecutableContent('<a href="/search?q=a:b">x</a><img src="img/a:b.png">')).toEqual(
        [],
      );
    });

    it('accepts escaped markup, which is text', () => {
      expect(findExecutableContent('&lt;script&gt;alert(1)&lt;/script&gt;')).toEqual([]);
    });
  });
});
