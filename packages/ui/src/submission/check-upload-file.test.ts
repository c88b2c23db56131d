import { describe, expect, it } from 'vitest';
import { checkUploadFile, describeExtensions } from './check-upload-file';

const RULES = { extensions: ['pdf', 'docx', 'zip'], maxBytes: 2048 };

describe('describeExtensions', () => {
  it('lists extensions the way a reader says them', () => {
    expect(describeExtensions(['pdf'])).toBe('PDF');
    expect(describeExtensions(['pdf', 'zip'])).toBe('PDF or ZIP');
    expect(describeExtensions(['pdf', 'docx', 'zip'])).toBe('PDF, DOCX or ZIP');
  });
});

describe('checkUploadFile', () => {
  it('accepts an allowed file within the limit, whatever the case of its extension', () => {
    expect(checkUploadFile({ name: 'Paper.PDF', size: 2048 }, RULES)).toBeNull();
  });

  it('refuses another type and names what is accepted', () => {
    expect(checkUploadFile({ name: 'notes.txt', size: 10 }, RULES)).toBe(
      'TXT files are not accepted here. Choose a PDF, DOCX or ZIP file.',
    );
  });

  it('refuses a file without an extension', () => {
    expect(checkUploadFile({ name: 'README', size: 10 }, RULES)).toMatch(
      /^Files without an extension are not accepted/,
    );
  });

  it('refuses a file over the limit with both sizes', () => {
    expect(checkUploadFile({ name: 'big.pdf', size: 3072 }, RULES)).toBe(
      'This file is 3.00 KB; files may be at most 2.00 KB.',
    );
  });

  it('refuses an empty file', () => {
    expect(checkUploadFile({ name: 'empty.pdf', size: 0 }, RULES)).toBe(
      'This file is empty. Choose the file again.',
    );
  });
});
