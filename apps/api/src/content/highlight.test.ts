import { describe, expect, it } from 'vitest';
import { hasMatch, highlightToHtml, MATCH_START, MATCH_STOP } from './highlight';
import { decodeEntities, escapeHtml, excerpt, htmlToPlainText } from './plain-text';

const mark = (text: string) => `${MATCH_START}${text}${MATCH_STOP}`;

describe('highlightToHtml', () => {
  it('turns markers into <mark> tags', () => {
    expect(highlightToHtml(`quiet ${mark('numbers')} here`)).toBe(
      'quiet <mark>numbers</mark> here',
    );
  });

  it('escapes everything that is not a marker', () => {
    expect(highlightToHtml(`<script>alert(1)</script> ${mark('x')} "q" 'a'`)).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; <mark>x</mark> &quot;q&quot; &#39;a&#39;',
    );
  });

  it('decodes entities before escaping, so encoded tags stay text', () => {
    expect(highlightToHtml('a &amp; b &lt;img src=x onerror=alert(1)&gt;')).toBe(
      'a &amp; b &lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it('always balances the marks', () => {
    expect(highlightToHtml(`${MATCH_START}${MATCH_START}a`)).toBe('<mark>a</mark>');
    expect(highlightToHtml(`${MATCH_STOP}b`)).toBe('b');
  });

  it('collapses whitespace left by stripped tags', () => {
    expect(highlightToHtml(`  a   ${mark('b')}  \n c `)).toBe('a <mark>b</mark> c');
  });

  it('escapes plain text (a name, a keyword) as written, references included', () => {
    expect(highlightToHtml(`Ann &amp; <b> ${mark('Mäkinen')}`, { source: 'text' })).toBe(
      'Ann &amp;amp; &lt;b&gt; <mark>Mäkinen</mark>',
    );
  });
});

describe('hasMatch', () => {
  it('tells a headline with a marked match from one without', () => {
    expect(hasMatch(`a ${mark('b')}`)).toBe(true);
    expect(hasMatch('a b')).toBe(false);
    expect(hasMatch(null)).toBe(false);
  });
});

describe('plain text helpers', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('decodes named and numeric references and leaves unknown ones', () => {
    expect(decodeEntities('&amp; &#233; &#x1F600; &bogus; &#0;')).toBe('& é 😀 &bogus; \uFFFD');
  });

  it('turns HTML into collapsed plain text', () => {
    expect(htmlToPlainText('<p>H<sub>2</sub>O &amp;\n <em>ice</em></p>')).toBe('H 2 O & ice');
  });

  it('cuts an excerpt at a word boundary', () => {
    expect(excerpt('A long description of the journal', 12)).toBe('A long…');
    expect(excerpt('Short', 12)).toBe('Short');
  });
});
