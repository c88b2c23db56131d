import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The id of builds that were not made by `pnpm build` (the dev server). */
export const DEV_BUILD_ID = 'dev';

let buildId: string | undefined;

/**
 * The id of the build this server runs, from `build/client/builds/latest.json` as the build
 * wrote it (read once: a newer build deployed next to a running server is not this server's).
 */
export function currentBuildId(): string {
  if (buildId) return buildId;
  try {
    // The server bundle lives in build/server/ (or, once code-split, build/server/assets/), the
    // manifest in build/client/builds/.
    // (Joined by hand: Vite would treat `new URL(…, import.meta.url)` as an asset to bundle.)
    const here = dirname(fileURLToPath(import.meta.url));
    const candidates = ['../client/builds/latest.json', '../../client/builds/latest.json'];
    const file = candidates.map((path) => join(here, path)).find((path) => existsSync(path));
    // A missing file throws here and lands in the dev fallback below.
    const manifest = JSON.parse(readFileSync(file ?? '', 'utf8')) as { id?: unknown };
    buildId = typeof manifest.id === 'string' ? manifest.id : DEV_BUILD_ID;
  } catch {
    buildId = DEV_BUILD_ID;
  }
  return buildId;
}
