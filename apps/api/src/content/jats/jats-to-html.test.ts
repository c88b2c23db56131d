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

  it('links in-text citations to their reference, and each reference back to every citation', () => {
    const rendered = renderJatsFullText(
      article(
        '<p>Shown <xref ref-type="bibr" rid="r1">[1]</xref> and again <xref ref-type="bibr" rid="r1">[1]</xref>; both <xref ref-type="bibr" rid="r1 r2">[1, 2]</xref>.</p>',
        '<ref-list><ref id="r1"><mixed-citation>Lovelace, A. (1843). Notes. https://doi.org/10.1/x.</mixed-citation></ref>' +
          '<ref id="r2"><mixed-citation>Babbage, C. (1864). <italic>Passages</italic>. <pub-id pub-id-type="doi">10.2/y</pub-id></mixed-citation></ref>' +
          '<ref id="r3"><mixed-citation>Never cited.</mixed-citation></ref></ref-list>',
      ),
    );
    expect(rendered?.html).toBe(
      '<p>Shown <a href="#ref-r1" id="cite-r1-1">[1]</a> and again <a href="#ref-r1" id="cite-r1-2">[1]</a>; both <a href="#ref-r1" id="cite-r1-3">[1, 2]</a>.</p>' +
        '<h2 id="references">References</h2><ol class="q-full-text__references">' +
        '<li id="ref-r1">Lovelace, A. (1843). Notes. <a href="https://doi.org/10.1/x" rel="noopener">https://doi.org/10.1/x</a>. ' +
        '<span class="q-full-text__back-links"><span aria-hidden="true">↩\uFE0E</span> ' +
        '<a href="#cite-r1-1" aria-label="Back to where reference 1 is cited, 1 of 3">1</a> ' +
        '<a href="#cite-r1-2" aria-label="Back to where reference 1 is cited, 2 of 3">2</a> ' +
        '<a href="#cite-r1-3" aria-label="Back to where reference 1 is cited, 3 of 3">3</a></span></li>' +
        '<li id="ref-r2">Babbage, C. (1864). <em>Passages</em>. <a href="https://doi.org/10.2/y" rel="noopener">10.2/y</a> ' +
        '<span class="q-full-text__back-links"><a href="#cite-r1-3" aria-label="Back to where reference 2 is cited">↩\uFE0E</a></span></li>' +
        '<li id="ref-r3">Never cited.</li></ol>',
    );
    expect(rendered?.hasReferenceList).toBe(true);
  });

  it('numbers a citation without text of its own after its reference', () => {
    const rendered = renderJatsFullText(
      article(
        '<p>As shown<xref ref-type="bibr" rid="b2"/>.</p>',
        '<ref-list><ref id="b1"><mixed-citation>One.</mixed-citation></ref><ref id="b2"><mixed-citation>Two.</mixed-citation></ref></ref-list>',
      ),
    );
    expect(rendered?.html).toContain('<a href="#ref-b2" id="cite-b2-1">[2]</a>');
  });

  it('links footnote marks to the notes and each note back to its mark', () => {
    const rendered = renderJatsFullText(
      article(
        '<p>Counted.<xref ref-type="fn" rid="fn1">1</xref> See <xref ref-type="sec" rid="s2">Methods</xref>.</p>',
        '<fn-group><fn id="fn1"><p>A note.</p></fn></fn-group>',
      ),
    );
    expect(rendered?.html).toBe(
      '<p>Counted.<sup><a href="#fn-fn1" id="fnref-fn1-1">1</a></sup> See <a href="#sec-s2">Methods</a>.</p>' +
        '<h2 id="footnotes">Notes</h2><ol><li id="fn-fn1">A note. <span class="q-full-text__back-links">' +
        '<a href="#fnref-fn1-1" aria-label="Back to where note 1 is cited">↩\uFE0E</a></span></li></ol>',
    );
    expect(rendered?.outline.map((heading) => heading.id)).toEqual(['footnotes']);
    expect(rendered?.hasReferenceList).toBe(false);
  });

  describe('figures', () => {
    const figure =
      '<fig id="f1"><label>Figure 1</label><caption><p>The <bold>curve</bold>.</p></caption><graphic xlink:href="f1.png"/></fig>';

    it('show their image at the address the galley gives, with the caption as alt text', () => {
      const rendered = renderJatsFullText(article(figure), {
        graphicUrl: (href) => `https://api.example/galleys/articles/7/${href}`,
      });
      expect(rendered?.html).toBe(
        '<figure id="fig-f1" class="q-full-text__figure">' +
          '<img src="https://api.example/galleys/articles/7/f1.png" alt="The curve." loading="lazy">' +
          '<figcaption><strong>Figure 1</strong> The <strong>curve</strong>.</figcaption></figure>',
      );
    });

    it('take their alt text from the XML’s alt-text when it has one', () => {
      const rendered = renderJatsFullText(
        article(
          '<fig id="f1"><caption><p>Curve.</p></caption><graphic xlink:href="f1.png"><alt-text>A rising "curve" &amp; dots</alt-text></graphic></fig>',
        ),
        { graphicUrl: () => '/f1.png' },
      );
      expect(rendered?.html).toContain('alt="A rising &quot;curve&quot; &amp; dots"');
    });

    it('say so, pointing to the PDF, when the image is not available', () => {
      const rendered = renderJatsFullText(article(figure), {
        graphicUrl: () => null,
        pdfUrl: 'https://api.example/api/articles/7/download',
      });
      expect(rendered?.html).toBe(
        '<figure id="fig-f1" class="q-full-text__figure">' +
          '<p class="q-full-text__no-image">Image not available — <a href="https://api.example/api/articles/7/download">see the PDF</a>.</p>' +
          '<figcaption><strong>Figure 1</strong> The <strong>curve</strong>.</figcaption></figure>',
      );
    });

    it('never leave a caption alone: a figure without any graphic says its image is missing', () => {
      const rendered = renderJatsFullText(
        article('<fig id="f2"><label>Figure 2</label><caption><p>Lost.</p></caption></fig>'),
      );
      expect(rendered?.html).toBe(
        '<figure id="fig-f2" class="q-full-text__figure">' +
          '<p class="q-full-text__no-image">Image not available.</p>' +
          '<figcaption><strong>Figure 2</strong> Lost.</figcaption></figure>',
      );
    });
  });

  describe('tables', () => {
    it('name their header cells’ scope, keep spans, and are labelled by their caption', () => {
      const rendered = renderJatsFullText(
        article(
          '<table-wrap id="t1"><label>Table 1</label><caption><p>Counts</p></caption><table>' +
            '<thead><tr><th>Group</th><th colspan="2">Cases</th><th scope="row">x</th></tr></thead>' +
            '<tbody><tr><th>A</th><td>1</td><td rowspan="x">2</td></tr></tbody></table>' +
            '<table-wrap-foot><fn><p>n = 3.</p></fn></table-wrap-foot></table-wrap>',
        ),
      );
      expect(rendered?.html).toBe(
        '<figure id="tab-t1" class="q-full-text__table" tabindex="0">' +
          '<figcaption id="tab-t1-caption"><strong>Table 1</strong> Counts</figcaption>' +
          '<table aria-labelledby="tab-t1-caption"><thead><tr><th scope="col">Group</th><th scope="colgroup" colspan="2">Cases</th><th scope="row">x</th></tr></thead>' +
          '<tbody><tr><th scope="row">A</th><td>1</td><td>2</td></tr></tbody></table>' +
          '<p class="q-full-text__table-note">n = 3.</p></figure>',
      );
    });

    it('put bare rows in a body and get an id when the XML gives none', () => {
      const rendered = renderJatsFullText(
        article('<table-wrap><table><tr><td>1</td></tr></table></table-wrap>'),
      );
      expect(rendered?.html).toBe(
        '<figure id="tab-1" class="q-full-text__table" tabindex="0"><table><tbody><tr><td>1</td></tr></tbody></table></figure>',
      );
    });
  });

  it('renders lists and MathML', () => {
    const rendered = renderJatsFullText(
      article(
        '<list list-type="order"><list-item><p>First</p></list-item></list>' +
          '<disp-formula><mml:math display="block"><mml:msup><mml:mi>x</mml:mi><mml:mn>2</mml:mn></mml:msup></mml:math></disp-formula>',
      ),
    );
    expect(rendered?.html).toBe(
      '<ol><li>First</li></ol>' +
        '<p><math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><msup><mi>x</mi><mn>2</mn></msup></math></p>',
    );
  });

  it('gives HTML the sanitiser keeps as it is: ids, back-links, images, focusable tables', () => {
    const rendered = renderJatsFullText(
      article(
        '<p>Cited <xref ref-type="bibr" rid="r1">[1]</xref>.<xref ref-type="fn" rid="n1">1</xref></p>' +
          '<fig id="f1"><label>Figure 1</label><caption><p>Shown.</p></caption><graphic xlink:href="f1.png"/></fig>' +
          '<fig id="f2"><caption><p>Missing.</p></caption><graphic xlink:href="f2.png"/></fig>' +
          '<table-wrap id="t1"><caption><p>T</p></caption><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table></table-wrap>',
        '<fn-group><fn id="n1"><p>Note.</p></fn></fn-group><ref-list><ref id="r1"><mixed-citation>A. https://example.org/a</mixed-citation></ref></ref-list>',
      ),
      {
        graphicUrl: (href) =>
          href === 'f1.png' ? 'https://api.example/galleys/articles/1/f1.png' : null,
        pdfUrl: 'https://api.example/api/articles/1/download',
      },
    );
    const html = rendered?.html ?? '';
    expect(html).toContain('<img ');
    expect(html).toContain('Image not available');
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('leaves no way to run script: hostile markup becomes text or is dropped', () => {
    const rendered = renderJatsFullText(
      article(
        '<p onclick="alert(1)">Hi <script>alert(2)</script><ext-link xlink:href="javascript:alert(3)">click</ext-link> <ext-link xlink:href="https://example.org/?a=1&amp;b=&quot;2&quot;">ok</ext-link> &lt;img src=x onerror=alert(4)&gt;</p>' +
          '<sec id="x&quot; onmouseover=&quot;alert(5)"><title>T</title></sec><p><inline-formula><mml:math><mml:mi>x</mml:mi><mml:maction actiontype="statusline">y</mml:maction></mml:math></inline-formula></p>' +
          '<p><xref ref-type="bibr" rid="r1&quot;onclick=&quot;x">[1]</xref></p>' +
          '<fig id="f1"><graphic xlink:href="javascript:alert(6)"/></fig>',
        '<ref-list><ref id="r1&quot;onclick=&quot;x"><mixed-citation>R. javascript:alert(7) https://x.example/a"onclick="b</mixed-citation></ref></ref-list>',
      ),
    );
    const html = rendered?.html ?? '';
    expect(html).toBe(
      '<p>Hi alert(2)click <a href="https://example.org/?a=1&amp;b=&quot;2&quot;" rel="noopener">ok</a> &lt;img src=x onerror=alert(4)&gt;</p>' +
        '<h2 id="sec-xonmouseoveralert5">T</h2><p><math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math></p>' +
        '<p><a href="#ref-r1onclickx" id="cite-r1onclickx-1">[1]</a></p>' +
        // Without an address from the galley, no image: a hostile href never becomes a source.
        '<figure id="fig-f1" class="q-full-text__figure"><p class="q-full-text__no-image">Image not available.</p></figure>' +
        '<h2 id="references">References</h2><ol class="q-full-text__references"><li id="ref-r1onclickx">R. javascript:alert(7) ' +
        '<a href="https://x.example/a" rel="noopener">https://x.example/a</a>"onclick="b ' +
        '<span class="q-full-text__back-links"><a href="#cite-r1onclickx-1" aria-label="Back to where reference 1 is cited">↩\uFE0E</a></span></li></ol>',
    );
    // A sanitiser finds nothing to remove in what was rendered.
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('answers null for XML without a body', () => {
    expect(renderJatsFullText('<article><front/></article>')).toBeNull();
    expect(renderJatsFullText('not xml at all')).toBeNull();
  });
});
