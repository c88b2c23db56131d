import net from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  connected,
  createChatAccount,
  freshDatabaseUrl,
  openSocket,
  serverConfig,
} from './chat-fixtures';
import { startTestServer } from './test-app';

/**
 * A node that shuts down (SIGTERM, a deploy) must leave its clients free to reconnect to another
 * node: after "io server disconnect", the way a revoked session is ended, clients stay offline.
 */
describe('a node shutting down', () => {
  for (const transport of ['websocket', 'polling'] as const) {
    it(`closes its clients’ ${transport} connections, so they reconnect elsewhere`, async () => {
      const database = await freshDatabaseUrl();
      const node = await startTestServer(serverConfig({ databaseUrl: database.url }));
      try {
        const ann = await createChatAccount(node, 'author', 'Ann');
        const socket = openSocket(node.url, { token: ann.token, transports: [transport] });
        await connected(socket);
        const reasons: string[] = [];
        socket.on('disconnect', (reason) => reasons.push(reason));
        await node.close();
        await expect.poll(() => reasons).toHaveLength(1);
        expect(['transport close', 'transport error']).toContain(reasons[0]);
        socket.disconnect();
      } finally {
        await database.drop();
      }
    });
  }
});

/**
 * Behind a load balancer a node is stopped while requests still reach it on open keep-alive
 * connections: those requests are answered (and the connection closed after), never refused with
 * a 503 that the balancer would hand to the reader.
 */
describe('a node draining its requests', () => {
  it('answers a request that arrives on an open connection after the close began', async () => {
    const database = await freshDatabaseUrl();
    const node = await startTestServer(serverConfig({ databaseUrl: database.url }));
    try {
      const { port } = new URL(node.url);
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      const ended = new Promise((resolve) => socket.once('end', resolve));
      // Half a request: the connection is busy, so the close waits for it.
      socket.write('GET /api/journals HTTP/1.1\r\nHost: api\r\n');
      await expect.poll(() => node.app.server.listening).toBe(true);
      const closed = node.close();
      await expect.poll(() => node.app.server.listening).toBe(false);
      socket.write('Connection: keep-alive\r\n\r\n');
      await ended;
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      await closed;
    } finally {
      await node.close();
      await database.drop();
    }
  });
});
