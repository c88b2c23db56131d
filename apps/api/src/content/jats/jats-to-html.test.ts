import { sanitizeHtml } from '@quire/utils';
import { describe, expect, it } from 'vitest';
import { renderJatsFullText } from './jats-to-html';

const article = (body: string, back = '') =>
  `<?xml version="1.0"?><article xmlns:mml="http://www.w3.org/1998/Math/MathML" xmlns:xlink="http://www.w3.org/1999/xlink"><front/><body>${body}</body><back>${back}</back></article>`;

describe('renderJatsFullText', () => {
  it('renders sections as headings with ids and lists them in the outline', () => {
    const rendered = renderJatsFullText(
      article(
        '<sec id="s1"><title>Introduction</title><p>One <italic>two</italic>.</p><sec id="s1.1"><title>Aims</title><p>Three.</p></sec></sec>',
      ),
    );
    expect(rendered?.html).toBe(
      '<h2 id="sec-s1">Introduction</h2>' +
        '<p>One <em>two</em>.</p><h3 id="sec-s11">Aims</h3><p>Three.</p>',
    );
    expect(rendered?.outline).toEqual([
      { id: 'sec-s1', title: 'Introduction', level: 2 },
      { id: 'sec-s11', title: 'Aims', level: 3 },
    ]);
  });

  it('links in-text citations to the references and footnote marks to the notes', () => {
    const rendered = renderJatsFullText(
      article(
        '<p>As shown <xref ref-type="bibr" rid="r1">[1]</xref>.<xref ref-type="fn" rid="fn1">1</xref></p>',
        '<fn-group><fn id="fn1"><p>A note.</p></fn></fn-group><ref-list><ref id="r1"><mixed-citation>Lovelace, A. (1843). Notes.</mixed-citation></ref></ref-list>',
      ),
    );
    expect(rendered?.html).toBe(
      '<p>As shown <a href="#ref-r1">[1]</a>.<sup><a href="#fn-fn1">1</a></sup></p>' +
        '<h2 id="footnotes">Notes</h2><ol><li id="fn-fn1">A note.</li></ol>' +
        '<h2 id="references">References</h2><ol><li id="ref-r1">Lovelace, A. (1843). Notes.</li></ol>',
    );
    expect(rendered?.outline.map((heading) => heading.id)).toEqual(['footnotes', 'references']);
  });

  it('renders figures with captions, tables with spans, lists and MathML', () => {
    const rendered = renderJatsFullText(
      article(
        '<fig id="f1"><label>Figure 1</label><caption><p>The <bold>curve</bold>.</p></caption><graphic xlink:href="f1.png"/></fig>' +
          '<table-wrap id="t1"><label>Table 1</label><caption><p>Counts</p></caption><table><thead><tr><th colspan="2">A</th></tr></thead><tbody><tr><td>1</td><td rowspan="x">2</td></tr></tbody></table></table-wrap>' +
          '<list list-type="order"><list-item><p>First</p></list-item></list>' +
          '<disp-formula><mml:math display="block"><mml:msup><mml:mi>x</mml:mi><mml:mn>2</mml:mn></mml:msup></mml:math></disp-formula>',
      ),
    );
    expect(rendered?.html).toBe(
      '<figure id="fig-f1"><figcaption><strong>Figure 1</strong> The <strong>curve</strong>.</figcaption></figure>' +
        '<figure id="tab-t1"><figcaption><strong>Table 1</strong> Counts</figcaption><table><thead><tr><th colspan="2">A</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table></figure>' +
        '<ol><li>First</li></ol>' +
        '<p><math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><msup><mi>x</mi><mn>2</mn></msup></math></p>',
    );
  });

  it('leaves no way to run script: hostile markup becomes text or is dropped', () => {
    const rendered = renderJatsFullText(
      article(
        '<p onclick="alert(1)">Hi <script>alert(2)</script><ext-link xlink:href="javascript:alert(3)">click</ext-link> <ext-link xlink:href="https://example.org/?a=1&amp;b=&quot;2&quot;">ok</ext-link> &lt;img src=x onerror=alert(4)&gt;</p>' +
          '<sec id="x&quot; onmouseover=&quot;alert(5)"><title>T</title></sec><p><inline-formula><mml:math><mml:mi>x</mml:mi><mml:maction actiontype="statusline">y</mml:maction></mml:math></inline-formula></p>',
      ),
    );
    const html = rendered?.html ?? '';
    expect(html).toBe(
      '<p>Hi alert(2)click <a href="https://example.org/?a=1&amp;b=&quot;2&quot;" rel="noopener">ok</a> &lt;img src=x onerror=alert(4)&gt;</p>' +
        '<h2 id="sec-xonmouseoveralert5">T</h2><p><math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math></p>',
    );
    // A sanitiser finds nothing to remove in what was rendered.
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('answers null for XML without a body', () => {
    expect(renderJatsFullText('<article><front/></article>')).toBeNull();
    expect(renderJatsFullText('not xml at all')).toBeNull();
  });
});
