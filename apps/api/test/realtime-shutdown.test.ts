import { describe, expect, it } from 'vitest';
import { startServer } from '../src/server';
import {
  connected,
  createChatAccount,
  freshDatabaseUrl,
  openSocket,
  serverConfig,
} from './chat-fixtures';

/**
 * A node that shuts down (SIGTERM, a deploy) must leave its clients free to reconnect to another
 * node: after "io server disconnect", the way a revoked session is ended, clients stay offline.
 */
describe('a node shutting down', () => {
  for (const transport of ['websocket', 'polling'] as const) {
    it(`closes its clients’ ${transport} connections, so they reconnect elsewhere`, async () => {
      const database = await freshDatabaseUrl();
      const node = await startServer(serverConfig({ databaseUrl: database.url }));
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
