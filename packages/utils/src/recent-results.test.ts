import { describe, expect, it } from 'vitest';
import { RecentResults } from './recent-results';

describe('RecentResults', () => {
  it('computes once per key and returns the remembered result after', () => {
    const results = new RecentResults();
    let calls = 0;
    const compute = () => `result ${++calls}`;
    expect(results.get('a', compute)).toBe('result 1');
    expect(results.get('a', compute)).toBe('result 1');
    expect(calls).toBe(1);
  });

  it('forgets the least recently used key beyond its capacity', () => {
    const results = new RecentResults(2);
    results.get('a', () => 'A');
    results.get('b', () => 'B');
    results.get('a', () => 'A again'); // a is now the most recent
    results.get('c', () => 'C'); // evicts b
    expect(results.size).toBe(2);
    expect(results.get('a', () => 'recomputed')).toBe('A');
    expect(results.get('b', () => 'recomputed')).toBe('recomputed');
  });

  it('never holds inputs longer than the key limit', () => {
    const results = new RecentResults(10, 4);
    let calls = 0;
    results.get('12345', () => String(++calls));
    results.get('12345', () => String(++calls));
    expect(calls).toBe(2);
    expect(results.size).toBe(0);
  });
});
