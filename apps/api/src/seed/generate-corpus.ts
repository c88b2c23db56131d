import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { buildCorpus } from './build-corpus';
import { CORPUS_USAGE, CorpusArgsError, parseCorpusArgs } from './corpus-args';

// CLI: `pnpm corpus --articles 100000 --journals 10` (or `node dist/seed/generate-corpus.js`).
// Writes into DATABASE_URL when set, else into the PGlite folder QUIRE_DATA_DIR.
async function main(): Promise<void> {
  const options = parseCorpusArgs(process.argv.slice(2));
  if (!options) {
    console.info(CORPUS_USAGE);
    return;
  }
  const config = loadConfig();
  const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.info(
    `Generating ${options.articles.toLocaleString('en')} articles in ${options.journals} journals into ${target}…`,
  );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    await database.migrate();
    const summary = await buildCorpus(database.db, options, (line) => console.info(line));
    // Planner statistics for the new rows: PGlite has no autovacuum to gather them, and
    // PostgreSQL's comes later; without them searches over the corpus get poor plans.
    await database.db.execute(sql`analyze`);
    const { journalSlug, issueId, volume, number } = summary.benchmarkIssue;
    console.info(
      `Done: ${summary.articles.toLocaleString('en')} articles in ${summary.seconds.toFixed(1)} s.\n` +
        `500-article issue: journal "${journalSlug}", issue id ${issueId} (vol. ${volume} no. ${number}) — ` +
        `GET /api/journals/${journalSlug}/issues/${issueId}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof CorpusArgsError) console.error(`${error.message}\n\n${CORPUS_USAGE}`);
  else if (error instanceof Error && error.name !== 'Error')
    console.error(`[quire-corpus] ${error.message}`);
  else console.error('[quire-corpus] failed:', error);
  process.exitCode = 1;
});
