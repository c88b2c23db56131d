import { defineJournalSite, JournalSiteProvider } from '@quire/site';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toUsageChartMonths } from '../server/author-articles.server';
import { niceMaximum, UsageChart } from './usage-chart';

const months = toUsageChartMonths(
  [
    { month: '2025-12', views: 40, downloads: 9 },
    { month: '2026-01', views: 130, downloads: 31 },
    { month: '2026-02', views: 0, downloads: 0 },
  ],
  'en',
);

describe('niceMaximum', () => {
  it('rounds up to 1, 2 or 5 times a power of ten, at least 5', () => {
    expect([0, 3, 7, 10, 11, 130, 201, 999, 1000].map(niceMaximum)).toEqual([
      5, 5, 10, 10, 20, 200, 500, 1000, 1000,
    ]);
  });
});

describe('toUsageChartMonths', () => {
  it('labels months short, with the year under the first and each January', () => {
    expect(months.map((month) => month.label)).toEqual(['Dec', 'Jan', 'Feb']);
    expect(months.map((month) => month.yearLabel)).toEqual(['2025', '2026', '']);
    expect(months.map((month) => month.longLabel)).toEqual([
      'December 2025',
      'January 2026',
      'February 2026',
    ]);
  });
});

describe('UsageChart', () => {
  it('draws a views and a downloads bar per month, scaled to a round maximum', () => {
    const { container } = render(<UsageChart months={months} caption="Last 3 months" />);
    const views = container.querySelectorAll('.q-usage-chart__bar--views');
    const downloads = container.querySelectorAll('.q-usage-chart__bar--downloads');
    expect(views).toHaveLength(3);
    expect(downloads).toHaveLength(3);
    // 130 of an axis to 200: 65 % of the plot's 182 units of height.
    expect(Number(views[1]?.getAttribute('height'))).toBeCloseTo(118.3, 1);
    expect(Number(views[2]?.getAttribute('height'))).toBe(0);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives the figures as a table with a row per month', () => {
    render(<UsageChart months={months} caption="Last 3 months" />);
    const figure = screen.getByRole('figure', { name: 'Last 3 months' });
    const table = within(figure).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthViewsPDF downloads',
      'December 2025409',
      'January 202613031',
      'February 202600',
    ]);
  });
});

describe('UsageChart axis', () => {
  it('groups the axis figures the site locale’s way', () => {
    const big = months.map((month) => ({ ...month, views: month.views * 100 }));
    const site = defineJournalSite({ name: 'JCE', locale: 'de' });
    const { container } = render(
      <JournalSiteProvider site={site}>
        <UsageChart months={big} caption="Last 3 months" />
      </JournalSiteProvider>,
    );
    const ticks = [...container.querySelectorAll('text.q-usage-chart__tick')].map(
      (tick) => tick.textContent,
    );
    expect(ticks.slice(0, 3)).toEqual(['0', '10.000', '20.000']);
    defineJournalSite({ name: 'Journal site' });
  });
});
