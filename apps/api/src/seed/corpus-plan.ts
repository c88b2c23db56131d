import { makeIssn } from './identifiers';
import { slugify } from './slugify';
import type { TopicVocabulary } from './topic-vocabulary';
import { appliedLinguistics } from './topics/applied-linguistics';
import { computationalEcology } from './topics/computational-ecology';
import { manuscriptStudies } from './topics/manuscript-studies';
import { materialsChemistry } from './topics/materials-chemistry';

/** The topic material corpus journals cycle through (the demo journals' vocabularies). */
export const CORPUS_VOCABULARIES: readonly TopicVocabulary[] = [
  computationalEcology,
  appliedLinguistics,
  materialsChemistry,
  manuscriptStudies,
];

const TITLE_PREFIXES = [
  'International Journal of',
  'Frontiers in',
  'Transactions on',
  'Letters in',
  'Archives of',
  'Review of',
];

/** All have at least 4.5:1 contrast with white text. */
const BRAND_COLORS = [
  '#4338ca',
  '#0f766e',
  '#b91c1c',
  '#92400e',
  '#1d4ed8',
  '#7e22ce',
  '#be185d',
  '#047857',
  '#9a3412',
  '#334155',
];

/** First and last volume year of every corpus journal. */
export const CORPUS_FIRST_YEAR = 2017;
export const CORPUS_LAST_YEAR = 2026;

/** One planned issue of a corpus journal. */
export interface CorpusIssuePlan {
  year: number;
  volumeNumber: number;
  number: number;
  publishedAt: Date;
  isCurrent: boolean;
}

/** One corpus journal with its issues (quarterly, ten volumes). */
export interface CorpusJournalPlan {
  slug: string;
  title: string;
  abbreviation: string;
  brandColor: string;
  issn: string;
  eissn: string;
  vocabulary: TopicVocabulary;
  issues: CorpusIssuePlan[];
}

/** Quarterly issues from the first to the last year; the final year stops before December. */
function planIssues(): CorpusIssuePlan[] {
  const issues: CorpusIssuePlan[] = [];
  for (let year = CORPUS_FIRST_YEAR; year <= CORPUS_LAST_YEAR; year += 1) {
    const months = year === CORPUS_LAST_YEAR ? [3, 6, 9] : [3, 6, 9, 12];
    months.forEach((month, index) => {
      issues.push({
        year,
        volumeNumber: year - CORPUS_FIRST_YEAR + 1,
        number: index + 1,
        publishedAt: new Date(Date.UTC(year, month - 1, 1, 9, 0, 0)),
        isCurrent: false,
      });
    });
  }
  const latest = issues.at(-1);
  if (latest) latest.isCurrent = true;
  return issues;
}

/**
 * `count` journals for the benchmark corpus: titles combine a prefix with a field of one of the
 * demo vocabularies, so their articles read like the demo ones; slugs never match demo journals.
 */
export function planCorpusJournals(count: number): CorpusJournalPlan[] {
  const titles = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const vocabulary = CORPUS_VOCABULARIES[index % CORPUS_VOCABULARIES.length] as TopicVocabulary;
    const field =
      vocabulary.fields[Math.floor(index / CORPUS_VOCABULARIES.length) % vocabulary.fields.length];
    let title = `${TITLE_PREFIXES[index % TITLE_PREFIXES.length]} ${field}`;
    for (let series = 2; titles.has(title); series += 1)
      title = `${title.replace(/ \(Series \d+\)$/, '')} (Series ${series})`;
    titles.add(title);
    const abbreviation = title
      .split(/\s+/)
      .filter((word) => /^[A-Z]/.test(word))
      .map((word) => word.charAt(0))
      .join('');
    const base = String(3_100_000 + index * 16);
    return {
      slug: slugify(title),
      title,
      abbreviation: `${abbreviation}${index + 1}`,
      brandColor: BRAND_COLORS[index % BRAND_COLORS.length] as string,
      issn: makeIssn(base),
      eissn: makeIssn(String(Number(base) + 8)),
      vocabulary,
      issues: planIssues(),
    };
  });
}
