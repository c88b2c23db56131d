import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
  FALLBACK_FILE_NAME,
  fileExtension,
  MAX_FILE_NAME_LENGTH,
} from './clean-file-name';

describe('cleanFileName', () => {
  describe('directory parts', () => {
    it.each([
      ['../../etc/passwd', 'passwd'],
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['..\\..\\boot.ini.pdf', 'boot.ini.pdf'],
      ['C:\\x\\y.pdf', 'y.pdf'],
      ['/absolute/path/paper.pdf', 'paper.pdf'],
      ['mixed/..\\dir/name.tex', 'name.tex'],
    ])('keeps only the last segment of %j', (raw, expected) => {
      expect(cleanFileName(raw)).toBe(expected);
    });

    it.each(['..', '.', '../..', 'dir/', '...'])('falls back for %j', (raw) => {
      expect(cleanFileName(raw)).toBe(FALLBACK_FILE_NAME);
    });
  });

  describe('control and invisible characters', () => {
    it('removes NUL bytes', () => {
      expect(cleanFileName('evil\0.pdf.exe\0.pdf')).toBe('evil.pdf.exe.pdf');
    });

    it('turns line breaks and tabs into single spaces', () => {
      expect(cleanFileName('first\r\nsecond\tthird.pdf')).toBe('first second third.pdf');
    });

    it('removes DEL and C1 controls', () => {
      expect(cleanFileName('a\x7fb\x85c\x9f.pdf')).toBe('ab c.pdf');
    });

    it('removes right-to-left overrides that disguise an extension', () => {
      expect(cleanFileName('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    });

    it('removes zero-width characters and byte-order marks', () => {
      expect(cleanFileName('\ufeffpa\u200bper.pdf')).toBe('paper.pdf');
    });

    it('removes lone surrogates', () => {
      expect(cleanFileName('bad\ud800name.pdf')).toBe('badname.pdf');
    });

    it('strips leading dots and trailing dots or spaces', () => {
      expect(cleanFileName('  .hidden.pdf. . ')).toBe('hidden.pdf');
    });
  });

  describe('Unicode', () => {
    it('keeps accents, CJK and emoji', () => {
      expect(cleanFileName('résumé 論文 📄.pdf')).toBe('résumé 論文 📄.pdf');
    });

    it('normalises to NFC', () => {
      const decomposed = 're\u0301sume\u0301.pdf';
      expect(cleanFileName(decomposed)).toBe('r\u00e9sum\u00e9.pdf');
    });
  });

  describe('length', () => {
    it('shortens long names and keeps the extension', () => {
      const cleaned = cleanFileName(`${'a'.repeat(500)}.pdf`);
      expect([...cleaned]).toHaveLength(MAX_FILE_NAME_LENGTH);
      expect(cleaned.endsWith('a.pdf')).toBe(true);
    });

    it('counts code points, never splitting an emoji', () => {
      const cleaned = cleanFileName('📄'.repeat(300));
      expect([...cleaned]).toHaveLength(MAX_FILE_NAME_LENGTH);
      expect(cleaned).toBe('📄'.repeat(MAX_FILE_NAME_LENGTH));
    });
  });

  it('falls back for an empty name', () => {
    expect(cleanFileName('')).toBe(FALLBACK_FILE_NAME);
  });
});

describe('fileExtension', () => {
  it('is the lowercased text after the last dot', () => {
    expect(fileExtension('Paper.Final.PDF')).toBe('pdf');
  });

  it('is empty without a dot', () => {
    expect(fileExtension('README')).toBe('');
  });

  it('is empty for a trailing dot', () => {
    expect(fileExtension('paper.')).toBe('');
  });
});
