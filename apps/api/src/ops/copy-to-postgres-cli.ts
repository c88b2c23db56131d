// `pnpm --filter @quire/api db:copy-to-postgres --from <data dir> --to <postgres URL>` (or
// `node dist/copy-to-postgres-cli.js …` where only the build is installed): moves a site from
// the embedded database to PostgreSQL. Stop the API first; it holds the data folder's lock.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '../db/data-dir-lock';
import { withoutPassword } from '../mail/mail-address';
import { CopyRefusedError, copyToPostgres } from './copy-to-postgres';

const USAGE =
  'usage: db:copy-to-postgres --from <QUIRE_DATA_DIR of the API> --to <postgres://user:password@host:5432/empty-db>';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  if (!values.from || !values.to)
    throw new CopyRefusedError(`--from and --to are required.\n${USAGE}`);
  const from = path.resolve(values.from);
  console.info(`copying ${from} into ${withoutPassword(values.to)}`);
  const started = performance.now();
  const copied = await copyToPostgres({
    from,
    to: values.to,
    onTable: ({ table, rows }) => console.info(`  ${table.padEnd(32)} ${rows} rows`),
  });
  const total = copied.reduce((sum, table) => sum + table.rows, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `done: ${copied.length} tables, ${total} rows, row counts verified, sequences reset (${seconds} s).\n` +
      `Uploaded files stay in ${path.join(from, 'files')}: keep QUIRE_DATA_DIR=${from} (or copy its files/ folder) when the API starts with DATABASE_URL.`,
  );
}

main().catch((error: unknown) => {
  const known = error instanceof CopyRefusedError || error instanceof DataDirLockedError;
  console.error(known ? `[db:copy-to-postgres] ${(error as Error).message}` : error);
  process.exit(1);
});
