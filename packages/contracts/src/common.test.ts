import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, listSchema, pageMeta, pageQuerySchema } from './common';

describe('pageQuerySchema', () => {
  it('defaults to page 1 of 10', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, perPage: 10 });
  });

  it('coerces query-string numbers', () => {
    expect(pageQuerySchema.parse({ page: '3', perPage: '25' })).toEqual({ page: 3, perPage: 25 });
  });

  it.each([
    { page: '0' },
    { page: '-1' },
    { page: '1.5' },
    { page: 'abc' },
    { perPage: '0' },
    { perPage: '101' },
  ])('rejects %o', (query) => {
    expect(pageQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('pageMeta', () => {
  it('computes the last page', () => {
    expect(pageMeta({ page: 2, perPage: 10 }, 31)).toEqual({
      page: 2,
      perPage: 10,
      total: 31,
      lastPage: 4,
    });
  });

  it('reports one page for an empty list', () => {
    expect(pageMeta({ page: 1, perPage: 10 }, 0).lastPage).toBe(1);
  });
});

describe('listSchema', () => {
  const schema = listSchema(z.object({ id: z.number() }));

  it('accepts the list envelope', () => {
    const body = { data: [{ id: 1 }], meta: { page: 1, perPage: 10, total: 1, lastPage: 1 } };
    expect(schema.parse(body)).toEqual(body);
  });

  it('rejects a body without meta', () => {
    expect(schema.safeParse({ data: [] }).success).toBe(false);
  });
});

describe('apiErrorSchema', () => {
  it.each([
    { message: 'Not found' },
    { message: 'Invalid input', errors: ['title is required'] },
    { message: 'Invalid input', errors: { email: ['is not an email'] } },
  ])('accepts %o', (body) => {
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });

  it('requires a message', () => {
    expect(apiErrorSchema.safeParse({ errors: [] }).success).toBe(false);
  });
});
