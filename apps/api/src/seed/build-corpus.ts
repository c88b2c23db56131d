import type { Database } from '../db/client';
import type { CorpusOptions } from './corpus-args';
import { planCorpusJournals } from './corpus-plan';
import { insertCorpusStructure } from './corpus-structure';
import { type BenchmarkIssue, insertCorpusArticles } from './generate-corpus-articles';

/** What a corpus run produced. */
export interface CorpusSummary {
  journals: number;
  articles: number;
  benchmarkIssue: BenchmarkIssue;
  seconds: number;
}

/**
 * Generates the benchmark corpus into a migrated database: journals with ten volumes of
 * quarterly issues, then the articles in batches, reporting progress through `log`.
 */
export async function buildCorpus(
  db: Database,
  options: CorpusOptions,
  log: (line: string) => void = () => {},
): Promise<CorpusSummary> {
  const started = performance.now();
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
  const stored = await insertCorpusStructure(db, planCorpusJournals(options.journals));
  log(
    `Created ${stored.length} journals with ${stored.reduce((n, j) => n + j.issueIds.length, 0)} issues.`,
  );
  const step = Math.max(
    options.batchSize,
    Math.round(options.articles / 20 / options.batchSize) * options.batchSize,
  );
  let reported = 0;
  const benchmarkIssue = await insertCorpusArticles(db, stored, {
    total: options.articles,
    batchSize: options.batchSize,
    seed: options.seed,
    onProgress: (done) => {
      if (done - reported < step && done < options.articles) return;
      reported = done;
      const rate = Math.round(done / Math.max(0.001, (performance.now() - started) / 1000));
      log(
        `  ${done.toLocaleString('en')} / ${options.articles.toLocaleString('en')} articles (${elapsed()} s, ${rate}/s)`,
      );
    },
  });
  return {
    journals: stored.length,
    articles: options.articles,
    benchmarkIssue,
    seconds: (performance.now() - started) / 1000,
  };
}
