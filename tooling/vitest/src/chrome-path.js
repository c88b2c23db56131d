import { existsSync } from 'node:fs';

/**
 * Debian's Chromium builds, lightest first. `chromium-headless-shell` is the same Blink engine
 * without the desktop browser around it (no window, tab strip or WebUI renderers): the build
 * Playwright itself uses for headless runs, and on a 2-core machine it renders the same pages
 * with about half the CPU of the full browser in `--headless` mode (docs/performance.md).
 */
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/**
 * The Chromium every browser test launches: `CHROME_PATH` when set, else Debian's headless shell
 * when installed, else Debian's full Chromium. Nothing is ever downloaded (no `playwright install`).
 * @returns {string}
 */
export function chromePath() {
  return (
    process.env.CHROME_PATH ||
    SYSTEM_CHROMIUMS.find((candidate) => existsSync(candidate)) ||
    SYSTEM_CHROMIUMS[SYSTEM_CHROMIUMS.length - 1]
  );
}
