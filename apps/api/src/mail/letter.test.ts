import { describe, expect, it } from 'vitest';
import { composeLetter } from './letter';

const LETTER = {
  to: 'ada@example.org',
  subject: 'Decision',
  greeting: 'Dear Ada <Lovelace>,',
  blocks: [
    'Your submission “Notes & Engines” was read.',
    { quote: '  First line\nsecond line <script>alert(1)</script>\n\nNew paragraph.  ' },
    { link: 'http://localhost:3000/panel/submission?id=7&tab="files"' },
  ],
  signature: ['Kind regards,', 'Grace Hopper'],
};

describe('composeLetter', () => {
  it('writes the plain text as blank-line separated blocks, the quote kept as written', () => {
    expect(composeLetter(LETTER).text).toBe(
      [
        'Dear Ada <Lovelace>,',
        '',
        'Your submission “Notes & Engines” was read.',
        '',
        '-'.repeat(60),
        'First line\nsecond line <script>alert(1)</script>\n\nNew paragraph.',
        '-'.repeat(60),
        '',
        'http://localhost:3000/panel/submission?id=7&tab="files"',
        '',
        'Kind regards,\nGrace Hopper',
        '',
      ].join('\n'),
    );
  });

  it('escapes every value in the HTML, keeping the quote’s paragraphs and line breaks', () => {
    const { html } = composeLetter(LETTER);
    expect(html).toContain('<p>Dear Ada &lt;Lovelace&gt;,</p>');
    expect(html).toContain('<p>Your submission “Notes &amp; Engines” was read.</p>');
    expect(html).toContain(
      '<p>First line<br>\nsecond line &lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>New paragraph.</p>',
    );
    expect(html).toContain(
      '<a href="http://localhost:3000/panel/submission?id=7&amp;tab=&quot;files&quot;">',
    );
    expect(html).not.toContain('<script>');
  });
});
