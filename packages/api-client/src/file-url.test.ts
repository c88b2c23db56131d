import { describe, expect, it } from 'vitest';
import { fileUrl } from './file-url';

describe('fileUrl', () => {
  it('joins the backend URL and the path', () => {
    expect(fileUrl('http://localhost:4000', 'uploads/a.pdf')).toBe(
      'http://localhost:4000/uploads/a.pdf',
    );
  });

  it('uses exactly one slash between the parts', () => {
    expect(fileUrl('http://localhost:4000/', '/uploads/a.pdf')).toBe(
      'http://localhost:4000/uploads/a.pdf',
    );
  });

  it('passes absolute URLs through', () => {
    expect(fileUrl('http://localhost:4000', 'https://cdn.example/a.png')).toBe(
      'https://cdn.example/a.png',
    );
  });
});
