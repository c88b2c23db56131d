// `pnpm --filter @quire/api quire init …` (or `node dist/quire-cli.js init …` where only the
// build is installed): the first-run setup without a browser, for scripted deployments. It reads
// the same environment as the API (DATABASE_URL, or QUIRE_DATA_DIR for the embedded database;
// stop an API on that folder first, it holds its lock). The administrator's password comes from
// QUIRE_ADMIN_PASSWORD or standard input (typed unseen on a terminal, else its first line), never
// from an argument, which `ps` and the shell's history would show.

import { parseArgs } from 'node:util';
import { type SetupBody, setupBodySchema } from '@quire/contracts';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { runFirstSetup, SetupRefusedError } from '../setup/first-run';
import { readSecret } from './read-secret';

const USAGE = `usage: quire init --site-name <name> --name <administrator's name> --email <address>
                  [--journal-title <title> --journal-slug <web-address>]

The administrator's password is read from QUIRE_ADMIN_PASSWORD, else from standard input
(typed unseen on a terminal; the first line of a pipe). It is never an argument.`;

/** A refusal the command explains in one message (exit code 1), without a stack trace. */
class UsageError extends Error {}

const OPTIONS = {
  'site-name': { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  'journal-title': { type: 'string' },
  'journal-slug': { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** The body of `init` from its options and the password, checked as `POST setup` checks it. */
function setupBody(
  values: Partial<Record<keyof typeof OPTIONS, string | boolean>>,
  password: string,
): SetupBody {
  const journalTitle = values['journal-title'];
  const journalSlug = values['journal-slug'];
  if ((journalTitle === undefined) !== (journalSlug === undefined))
    throw new UsageError('--journal-title and --journal-slug go together: give both, or neither.');
  const parsed = setupBodySchema.safeParse({
    siteName: values['site-name'],
    name: values.name,
    email: values.email,
    password,
    ...(journalTitle !== undefined ? { journal: { title: journalTitle, slug: journalSlug } } : {}),
  });
  if (parsed.success) return parsed.data;
  const flag: Record<string, string> = {
    siteName: '--site-name',
    name: '--name',
    email: '--email',
    password: 'the password',
    'journal.title': '--journal-title',
    'journal.slug': '--journal-slug',
  };
  const lines = parsed.error.issues.map(
    (issue) => `  ${flag[issue.path.join('.')] ?? issue.path.join('.')}: ${issue.message}`,
  );
  throw new UsageError(`The setup was not done:\n${lines.join('\n')}`);
}

async function init(args: string[]): Promise<void> {
  let values: Partial<Record<keyof typeof OPTIONS, string | boolean>>;
  try {
    ({ values } = parseArgs({ args, options: OPTIONS, strict: true }));
  } catch (error) {
    if (args.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
      throw new UsageError(
        'The password is never an argument (ps and the shell history would show it): set QUIRE_ADMIN_PASSWORD, or type it when asked.',
      );
    }
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const config = loadConfig();
  const password =
    process.env.QUIRE_ADMIN_PASSWORD ?? (await readSecret("The administrator's password: "));
  const body = setupBody(values, password);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    await database.migrate();
    const { administrator, journal } = await runFirstSetup({ db: database.db }, body);
    const where = new URL('/login', config.webOrigin).toString();
    console.info(
      [
        `Quire is set up: "${body.siteName}".`,
        `Administrator: ${administrator.name} <${administrator.email}> (sign in at ${where}).`,
        ...(journal ? [`First journal: ${journal.title} (/journals/${journal.slug}).`] : []),
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'init') return init(rest);
  if (command === undefined || command === '--help' || command === 'help') {
    console.info(USAGE);
    return;
  }
  throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof SetupRefusedError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError;
  console.error(known ? `[quire] ${(error as Error).message}` : error);
  process.exit(1);
});
