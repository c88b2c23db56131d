import { describe, expect, it } from 'vitest';
import { linkifyText } from './linkify';

describe('linkifyText', () => {
  it('links a DOI address and keeps the closing full stop as text', () => {
    expect(linkifyText('Ecology, 4(2), 1–9. https://doi.org/10.5555/eco.2021.1.')).toEqual([
      { text: 'Ecology, 4(2), 1–9. ' },
      { text: 'https://doi.org/10.5555/eco.2021.1', href: 'https://doi.org/10.5555/eco.2021.1' },
      { text: '.' },
    ]);
  });

  it('leaves text without addresses alone', () => {
    expect(linkifyText('Smith, J. (2020). A book. Press.')).toEqual([
      { text: 'Smith, J. (2020). A book. Press.' },
    ]);
  });

  it('links several addresses and never a javascript: one', () => {
    const runs = linkifyText('javascript:alert(1) http://a.example/x (see https://b.example/y)');
    expect(runs.filter((run) => run.href).map((run) => run.href)).toEqual([
      'http://a.example/x',
      'https://b.example/y',
    ]);
    expect(runs.map((run) => run.text).join('')).toBe(
      'javascript:alert(1) http://a.example/x (see https://b.example/y)',
    );
  });

  it('is empty for empty text', () => {
    expect(linkifyText('')).toEqual([]);
  });
});
