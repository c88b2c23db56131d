import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * A migrated (and, for `demo`, seeded) API data folder that fresh test servers start as copies
 * of. A new PGlite folder costs `initdb` and every migration, about two thirds of a start on
 * two cores; a copy costs milliseconds. The first start of a run makes the template with a real
 * start and a clean stop of the API, exactly as a test's server would have begun.
 */
/** `empty`: set up, no content; `first-run`: waits for its setup; `demo`: the demo seed. */
export type DataTemplateKind = 'empty' | 'first-run' | 'demo';

/** Written by a running API; never part of a copy (the lock would name another process). */
const NOT_COPIED = new Set(['quire.lock', 'outbox']);

/**
 * Names what the template depends on: the API's sources and manifest (migrations, seed), the
 * lockfile (PGlite's on-disk format) and the day (the demo seed dates things from today).
 */
let computedKey: string | undefined;
function templateKey(apiDir: string, repoRoot: string): string {
  // Once per process: the sources do not change while tests run, and every start asks.
  computedKey ??= hashTemplateInputs(apiDir, repoRoot);
  return computedKey;
}

function hashTemplateInputs(apiDir: string, repoRoot: string): string {
  const hash = createHash('sha256');
  const sources = readdirSync(path.join(apiDir, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of sources) hash.update(path.relative(apiDir, file)).update(readFileSync(file));
  hash.update(readFileSync(path.join(apiDir, 'package.json')));
  const lockfile = path.join(repoRoot, 'pnpm-lock.yaml');
  if (existsSync(lockfile)) hash.update(readFileSync(lockfile));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

const made = new Map<string, Promise<string>>();

/**
 * The template folder of `kind`, made by `make(folder)` (start the API on it, stop it) when this
 * checkout has none yet. Kept in `node_modules/.cache/`, so a fresh clone starts without one. One
 * process makes it while the others wait for it (turbo starts several suites at once, and each
 * making its own would start as many APIs migrating and seeding on two cores); should that
 * process die, the next one takes over.
 */
function templateFolder(
  kind: DataTemplateKind,
  apiDir: string,
  repoRoot: string,
  make: (folder: string) => Promise<void>,
): Promise<string> {
  const folder = path.join(
    repoRoot,
    'node_modules',
    '.cache',
    'quire-api-data',
    `${templateKey(apiDir, repoRoot)}-${kind}`,
  );
  let ready = made.get(folder);
  if (!ready) {
    ready = (async () => {
      if (existsSync(folder)) return folder;
      if (!(await becomeMaker(folder))) return folder;
      const draft = `${folder}.draft-${process.pid}-${Date.now()}`;
      await mkdir(draft, { recursive: true });
      try {
        await make(draft);
        await rename(draft, folder);
      } catch (error) {
        // Another process renamed its draft first: theirs is as good as ours.
        if (!existsSync(folder)) throw error;
      } finally {
        await rm(draft, { recursive: true, force: true });
        await rm(makingLock(folder), { recursive: true, force: true });
      }
      return folder;
    })();
    // A failed start is reported to the caller; the next start tries again.
    ready.catch(() => made.delete(folder));
    made.set(folder, ready);
  }
  return ready;
}

const makingLock = (folder: string) => `${folder}.making`;

/** How often a process waiting for another's template looks again. */
const TEMPLATE_POLL_MS = 200;

/**
 * Takes the right to make `folder` (true), or waits until another process has made it (false).
 * The lock is a directory (mkdir is atomic) naming its owner, so a lock left by a process that
 * died is taken over rather than waited on for ever.
 */
async function becomeMaker(folder: string): Promise<boolean> {
  const lock = makingLock(folder);
  await mkdir(path.dirname(folder), { recursive: true });
  for (;;) {
    if (existsSync(folder)) return false;
    try {
      await mkdir(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!ownerAlive(lock)) await rm(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, TEMPLATE_POLL_MS));
  }
}

function ownerAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // Made a moment ago, its pid not yet written: count it alive.
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Fills the empty folder `target` with a copy of the `kind` template (made first if needed). */
export async function copyDataTemplate(
  target: string,
  kind: DataTemplateKind,
  {
    apiDir,
    repoRoot,
    make,
  }: { apiDir: string; repoRoot: string; make: (folder: string) => Promise<void> },
): Promise<void> {
  const source = await templateFolder(kind, apiDir, repoRoot, make);
  await cp(source, target, {
    recursive: true,
    filter: (entry) => !NOT_COPIED.has(path.relative(source, entry)),
  });
}
