import { describe, expect, it } from 'vitest';
import { fileExtension } from './file-extension';

describe('fileExtension', () => {
  describe('with an extension', () => {
    it('returns the text after the dot', () => {
      expect(fileExtension('paper.pdf')).toBe('pdf');
    });

    it('lower-cases it', () => {
      expect(fileExtension('Figure-1.PNG')).toBe('png');
    });

    it('uses the last dot', () => {
      expect(fileExtension('data.tar.gz')).toBe('gz');
    });

    it('ignores directories in a POSIX path', () => {
      expect(fileExtension('uploads/2024/paper.docx')).toBe('docx');
    });

    it('ignores directories in a Windows path', () => {
      expect(fileExtension('C:\\Users\\me\\paper.odt')).toBe('odt');
    });

    it('reads the extension of a dotfile that has one', () => {
      expect(fileExtension('.env.local')).toBe('local');
    });
  });

  describe('without an extension', () => {
    it('returns empty for a name without a dot', () => {
      expect(fileExtension('README')).toBe('');
    });

    it('returns empty for a trailing dot', () => {
      expect(fileExtension('draft.')).toBe('');
    });

    it('returns empty for a dotfile', () => {
      expect(fileExtension('.env')).toBe('');
    });

    it('returns empty for a dotfile inside a directory', () => {
      expect(fileExtension('a/.env')).toBe('');
    });

    it('returns empty for a dotfile inside a Windows directory', () => {
      expect(fileExtension('a\\.gitignore')).toBe('');
    });

    it('does not take a dot in a directory name for an extension', () => {
      expect(fileExtension('dir.v2/file')).toBe('');
    });

    it('does not take a dot in a Windows directory name for an extension', () => {
      expect(fileExtension('dir.v2\\file')).toBe('');
    });

    it('returns empty for a path ending in a separator', () => {
      expect(fileExtension('archive.d/')).toBe('');
    });

    it('returns empty for the empty string', () => {
      expect(fileExtension('')).toBe('');
    });
  });
});
