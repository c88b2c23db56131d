import { describe, expect, it } from 'vitest';
import { endpointPath, endpointPathPattern } from './endpoint';
import { contentEndpoints } from './endpoints/content';

describe('endpointPath', () => {
  it('fills each segment, encoded so it stays one segment', () => {
    expect(endpointPath(contentEndpoints.article, { slug: 'jce', articleSlug: 'a/b c?' })).toBe(
      'journals/jce/articles/a%2Fb%20c%3F',
    );
    expect(endpointPath(contentEndpoints.issue, { slug: 'jce', issueId: 12 })).toBe(
      'journals/jce/issues/12',
    );
    expect(endpointPath(contentEndpoints.settings)).toBe('settings');
  });

  it('refuses a missing parameter, naming it', () => {
    expect(() => endpointPath(contentEndpoints.issue, { slug: 'jce' })).toThrow(/"issueId"/);
  });
});

describe('endpointPathPattern', () => {
  it('matches the calls of a declaration and nothing longer', () => {
    const pattern = endpointPathPattern(contentEndpoints.journal);
    expect(pattern.test('journals/jce')).toBe(true);
    expect(pattern.test('journals/jce/issues')).toBe(false);
    expect(pattern.test('journals/')).toBe(false);
  });

  it('derives the stable reads the site keeps longer from the declarations', () => {
    const stable = Object.values(contentEndpoints)
      .filter((declaration) => 'stableRead' in declaration && declaration.stableRead)
      .map((declaration) => declaration.path);
    expect(stable).toEqual([
      '/journals',
      '/journals/:slug',
      '/journals/:slug/current-issue',
      '/journals/:slug/most-read',
      '/settings',
    ]);
  });
});
