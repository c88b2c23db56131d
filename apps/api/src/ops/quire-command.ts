// The `quire` commands: `init` (the first-run setup without a browser, for scripted deployments)
// and `import` (a journal's issues from an Open Journal Systems export). `quire-cli.ts` runs them
// as a process; tests call `runQuire` in the same process with strings for its streams.
//
// They read the same environment as the API (DATABASE_URL, or QUIRE_DATA_DIR for the embedded
// database; stop an API on that folder first, it holds its lock). The administrator's password
// comes from QUIRE_ADMIN_PASSWORD or standard input (typed unseen on a terminal, else its first
// line), never from an argument, which `ps` and the shell's history would show.
//
// `quire import --journal <slug> [--dry-run] <export.xml>`: see `ojs/ojs-import.ts`; safe to run
// again.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type SetupBody, setupBodySchema } from '@quire/contracts';
import { ConfigError, loadConfig } from '../config';
import { ContentChanges, journalChange } from '../content/content-changes';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { LocalDiskStorage } from '../files/storage';
import { OjsExportError, readOjsExport } from '../ojs/ojs-export';
import { importOjsExport, OjsImportError } from '../ojs/ojs-import';
import { runFirstSetup, SetupRefusedError } from '../setup/first-run';
import { readSecret } from './read-secret';

/**
 * Where a command reads and writes: the process's own streams and environment when run as `quire`,
 * a test's strings when called in the same process (the same code, without starting Node again).
 */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  /** Standard input: the administrator's password when the environment has none. */
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

const USAGE = `usage: quire init --site-name <name> --name <administrator's name> --email <address>
                  [--journal-title <title> --journal-slug <web-address>]
       quire import --journal <web-address> [--ojs-path <path>] [--dry-run] <export.xml>

init: the administrator's password is read from QUIRE_ADMIN_PASSWORD, else from standard input
(typed unseen on a terminal; the first line of a pipe). It is never an argument.

import: the issues of an Open Journal Systems native XML export (Native XML Plugin → Export
Issues) into the journal; --dry-run lists what it would do and writes nothing. Running it again
creates no duplicates. --ojs-path is the journal's path in OJS (/index.php/<path>/…) when it is
not the journal's web address here: its old article and issue addresses redirect to the new ones.`;

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

async function init(args: string[], io: CommandIo): Promise<void> {
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
    io.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig(io.env);
  const password =
    io.env.QUIRE_ADMIN_PASSWORD ?? (await readSecret("The administrator's password: ", io));
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
    io.stdout.write(
      `${[
        `Quire is set up: "${body.siteName}".`,
        `Administrator: ${administrator.name} <${administrator.email}> (sign in at ${where}).`,
        ...(journal ? [`First journal: ${journal.title} (/journals/${journal.slug}).`] : []),
      ].join('\n')}\n`,
    );
  } finally {
    await database.close();
  }
}

const IMPORT_OPTIONS = {
  journal: { type: 'string' },
  'ojs-path': { type: 'string' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

/** Tells the API nodes (through Redis, when configured) that the journal's pages changed. */
async function announceImport(
  redisUrl: string | undefined,
  journalSlug: string,
  io: CommandIo,
): Promise<void> {
  if (!redisUrl) return;
  const log = { warn: (_: unknown, message: string) => io.stderr.write(`[quire] ${message}\n`) };
  const changes = new ContentChanges(log as never, redisUrl);
  try {
    await changes.ready();
    changes.announce(journalChange(journalSlug, 'OJS import'));
  } finally {
    await changes.close();
  }
}

async function importCommand(args: string[], io: CommandIo): Promise<void> {
  let parsed: ReturnType<
    typeof parseArgs<{ options: typeof IMPORT_OPTIONS; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({ args, options: IMPORT_OPTIONS, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!values.journal)
    throw new UsageError(`Name the journal: --journal <web-address>.\n\n${USAGE}`);
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) {
    throw new UsageError(
      `Name one export file, e.g. quire import --journal ${values.journal} issues.xml`,
    );
  }
  let xml: string;
  try {
    xml = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new UsageError(
      code === 'ENOENT'
        ? `There is no file ${file}.`
        : `The file ${file} cannot be read (${code}).`,
    );
  }
  const data = readOjsExport(xml);
  const config = loadConfig(io.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  let report: Awaited<ReturnType<typeof importOjsExport>>;
  try {
    await database.migrate();
    const storage = new LocalDiskStorage(path.join(config.dataDir, 'files'));
    report = await importOjsExport(database.db, storage, data, {
      journalSlug: values.journal,
      ...(values['ojs-path'] ? { ojsPath: values['ojs-path'] } : {}),
      dryRun: values['dry-run'] ?? false,
    });
  } finally {
    await database.close();
  }
  const { counts } = report;
  const created = counts.issuesCreated + counts.articlesCreated + counts.sectionsCreated;
  io.stdout.write(
    `${[
      report.dryRun
        ? `Dry run: nothing was written. Importing ${file} into ${report.journalSlug} would do this:`
        : `Imported ${file} into ${report.journalSlug}:`,
      ...report.lines,
      `issues: ${counts.issuesCreated} ${report.dryRun ? 'to create' : 'created'}, ${counts.issuesFound} already here`,
      `articles: ${counts.articlesCreated} ${report.dryRun ? 'to create' : 'created'}, ${counts.articlesFound} already here`,
      `galleys stored: ${counts.galleysStored}; sections ${report.dryRun ? 'to create' : 'created'}: ${counts.sectionsCreated}`,
    ].join('\n')}\n`,
  );
  if (!report.dryRun && created > 0) {
    await announceImport(config.redisUrl, report.journalSlug, io);
  }
}

async function dispatch(argv: string[], io: CommandIo): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'init') return init(rest, io);
  if (command === 'import') return importCommand(rest, io);
  if (command === undefined || command === '--help' || command === 'help') {
    io.stdout.write(`${USAGE}\n`);
    return;
  }
  throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
}

/**
 * Runs one `quire` command (`init`, `import`, `help`) and resolves with its exit code: 0 when it
 * did its work, 1 when it refused, with the reason on `stderr` (a stack trace only for a fault
 * nobody foresaw).
 */
export async function runQuire(argv: string[], io: CommandIo): Promise<number> {
  try {
    await dispatch(argv, io);
    return 0;
  } catch (error: unknown) {
    const known =
      error instanceof UsageError ||
      error instanceof SetupRefusedError ||
      error instanceof ConfigError ||
      error instanceof OjsExportError ||
      error instanceof OjsImportError ||
      error instanceof DataDirLockedError;
    io.stderr.write(
      known ? `[quire] ${(error as Error).message}\n` : `${(error as Error).stack ?? error}\n`,
    );
    return 1;
  }
}
