import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getDomWindow, JSDOM_MISSING_MESSAGE } from './get-dom-window';

describe('getDomWindow', () => {
  describe('in Node', () => {
    it('runs without a global window', () => {
      expect(typeof window).toBe('undefined');
    });

    it('provides a jsdom window with a working document', () => {
      expect(getDomWindow().document.createElement('p').nodeName).toBe('P');
    });

    it('creates the window once and reuses it', () => {
      expect(getDomWindow()).toBe(getDomWindow());
    });

    it('does not install the window as a global', () => {
      getDomWindow();
      expect(typeof window).toBe('undefined');
      expect(typeof document).toBe('undefined');
    });
  });

  describe('on a server without jsdom (an optional peer dependency)', () => {
    it('says what is missing and how to provide it', () => {
      // The module alone in a directory with no node_modules above it, as on a server that did
      // not install jsdom; Node runs the TypeScript source by stripping its types.
      const dir = mkdtempSync(path.join(tmpdir(), 'quire-no-jsdom-'));
      try {
        const copy = path.join(dir, 'get-dom-window.mts');
        copyFileSync(fileURLToPath(new URL('./get-dom-window.ts', import.meta.url)), copy);
        const script = `import { getDomWindow } from ${JSON.stringify(pathToFileURL(copy).href)};
try { getDomWindow(); console.log('created a window'); } catch (error) { console.log(error.message); }`;
        const { NODE_PATH: _, ...env } = process.env;
        const run = spawnSync(
          process.execPath,
          ['--experimental-strip-types', '--no-warnings', '--input-type=module', '-e', script],
          { cwd: dir, env, encoding: 'utf8' },
        );
        expect(run.stderr).toBe('');
        expect(run.stdout.trim()).toBe(JSDOM_MISSING_MESSAGE);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
