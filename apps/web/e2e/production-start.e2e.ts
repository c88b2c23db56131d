import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@quire/test-utils';
import { describe, expect, it } from 'vitest';
import { apiUrl } from './support/servers';
import { WEB_DIR } from './support/web-server';

/** The web app's `start` script, exactly as `pnpm start` runs it. */
const startScript: string = JSON.parse(readFileSync(path.join(WEB_DIR, 'package.json'), 'utf8'))
  .scripts.start;

describe('pnpm start', () => {
  it('runs the web server in production mode and says so, unless NODE_ENV says otherwise', async () => {
    for (const [nodeEnv, expected] of [
      [undefined, 'production'],
      ['development', 'development'],
    ] as const) {
      const port = await freePort();
      const { NODE_ENV: _, ...inherited } = process.env;
      const child = spawn('sh', ['-c', startScript], {
        cwd: WEB_DIR,
        env: {
          ...inherited,
          ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}),
          HOST: '127.0.0.1',
          PORT: String(port),
          API_URL: apiUrl,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so the server under `sh` stops with it.
        detached: true,
      });
      try {
        // The server logs one JSON object per line; the listening line names the URL and mode.
        const listening = await new Promise<Record<string, unknown>>((resolve, reject) => {
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            const found = output
              .split('\n')
              .filter((entry) => entry.startsWith('{'))
              .map((entry) => JSON.parse(entry) as Record<string, unknown>)
              .find((entry) => entry.msg === 'Quire web listening');
            if (found) resolve(found);
          });
          child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
        });
        expect(listening).toMatchObject({
          name: 'quire-web',
          level: 30,
          url: `http://127.0.0.1:${port}`,
          mode: expected,
        });
        expect((await fetch(`http://127.0.0.1:${port}/test`)).status).toBe(200);
      } finally {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      }
    }
  });
});
