import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { journals, settings, users } from '../src/db/schema';
import { runQuire } from '../src/ops/quire-command';
import { isSetUp } from '../src/setup/setup-state';
import { GOOD_PASSWORD } from './auth-fixtures';

const API_DIR = path.resolve(import.meta.dirname, '..');
const CLI = ['--conditions=@quire/source', '--import', 'tsx', 'src/ops/quire-cli.ts'];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The process's environment for a command on `dataDir`'s embedded database. */
function commandEnv(dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, QUIRE_ADMIN_PASSWORD: _password, ...inherited } = process.env;
  return { ...inherited, NODE_ENV: 'test', QUIRE_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env };
}

/**
 * Runs `quire <args>` on `dataDir` (embedded database) in this process, with `stdin` as its
 * standard input: the same code as the command line, without starting Node and tsx again.
 */
async function quire(
  dataDir: string,
  args: string[],
  { stdin = '', env = {} }: { stdin?: string; env?: Record<string, string> } = {},
): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runQuire(args, {
    env: commandEnv(dataDir, env),
    stdin: Readable.from([stdin]),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

/** Runs `quire <args>` as the command line does: a Node process of its own, through tsx. */
function quireProcess(dataDir: string, args: string[], stdin = ''): Promise<Run> {
  const child = spawn(process.execPath, [...CLI, ...args], {
    cwd: API_DIR,
    env: commandEnv(dataDir),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const INIT = [
  'init',
  '--site-name',
  'Northern Journals',
  '--name',
  'Ada Admin',
  '--email',
  'ada@northern.example',
];

describe('quire init', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'quire-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  // The one run as a real process: its arguments, standard error and exit code are the process's
  // own (the success path's process is `quire import`'s setup in ojs-import.test.ts).
  it('never takes the password as an argument (as a process: exit code 1)', async () => {
    const run = await quireProcess(dataDir, [...INIT, '--password', GOOD_PASSWORD]);
    expect(run.stderr).toContain('The password is never an argument');
    expect(run.code).toBe(1);
    const inProcess = await quire(dataDir, [...INIT, `--password=${GOOD_PASSWORD}`]);
    expect(inProcess.code).toBe(1);
    expect(inProcess.stderr).toContain('The password is never an argument');
  });

  it('names what is wrong with the options, before touching the database', async () => {
    const run = await quire(
      dataDir,
      ['init', '--site-name', '', '--name', 'Ada', '--email', 'nope', '--journal-slug', 'x'],
      { stdin: `${GOOD_PASSWORD}\n` },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--journal-title and --journal-slug go together');

    const bad = await quire(
      dataDir,
      ['init', '--site-name', '', '--name', 'Ada', '--email', 'nope'],
      {
        stdin: 'short\n',
      },
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--site-name: Enter the site name.');
    expect(bad.stderr).toContain('--email: Enter a valid email address');
    expect(bad.stderr).toContain('the password: Use at least 10 characters.');
  });

  it('sets the site up with the password from standard input, once', async () => {
    const run = await quire(
      dataDir,
      [...INIT, '--journal-title', 'Northern Ecology', '--journal-slug', 'northern-ecology'],
      { stdin: `${GOOD_PASSWORD}\nignored second line\n` },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Quire is set up: "Northern Journals".');
    expect(run.stdout).toContain('Administrator: Ada Admin <ada@northern.example>');
    expect(run.stdout).toContain('First journal: Northern Ecology (/journals/northern-ecology).');

    const again = await quire(dataDir, [...INIT, '--email', 'eve@example.org'], {
      env: { QUIRE_ADMIN_PASSWORD: GOOD_PASSWORD },
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This site is already set up.');

    const database = await openDatabase({ dataDir });
    try {
      expect(await isSetUp(database.db)).toBe(true);
      const admins = await database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.role, 'admin'));
      expect(admins).toEqual([{ email: 'ada@northern.example' }]);
      const [siteName] = await database.db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, 'site_name'));
      expect(siteName?.value).toBe('Northern Journals');
      const [journal] = await database.db
        .select({ title: journals.title })
        .from(journals)
        .where(eq(journals.slug, 'northern-ecology'));
      expect(journal?.title).toBe('Northern Ecology');
    } finally {
      await database.close();
    }
  }, 180_000);
});
