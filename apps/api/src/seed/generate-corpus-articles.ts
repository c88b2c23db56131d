import type { Database } from '../db/client';
import { articles } from '../db/schema';
import type { ArticleKind } from './article-kinds';
import { articleTimeline } from './article-timeline';
import type { StoredCorpusJournal } from './corpus-structure';
import { DEMO_LICENSE } from './demo-articles';
import { generateArticleText } from './generate-article-text';
import { createPrng } from './prng';
import { uniqueSlug } from './slugify';

/** Size of the issue the table-of-contents benchmark reads. */
export const BENCHMARK_ISSUE_SIZE = 500;

/** Where the benchmark issue is: the current issue of the first corpus journal. */
export interface BenchmarkIssue {
  journalSlug: string;
  issueId: number;
  volume: number;
  number: number;
}

const PAGE_SPANS: Record<ArticleKind, [number, number]> = {
  editorial: [2, 3],
  'research-article': [10, 24],
  'review-article': [16, 32],
  'short-communication': [4, 8],
};

function pickKind(roll: number): ArticleKind {
  if (roll < 0.04) return 'editorial';
  if (roll < 0.16) return 'review-article';
  if (roll < 0.3) return 'short-communication';
  return 'research-article';
}

/**
 * Writes `total` articles: the first 500 into the benchmark issue, the rest spread evenly over
 * the journals and their other issues. Rows are generated and inserted in batches (multi-row
 * INSERTs, one transaction each), so memory stays flat however large the corpus.
 */
export async function insertCorpusArticles(
  db: Database,
  journals: readonly StoredCorpusJournal[],
  options: { total: number; batchSize: number; seed: string; onProgress: (done: number) => void },
): Promise<BenchmarkIssue> {
  const prng = createPrng(options.seed);
  const [first] = journals;
  if (!first) throw new Error('the corpus needs at least one journal');
  const benchmarkIndex = first.plan.issues.findIndex((issue) => issue.isCurrent);
  const positions = new Map<number, number>();
  const nextPage = new Map<number, number>();
  const doiNumbers = new Map<string, number>();
  const slugs = journals.map(() => new Set<string>());
  const otherIssues = journals.map((journal, index) =>
    journal.plan.issues
      .map((_, issueIndex) => issueIndex)
      .filter((i) => index !== 0 || i !== benchmarkIndex),
  );

  const rowFor = (articleIndex: number) => {
    const rest = articleIndex - BENCHMARK_ISSUE_SIZE;
    const journalIndex = rest < 0 ? 0 : rest % journals.length;
    const journal = journals[journalIndex] as StoredCorpusJournal;
    const candidates = otherIssues[journalIndex] as number[];
    const issueIndex =
      rest < 0
        ? benchmarkIndex
        : (candidates[Math.floor(rest / journals.length) % candidates.length] as number);
    const issue = journal.plan.issues[issueIndex];
    const issueId = journal.issueIds[issueIndex] as number;
    if (!issue) throw new Error('corpus issue plan mismatch');
    const kind = pickKind(prng.next());
    const text = generateArticleText(prng, journal.plan.vocabulary, kind, issue.year);
    const position = positions.get(issueId) ?? 0;
    positions.set(issueId, position + 1);
    const firstPage = nextPage.get(issueId) ?? 1;
    const [shortest, longest] = PAGE_SPANS[kind];
    const lastPage = firstPage + prng.int(shortest, longest) - 1;
    nextPage.set(issueId, lastPage + 1);
    const doiKey = `${journal.plan.abbreviation}.${issue.year}`;
    const doiNumber = (doiNumbers.get(doiKey) ?? 0) + 1;
    doiNumbers.set(doiKey, doiNumber);
    return {
      ...text,
      ...articleTimeline(prng, issue.publishedAt),
      journalId: journal.id,
      issueId,
      sectionId: journal.sectionIds[kind] ?? null,
      slug: uniqueSlug(text.title, slugs[journalIndex] as Set<string>),
      type: kind,
      doi: `10.5555/${doiKey.toLowerCase()}.${doiNumber}`,
      pages: `${firstPage}–${lastPage}`,
      license: DEMO_LICENSE.name,
      licenseUrl: DEMO_LICENSE.url,
      position,
    };
  };

  // Pipelined: the next batch is generated while the database indexes the previous one. Rows
  // are built in small slices that yield to the event loop, so the in-flight insert progresses.
  let inFlight: Promise<void> = Promise.resolve();
  for (let start = 0; start < options.total; start += options.batchSize) {
    const end = Math.min(options.total, start + options.batchSize);
    const rows: Array<ReturnType<typeof rowFor>> = [];
    for (let index = start; index < end; index += 1) {
      rows.push(rowFor(index));
      if (rows.length % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await inFlight;
    inFlight = db
      .transaction(async (tx) => {
        await tx.insert(articles).values(rows);
      })
      .then(() => options.onProgress(end));
    // Keep a failure from being reported as unhandled before it is awaited.
    inFlight.catch(() => {});
  }
  await inFlight;
  const current = first.plan.issues[benchmarkIndex];
  return {
    journalSlug: first.plan.slug,
    issueId: first.issueIds[benchmarkIndex] as number,
    volume: current?.volumeNumber ?? 0,
    number: current?.number ?? 0,
  };
}
