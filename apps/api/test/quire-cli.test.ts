import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { journals, settings, users } from '../src/db/schema';
import { isSetUp } from '../src/setup/setup-state';
import { GOOD_PASSWORD } from './auth-fixtures';

const API_DIR = path.resolve(import.meta.dirname, '..');
const CLI = ['--conditions=@quire/source', '--import', 'tsx', 'src/ops/quire-cli.ts'];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `quire <args>` on `dataDir` (embedded database), with `stdin` piped in. */
function quire(
  dataDir: string,
  args: string[],
  { stdin = '', env = {} }: { stdin?: string; env?: Record<string, string> } = {},
): Promise<Run> {
  const { DATABASE_URL: _database, QUIRE_ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const child = spawn(process.execPath, [...CLI, ...args], {
    cwd: API_DIR,
    env: { ...inherited, NODE_ENV: 'test', QUIRE_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
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

  it('never takes the password as an argument', async () => {
    const run = await quire(dataDir, [...INIT, '--password', GOOD_PASSWORD]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('The password is never an argument');
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
  }, 60_000);
});
