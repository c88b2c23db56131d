import { spawnSync } from 'node:child_process';
import { ROOT_DIR } from './paths.mjs';

/**
 * Builds the API and the web app (and what they depend on) before a benchmark loads them,
 * unless `BENCH_SKIP_BUILD=1` says the existing builds are current. `{ web: false }` builds
 * the API alone.
 */
export function buildApps({ web = true } = {}) {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const what = web ? 'the API and the web app' : 'the API';
  console.info(`Building ${what} (BENCH_SKIP_BUILD=1 skips this)…`);
  const filters = ['--filter', '@quire/api...', ...(web ? ['--filter', '@quire/web...'] : [])];
  const result = spawnSync('pnpm', [...filters, 'build'], { cwd: ROOT_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}
