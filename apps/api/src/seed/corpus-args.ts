import { parseArgs } from 'node:util';
import { BENCHMARK_ISSUE_SIZE } from './generate-corpus-articles';

/** What the corpus generator was asked to do. */
export interface CorpusOptions {
  articles: number;
  journals: number;
  batchSize: number;
  seed: string;
}

/** Thrown for bad command-line arguments; the message says what to change. */
export class CorpusArgsError extends Error {
  override name = 'CorpusArgsError';
}

/** Usage text printed with `--help` and after a bad argument. */
export const CORPUS_USAGE = `Usage: pnpm corpus [--articles 100000] [--journals 10] [--batch-size 1000] [--seed quire-corpus-v1]

Fills the database (DATABASE_URL, else the PGlite folder QUIRE_DATA_DIR) with a large generated
corpus for benchmarks, including one issue with exactly ${BENCHMARK_ISSUE_SIZE} articles.`;

function wholeNumber(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new CorpusArgsError(
      `--${name} must be a whole number from ${min} to ${max} (got "${raw}").`,
    );
  }
  return value;
}

/**
 * Parses the generator's arguments; null means `--help` was asked for.
 * @example parseCorpusArgs(['--articles', '1200']) // { articles: 1200, journals: 10, … }
 */
export function parseCorpusArgs(argv: readonly string[]): CorpusOptions | null {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        articles: { type: 'string' },
        journals: { type: 'string' },
        'batch-size': { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new CorpusArgsError((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    articles: wholeNumber(
      'articles',
      text(values.articles),
      100_000,
      BENCHMARK_ISSUE_SIZE,
      10_000_000,
    ),
    journals: wholeNumber('journals', text(values.journals), 10, 1, 200),
    batchSize: wholeNumber('batch-size', text(values['batch-size']), 1000, 1, 2500),
    seed: text(values.seed) || 'quire-corpus-v1',
  };
}
