import { createServer } from 'node:net';

/**
 * A port that is free on the loopback interface right now (the OS picks it; the probe closes
 * before resolving). For servers a test starts itself.
 * @example const port = await freePort();
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
