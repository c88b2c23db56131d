import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The API's `start` script, exactly as `pnpm start` runs it (on the build in `dist/`). */
const startScript: string = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8'))
  .scripts.start;

/**
 * Servers still running. A start that outlives the test's ceiling leaves its promise pending, so
 * its own `finally` never runs: `afterEach` stops whatever is left, and no server outlives the run.
 */
const running = new Set<ChildProcess>();

/** Stops the server's whole process group (`sh` and the node under it) and waits for it. */
async function stop(child: ChildProcess): Promise<void> {
  const closed = new Promise((resolve) => child.once('close', resolve));
  if (child.exitCode === null && child.signalCode === null && child.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  if (child.exitCode === null && child.signalCode === null) await closed;
  running.delete(child);
}

afterEach(() => Promise.all([...running].map(stop)));

/** Runs the start script with `nodeEnv` and resolves with its "listening" log line. */
async function listeningLine(nodeEnv: string | undefined): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quire-api-start-'));
  const { NODE_ENV: _, DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn('sh', ['-c', startScript], {
    cwd: API_DIR,
    env: {
      ...inherited,
      ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}),
      HOST: '127.0.0.1',
      PORT: '0',
      QUIRE_DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // An empty database starts in seconds; the demo seed is not what is tested.
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so the server under `sh` stops with it.
    detached: true,
  });
  running.add(child);
  try {
    return await new Promise<Record<string, unknown>>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        // One JSON object per line; the listening line names the URL and mode.
        const found = output
          .split('\n')
          .filter((entry) => entry.startsWith('{'))
          .map((entry) => JSON.parse(entry) as Record<string, unknown>)
          .find((entry) => entry.msg === 'Quire API listening');
        if (found) resolve(found);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
  } finally {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('pnpm start', () => {
  // Both start side by side, each creating and migrating a database of its own on disk: a
  // ceiling, not a wait, for a machine whose cores other suites are using too.
  it('runs the API in production mode and says so, unless NODE_ENV says otherwise', async () => {
    const [production, development] = await Promise.all([
      listeningLine(undefined),
      listeningLine('development'),
    ]);
    expect(production).toMatchObject({
      msg: 'Quire API listening',
      mode: 'production',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    });
    expect(development).toMatchObject({ mode: 'development' });
  }, 180_000);
});
