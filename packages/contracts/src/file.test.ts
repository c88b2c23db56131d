import { describe, expect, it } from 'vitest';
import { fileIdParamsSchema, uploadedFileSchema, uploadPurposeSchema } from './file';

describe('uploadPurposeSchema', () => {
  it.each(['manuscript', 'supplementary', 'avatar', 'cover'])('accepts %s', (purpose) => {
    expect(uploadPurposeSchema.parse(purpose)).toBe(purpose);
  });

  it.each(['', 'Avatar', 'gallery', 'cover '])('refuses %j', (purpose) => {
    expect(uploadPurposeSchema.safeParse(purpose).success).toBe(false);
  });
});

describe('fileIdParamsSchema', () => {
  it('coerces a numeric path segment', () => {
    expect(fileIdParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it.each(['0', '-1', '1.5', 'abc', '2147483648'])('refuses %j', (id) => {
    expect(fileIdParamsSchema.safeParse({ id }).success).toBe(false);
  });
});

describe('uploadedFileSchema', () => {
  const file = {
    id: 1,
    purpose: 'avatar',
    originalName: 'me.png',
    mimeType: 'image/png',
    size: 68,
    isPublic: true,
    url: 'http://localhost:4000/uploads/2026/11/a.png',
    createdAt: '2026-11-05T10:00:00.000Z',
  };

  it('describes a public file with its URL', () => {
    expect(uploadedFileSchema.parse(file)).toEqual(file);
  });

  it('allows a null URL for a private file', () => {
    expect(uploadedFileSchema.safeParse({ ...file, isPublic: false, url: null }).success).toBe(
      true,
    );
  });
});
