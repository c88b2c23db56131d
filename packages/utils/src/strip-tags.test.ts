import { describe, expect, it } from 'vitest';
import { stripTags } from './strip-tags';

describe('stripTags', () => {
  describe('text extraction', () => {
    it('removes markup', () => {
      expect(stripTags('<p>An <em>open</em> <a href="/x">journal</a></p>')).toBe('An open journal');
    });

    it('decodes entities', () => {
      expect(stripTags('Caf&eacute; &amp; cr&#232;me &lt;3 &#x1F600;')).toBe('Café & crème <3 😀');
    });

    it('keeps inline elements from splitting words', () => {
      expect(stripTags('H<sub>2</sub>O and E=mc<sup>2</sup>')).toBe('H2O and E=mc2');
    });

    it('turns paragraph boundaries into a space', () => {
      expect(stripTags('<p>first</p><p>second</p>')).toBe('first second');
    });

    it('turns line breaks into a space', () => {
      expect(stripTags('line<br>break<br/>again')).toBe('line break again');
    });

    it('separates list items, table cells and headings', () => {
      expect(
        stripTags(
          '<h2>Title</h2><ul><li>a</li><li>b</li></ul><table><tr><td>c</td><td>d</td></tr></table>',
        ),
      ).toBe('Title a b c d');
    });

    it('collapses and trims whitespace, Unicode spaces included', () => {
      expect(stripTags('  <p>a \n\t b&nbsp;&nbsp;c</p>\u3000 ')).toBe('a b c');
    });

    it('reads MathML as its text', () => {
      expect(stripTags('<math><mi>x</mi><mo>=</mo><mn>2</mn></math>')).toBe('x=2');
    });

    it('returns plain text unchanged', () => {
      expect(stripTags('plain text')).toBe('plain text');
    });
  });

  describe('hidden content', () => {
    it('drops script contents', () => {
      expect(stripTags('<p>a</p><script>alert("secret")</script><p>b</p>')).toBe('a b');
    });

    it('drops style contents', () => {
      expect(stripTags('<style>p { color: red }</style>text')).toBe('text');
    });

    it('drops script inside SVG', () => {
      expect(stripTags('<svg><script>alert(1)</script></svg>text')).toBe('text');
    });

    it('drops noscript, template and textarea contents', () => {
      expect(
        stripTags('<noscript>enable js</noscript><template>tpl</template><textarea>t</textarea>ok'),
      ).toBe('ok');
    });

    it('drops comments', () => {
      expect(stripTags('a<!-- hidden -->b')).toBe('ab');
    });

    it('returns escaped markup as the text it stands for', () => {
      expect(stripTags('&lt;script&gt;x&lt;/script&gt;')).toBe('<script>x</script>');
    });
  });

  describe('maxLength', () => {
    const text = '<p>Quire publishes open access journals</p>';

    it('leaves text that fits alone', () => {
      expect(stripTags(text, { maxLength: 100 })).toBe('Quire publishes open access journals');
    });

    it('leaves text of exactly maxLength alone', () => {
      expect(stripTags('abcde', { maxLength: 5 })).toBe('abcde');
    });

    it('cuts at a word boundary and adds an ellipsis', () => {
      expect(stripTags(text, { maxLength: 22 })).toBe('Quire publishes open…');
    });

    it('keeps the result within maxLength, ellipsis included', () => {
      for (let maxLength = 1; maxLength < 40; maxLength++) {
        expect(Array.from(stripTags(text, { maxLength })).length).toBeLessThanOrEqual(maxLength);
      }
    });

    it('keeps a whole last word that ends exactly at the cut', () => {
      expect(stripTags('one two three', { maxLength: 8 })).toBe('one two…');
    });

    it('does not leave punctuation before the ellipsis', () => {
      expect(stripTags('Results, methods and data', { maxLength: 12 })).toBe('Results…');
    });

    it('cuts a single overlong word mid-word', () => {
      expect(stripTags('Pneumonoultramicroscopic', { maxLength: 6 })).toBe('Pneum…');
    });

    it('never splits an emoji or astral character', () => {
      expect(stripTags('😀😀😀😀', { maxLength: 3 })).toBe('😀😀…');
    });

    it.each([0, -1, 1.5, Number.NaN])('throws a RangeError for maxLength %d', (maxLength) => {
      expect(() => stripTags('x', { maxLength })).toThrow(RangeError);
    });
  });

  describe('empty input', () => {
    it.each([null, undefined, '', '   ', '<p></p>'])('returns an empty string for %o', (html) => {
      expect(stripTags(html)).toBe('');
    });
  });
});
