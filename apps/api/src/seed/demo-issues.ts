import type { DemoJournal } from './demo-journals';

/** One planned issue of a demo journal. */
export interface DemoIssuePlan {
  /** `year-number`: identifies the issue within its journal. */
  key: string;
  year: number;
  volumeNumber: number;
  number: number;
  title: string | null;
  description: string | null;
  publishedAt: Date;
  isCurrent: boolean;
  /** Storage key of its generated cover; null for the journal's first issue, which has none. */
  coverPath: string | null;
}

/** One planned volume with its issues. */
export interface DemoVolumePlan {
  number: number;
  year: number;
  issues: DemoIssuePlan[];
}

/**
 * A journal's volumes (one per year) and issues with fixed publication dates; the latest issue is
 * the current one. Every issue has a cover but the journal's first, as in an archive that began
 * before covers did (and so editors have an issue to give one).
 */
export function planVolumes(journal: DemoJournal): DemoVolumePlan[] {
  const volumes = Object.entries(journal.issueMonths)
    .map(([year, months]) => ({ year: Number(year), months }))
    .sort((a, b) => a.year - b.year)
    .map(({ year, months }, yearIndex) => {
      const volumeNumber = year - journal.foundedYear + 1;
      const issues = months.map((month, index): DemoIssuePlan => {
        const number = index + 1;
        const key = `${year}-${number}`;
        const special = journal.specialIssues[key] ?? null;
        return {
          key,
          year,
          volumeNumber,
          number,
          title: special,
          description: special
            ? `<p>${special.replace(/^Special Issue: /, '')} — a special issue of the ` +
              `<em>${journal.title}</em>, bringing together invited and open-call contributions.</p>`
            : null,
          publishedAt: new Date(Date.UTC(year, month - 1, 15, 9, 0, 0)),
          isCurrent: false,
          coverPath:
            yearIndex === 0 && index === 0 ? null : `covers/issues/${journal.slug}/${key}.png`,
        };
      });
      return { number: volumeNumber, year, issues };
    });
  const latest = volumes.at(-1)?.issues.at(-1);
  if (latest) latest.isCurrent = true;
  return volumes;
}
