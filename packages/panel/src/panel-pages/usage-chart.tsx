import { useJournalSite } from '@quire/site';
import { DataTable } from '@quire/ui';
import { useId } from 'react';
import { usePanelTexts } from '../texts';

/** One month of the chart, ready to draw. */
export interface UsageChartMonth {
  /** `2026-11`. */
  month: string;
  /** Axis label: `Nov`. */
  label: string;
  /** A second axis line, `2026`, under the first month and each January; else empty. */
  yearLabel: string;
  /** Table label: `November 2026`. */
  longLabel: string;
  views: number;
  downloads: number;
}

const WIDTH = 640;
const HEIGHT = 260;
const PLOT = { left: 60, right: 8, top: 14, bottom: 64 };

/** A round axis maximum at or above `value` (1, 2 or 5 times a power of ten). */
export function niceMaximum(value: number): number {
  if (value <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * An article's views and PDF downloads per month as paired bars, drawn as SVG on the server
 * (no chart library in the bundle); the same figures follow as a table for screen readers and
 * for anyone who wants the numbers.
 */
export function UsageChart({
  months,
  caption,
}: {
  months: readonly UsageChartMonth[];
  caption: string;
}) {
  const id = useId();
  const { locale } = useJournalSite();
  const texts = usePanelTexts();
  // The axis figures group digits the site's way, like every other count it shows.
  const figures = new Intl.NumberFormat(locale);
  const maximum = niceMaximum(
    Math.max(0, ...months.map((month) => Math.max(month.views, month.downloads))),
  );
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(1, months.length);
  const bar = Math.min(18, slot * 0.36);
  const y = (value: number) => PLOT.top + plotHeight - (value / maximum) * plotHeight;
  const ticks = [0, maximum / 2, maximum];
  return (
    <figure className="q-usage-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="q-usage-chart__caption">
        {caption}
      </figcaption>
      <ul className="q-usage-chart__legend" aria-hidden="true">
        <li>
          <span className="q-usage-chart__swatch q-usage-chart__swatch--views" />
          {` ${texts.chartViews}`}
        </li>
        <li>
          <span className="q-usage-chart__swatch q-usage-chart__swatch--downloads" />
          {` ${texts.chartDownloads}`}
        </li>
      </ul>
      {/* The table below carries the figures; the drawing is for the eye only. */}
      <svg
        className="q-usage-chart__plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              className="q-usage-chart__grid"
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(tick)}
              y2={y(tick)}
            />
            <text
              className="q-usage-chart__tick"
              x={PLOT.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
            >
              {figures.format(tick)}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const centre = PLOT.left + slot * index + slot / 2;
          return (
            <g key={month.month}>
              <rect
                className="q-usage-chart__bar q-usage-chart__bar--views"
                x={centre - bar}
                y={y(month.views)}
                width={bar}
                height={PLOT.top + plotHeight - y(month.views)}
              />
              <rect
                className="q-usage-chart__bar q-usage-chart__bar--downloads"
                x={centre}
                y={y(month.downloads)}
                width={bar}
                height={PLOT.top + plotHeight - y(month.downloads)}
              />
              <text
                // On a phone only every third month is labelled (the latest among them).
                className={`q-usage-chart__tick${(months.length - 1 - index) % 3 === 0 ? '' : ' q-usage-chart__tick--minor'}`}
                x={centre}
                y={HEIGHT - 36}
                textAnchor="middle"
              >
                {month.label}
                {month.yearLabel && (
                  <tspan x={centre} dy="1.2em">
                    {month.yearLabel}
                  </tspan>
                )}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="q-usage-chart__figures">
        <summary>{texts.chartTableSummary}</summary>
        <div className="q-usage-chart__table">
          <DataTable caption={caption} hideCaption>
            <thead>
              <tr>
                <th scope="col">{texts.chartMonth}</th>
                <th scope="col" className="q-table__num">
                  {texts.chartViews}
                </th>
                <th scope="col" className="q-table__num">
                  {texts.chartDownloads}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{month.longLabel}</th>
                  <td className="q-table__num">{month.views}</td>
                  <td className="q-table__num">{month.downloads}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      </details>
    </figure>
  );
}
