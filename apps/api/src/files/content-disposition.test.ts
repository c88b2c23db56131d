import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition } from './content-disposition';

/** RFC 6266 / 5987 grammar for the two parameters this module writes. */
const HEADER_PATTERN =
  /^(inline|attachment); filename="[\x20\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]*$/;

function decodedName(header: string): string {
  const encoded = header.split("filename*=UTF-8''")[1] ?? '';
  return decodeURIComponent(encoded);
}

describe('contentDisposition', () => {
  it('writes an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'résumé.pdf')).toBe(
      `attachment; filename="resume.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
    );
  });

  it('round-trips CJK and emoji through filename*', () => {
    const header = contentDisposition('inline', 'résumé 論文 📄.pdf');
    expect(header).toMatch(HEADER_PATTERN);
    expect(decodedName(header)).toBe('résumé 論文 📄.pdf');
  });

  it.each([
    'a"b.pdf',
    'semi;colon=x.pdf',
    "quote'paren(s)*.pdf",
    'back\\slash.pdf',
    'line\r\nContent-Type: text/html.pdf',
    'nul\0byte.pdf',
    '../../etc/passwd',
    '%2e%2e%2fescape.pdf',
  ])('is a single valid header for %j', (name) => {
    const header = contentDisposition('attachment', name);
    expect(header).toMatch(HEADER_PATTERN);
    expect(header).not.toMatch(/[\r\n\0]/);
  });

  it('encodes the characters RFC 5987 does not allow bare', () => {
    expect(contentDisposition('inline', "it's (final)*.pdf")).toContain(
      "filename*=UTF-8''it%27s%20%28final%29%2A.pdf",
    );
  });

  it('drops directory parts from a stored name', () => {
    expect(decodedName(contentDisposition('attachment', '..\\..\\boot.ini.pdf'))).toBe(
      'boot.ini.pdf',
    );
  });
});

describe('asciiFileName', () => {
  it('drops accents', () => {
    expect(asciiFileName('Éléonore Müller.pdf')).toBe('Eleonore Muller.pdf');
  });

  it('replaces other non-ASCII characters, quotes and backslashes with _', () => {
    expect(asciiFileName('論文 📄 "x"\\.pdf')).toBe('__ _ _x__.pdf');
  });
});
