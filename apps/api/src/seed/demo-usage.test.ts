import { describe, expect, it } from 'vitest';
import { demoUsageRows, type UsageTotals } from './demo-usage';

const TODAY = new Date('2026-11-24T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function article(overrides: Partial<UsageTotals>): UsageTotals {
  return {
    id: 1,
    slug: 'a',
    views: 1200,
    downloads: 300,
    publishedAt: new Date(TODAY.getTime() - 100 * DAY_MS),
    ...overrides,
  };
}

const sum = (rows: { views: number }[]) => rows.reduce((total, row) => total + row.views, 0);

describe('demoUsageRows', () => {
  it('spreads a recent article’s whole totals over the months since publication', () => {
    const rows = demoUsageRows([article({})], TODAY);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(sum(rows)).toBe(1200);
    expect(rows.reduce((total, row) => total + row.downloads, 0)).toBe(300);
  });

  it('writes an old article’s last twelve months only, never more than its totals', () => {
    const old = article({ publishedAt: new Date(TODAY.getTime() - 48 * 30 * DAY_MS) });
    const rows = demoUsageRows([old], TODAY);
    expect(new Set(rows.map((row) => row.day.slice(0, 7))).size).toBeLessThanOrEqual(12);
    expect(sum(rows)).toBeGreaterThan(0);
    expect(sum(rows)).toBeLessThanOrEqual(1200 * (12 / 48) + 1);
    const earliest = rows.map((row) => row.day).sort()[0] ?? '';
    expect(new Date(earliest).getTime()).toBeGreaterThan(TODAY.getTime() - 366 * DAY_MS);
  });

  it('puts a day in the last 30 days, so the journal’s most-read list has entries', () => {
    const rows = demoUsageRows([article({})], TODAY);
    const latest =
      rows
        .map((row) => row.day)
        .sort()
        .at(-1) ?? '';
    expect(TODAY.getTime() - new Date(latest).getTime()).toBeLessThan(30 * DAY_MS);
  });

  it('has no day before publication, no downloads above views, one row per article and day', () => {
    const fresh = article({
      id: 2,
      slug: 'b',
      publishedAt: new Date(TODAY.getTime() - 5 * DAY_MS),
    });
    const rows = demoUsageRows([article({}), fresh], TODAY);
    for (const row of rows.filter((entry) => entry.articleId === 2)) {
      expect(new Date(row.day).getTime()).toBeGreaterThanOrEqual(
        new Date(fresh.publishedAt?.toISOString().slice(0, 10) ?? '').getTime(),
      );
    }
    for (const row of rows) expect(row.downloads).toBeLessThanOrEqual(row.views);
    const keys = rows.map((row) => `${row.articleId}:${row.day}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is the same for the same article and day, and skips unpublished ones', () => {
    const list = [article({}), article({ id: 3, slug: 'draft', publishedAt: null })];
    expect(demoUsageRows(list, TODAY)).toEqual(demoUsageRows(list, TODAY));
    expect(demoUsageRows(list, TODAY).some((row) => row.articleId === 3)).toBe(false);
  });
});
