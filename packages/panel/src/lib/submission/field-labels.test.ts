import { describe, expect, it } from 'vitest';
import { fieldLabel, labelsFor } from './field-labels';

describe('fieldLabel', () => {
  it('names known fields as the forms do', () => {
    expect(fieldLabel('journalId')).toBe('Journal');
    expect(fieldLabel('declarations.privacy')).toBe('Privacy consent');
  });

  it('numbers author rows from 1', () => {
    expect(fieldLabel('authors.0.email')).toBe('Author 1: email');
    expect(fieldLabel('authors.11.orcid')).toBe('Author 12: ORCID iD');
    expect(fieldLabel('authors.3')).toBe('Author 4');
  });

  it('numbers keywords and leaves unknown names alone', () => {
    expect(fieldLabel('keywords.1')).toBe('Keyword 2');
    expect(fieldLabel('mystery')).toBe('mystery');
  });
});

describe('labelsFor', () => {
  it('labels every field of an errors object', () => {
    expect(labelsFor({ title: ['x'], 'authors.1.name': ['y'] })).toEqual({
      title: 'Title',
      'authors.1.name': 'Author 2: name',
    });
  });
});
