import { describe, expect, it } from 'vitest';
import { abstractToHtml } from './abstract-html';

describe('abstractToHtml', () => {
  it('wraps paragraphs and joins wrapped lines', () => {
    expect(abstractToHtml('First line\ncontinues.\n\n  Second.  \n\n\n')).toBe(
      '<p>First line continues.</p><p>Second.</p>',
    );
  });

  it('escapes markup so the abstract can never carry HTML', () => {
    expect(abstractToHtml('<script>alert(1)</script> & "quotes"')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</p>',
    );
  });

  it('turns an empty text into nothing', () => {
    expect(abstractToHtml(' \n\n ')).toBe('');
  });
});
