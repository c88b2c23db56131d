import { describe, expect, it } from 'vitest';
import {
  DOCX,
  ELF_BINARY,
  makeZip,
  ODT,
  SHELL_SCRIPT,
  TEX_SOURCE,
  TINY_PDF,
  TINY_PNG,
  WINDOWS_EXE,
} from '../../test/file-fixtures';
import { detectFileType, extensionMatchesKind, isExecutable, isPlainText } from './file-type';

const bytes = (...values: number[]) => Buffer.from(values);
const detect = (head: Buffer) => detectFileType({ head });

describe('detectFileType', () => {
  describe('documents', () => {
    it('detects a PDF by %PDF-', () => {
      expect(detect(TINY_PDF)).toBe('pdf');
    });

    it('detects a Word document as a ZIP with word/ entries', () => {
      expect(detect(DOCX)).toBe('docx');
    });

    it('finds word/ in the central directory when only the tail holds it', () => {
      const head = DOCX.subarray(0, 40); // the first local header only
      expect(detectFileType({ head, tail: DOCX.subarray(-200) })).toBe('docx');
    });

    it('detects an OpenDocument text by its stored mimetype first entry', () => {
      expect(detect(ODT)).toBe('odt');
    });

    it('does not take another OpenDocument type for text', () => {
      const spreadsheet = makeZip([
        { name: 'mimetype', content: 'application/vnd.oasis.opendocument.spreadsheet' },
      ]);
      expect(detect(spreadsheet)).toBe('zip');
    });

    it('does not accept mimetype as a later entry for ODT', () => {
      const late = makeZip([
        { name: 'content.xml', content: '<x/>' },
        { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text' },
      ]);
      expect(detect(late)).toBe('zip');
    });

    it('detects any other ZIP archive as zip', () => {
      expect(detect(makeZip([{ name: 'data/table.csv', content: 'a,b\n1,2\n' }]))).toBe('zip');
    });

    it('detects an empty ZIP archive', () => {
      expect(detect(makeZip([]))).toBe('zip');
    });

    it('detects UTF-8 text (TeX) as text', () => {
      expect(detect(TEX_SOURCE)).toBe('text');
    });

    it('does not take text with a NUL byte for text', () => {
      expect(detect(Buffer.from('\\section{a}\0b'))).toBe('unknown');
    });

    it('does not take invalid UTF-8 for text', () => {
      expect(detect(bytes(0x68, 0x69, 0xc3, 0x28))).toBe('unknown');
    });

    it('uses the whole-file text verdict when given', () => {
      expect(detectFileType({ head: TEX_SOURCE, isText: false })).toBe('unknown');
    });
  });

  describe('images', () => {
    it('detects PNG', () => {
      expect(detect(TINY_PNG)).toBe('png');
    });

    it('detects JPEG', () => {
      expect(detect(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46))).toBe('jpeg');
    });

    it('detects GIF87a and GIF89a', () => {
      expect(detect(Buffer.from('GIF87a\x01\x00'))).toBe('gif');
      expect(detect(Buffer.from('GIF89a\x01\x00'))).toBe('gif');
    });

    it('detects WEBP inside a RIFF container', () => {
      expect(detect(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe('webp');
    });

    it('does not take another RIFF format (WAVE) for WEBP', () => {
      expect(detect(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt '))).toBe('unknown');
    });
  });

  describe('executables and scripts', () => {
    it('recognises a Windows MZ/PE executable', () => {
      expect(detect(WINDOWS_EXE)).toBe('executable');
    });

    it('recognises an ELF binary', () => {
      expect(detect(ELF_BINARY)).toBe('executable');
    });

    it.each([
      ['32-bit', [0xfe, 0xed, 0xfa, 0xce]],
      ['64-bit', [0xfe, 0xed, 0xfa, 0xcf]],
      ['32-bit little-endian', [0xce, 0xfa, 0xed, 0xfe]],
      ['64-bit little-endian', [0xcf, 0xfa, 0xed, 0xfe]],
      ['universal', [0xca, 0xfe, 0xba, 0xbe]],
    ])('recognises a Mach-O %s binary', (_label, magic) => {
      expect(detect(bytes(...magic, 0, 0, 0, 7))).toBe('executable');
    });

    it('recognises a #! script even though it is valid text', () => {
      expect(detect(SHELL_SCRIPT)).toBe('executable');
    });

    it('recognises a #! script behind a UTF-8 byte-order mark', () => {
      expect(detect(Buffer.concat([bytes(0xef, 0xbb, 0xbf), SHELL_SCRIPT]))).toBe('executable');
    });

    it('does not flag text that merely contains #! later', () => {
      expect(detect(Buffer.from('% a comment\n#!/bin/sh\n'))).toBe('text');
    });
  });

  it('answers unknown for empty content', () => {
    expect(detect(Buffer.alloc(0))).toBe('unknown');
  });

  it('answers unknown for arbitrary binary bytes', () => {
    expect(detect(bytes(0x00, 0x01, 0x02, 0x03, 0xff))).toBe('unknown');
  });
});

describe('isExecutable', () => {
  it('needs only the first bytes', () => {
    expect(isExecutable(bytes(0x7f, 0x45, 0x4c, 0x46))).toBe(true);
  });

  it('is false for a PDF', () => {
    expect(isExecutable(TINY_PDF)).toBe(false);
  });
});

describe('isPlainText', () => {
  it('accepts multi-byte UTF-8 and emoji', () => {
    expect(isPlainText(Buffer.from('résumé 論文 📄'))).toBe(true);
  });

  it('refuses Latin-1 bytes that are not UTF-8', () => {
    expect(isPlainText(Buffer.from('r\xe9sum\xe9', 'latin1'))).toBe(false);
  });
});

describe('extensionMatchesKind', () => {
  it.each([
    ['pdf', 'pdf'],
    ['docx', 'docx'],
    ['zip', 'docx'],
    ['odt', 'odt'],
    ['zip', 'zip'],
    ['tex', 'text'],
    ['jpg', 'jpeg'],
    ['jpeg', 'jpeg'],
    ['png', 'png'],
    ['gif', 'gif'],
    ['webp', 'webp'],
  ] as const)('accepts .%s for %s content', (extension, kind) => {
    expect(extensionMatchesKind(extension, kind)).toBe(true);
  });

  it.each([
    ['pdf', 'executable'],
    ['tex', 'executable'],
    ['pdf', 'png'],
    ['docx', 'zip'],
    ['odt', 'docx'],
    ['png', 'jpeg'],
    ['tex', 'unknown'],
  ] as const)('refuses .%s for %s content', (extension, kind) => {
    expect(extensionMatchesKind(extension, kind)).toBe(false);
  });
});
