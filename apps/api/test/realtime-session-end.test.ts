import { randomBytes } from 'node:crypto';
import { DELETE_ACCOUNT_PHRASE } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { replacePassword } from '../src/auth/session-store';
import { hashToken } from '../src/auth/tokens';
import { realtimeTickets, sessions, users } from '../src/db/schema';
import type { RunningServer } from '../src/server';
import { GOOD_PASSWORD } from './auth-fixtures';
import {
  awaitLaterMarker,
  type ChatAccount,
  type ClientSocket,
  clientId,
  connect,
  connected,
  createChatAccount,
  disconnectReason,
  eventually,
  openSocket,
  recordEvents,
  serverSocketsClosed,
  startChatServer,
} from './chat-fixtures';

/** An account and the tokens of its sessions (one per sign-in). */
interface SignedIn {
  id: number;
  email: string;
  tokens: string[];
}

describe('sockets end with their session', () => {
  let running: Awaited<ReturnType<typeof startChatServer>>;
  let server: RunningServer;
  let admin: ChatAccount;
  const open: ClientSocket[] = [];

  async function signIn(email: string, password = GOOD_PASSWORD): Promise<string> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return response.json().token;
  }

  /** A fresh author, signed in `count` times (each sign-in is its own session). */
  async function author(count = 1): Promise<SignedIn> {
    const email = `author-${randomBytes(4).toString('hex')}@example.org`;
    const [row] = await server.context.db
      .insert(users)
      .values({
        email,
        name: 'Ann',
        role: 'author',
        passwordHash: await hashPassword(GOOD_PASSWORD),
      })
      .returning({ id: users.id });
    if (!row) throw new Error('account not created');
    const tokens: string[] = [];
    for (let i = 0; i < count; i += 1) tokens.push(await signIn(email));
    return { id: row.id, email, tokens };
  }

  async function join(token: string) {
    const socket = openSocket(server.url, { token });
    open.push(socket);
    const events = recordEvents(socket);
    const ended = disconnectReason(socket);
    await connected(socket);
    return { socket, events, ended };
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const messages = (events: unknown[][]) => events.filter((event) => event[0] === 'new_message');

  function adminWrites(userId: number) {
    return server.app.inject({
      method: 'POST',
      url: `/api/admin/conversations/${userId}/messages`,
      headers: bearer(admin.token),
      payload: { body: 'private', client_id: clientId() },
    });
  }

  function logout(token: string) {
    return server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
  }

  async function mintTicket(token: string): Promise<string> {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/realtime/ticket',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().ticket;
  }

  async function sessionIdOf(token: string): Promise<number> {
    const [row] = await server.context.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (!row) throw new Error('no such session');
    return row.id;
  }

  async function ticketsOf(sessionId: number): Promise<number> {
    const rows = await server.context.db
      .select({ tokenHash: realtimeTickets.tokenHash })
      .from(realtimeTickets)
      .where(eq(realtimeTickets.sessionId, sessionId));
    return rows.length;
  }

  beforeAll(async () => {
    running = await startChatServer();
    server = running.server;
    admin = await createChatAccount(server, 'admin', 'Ada');
  });
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.disconnect();
    await serverSocketsClosed(server);
  });
  afterAll(async () => {
    await running.close();
  });

  it('sign-out disconnects the session’s socket, which then gets no chat', async () => {
    const ann = await author();
    const tab = await join(ann.tokens[0] as string);
    expect((await logout(ann.tokens[0] as string)).statusCode).toBe(204);
    expect(await tab.ended).toBe('io server disconnect');
    expect((await adminWrites(ann.id)).statusCode).toBe(201);
    // Nothing to wait for: the route emitted before it answered, and the server's disconnect
    // detached the client socket from its connection (no event is recorded after it). The server
    // holds no socket of Ann's any more either, so nothing was sent to one.
    expect(await server.realtime.onlineUserIds([ann.id])).toEqual(new Set());
    expect(messages(tab.events)).toEqual([]);
  });

  it('sign-out leaves the same account’s other sessions connected', async () => {
    const ann = await author(2);
    const signedOut = await join(ann.tokens[0] as string);
    const other = await join(ann.tokens[1] as string);
    await logout(ann.tokens[0] as string);
    await signedOut.ended;
    await adminWrites(ann.id);
    await eventually(() => messages(other.events).length === 1, 'the other tab’s message');
    expect(other.socket.connected).toBe(true);
  });

  it('a password change disconnects the other sessions’ sockets and keeps the current one', async () => {
    const ann = await author(2);
    const [current, other] = ann.tokens as [string, string];
    const currentTab = await join(current);
    const otherTab = await join(other);
    const changed = await server.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(current),
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'a brand new passphrase 42' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await otherTab.ended).toBe('io server disconnect');
    await adminWrites(ann.id);
    await eventually(() => messages(currentTab.events).length === 1, 'the current tab’s message');
    expect(currentTab.socket.connected).toBe(true);
    expect(messages(otherTab.events)).toEqual([]);
  });

  it('a password reset (every session revoked) disconnects every socket of the account', async () => {
    const ann = await author(2);
    const tabs = [await join(ann.tokens[0] as string), await join(ann.tokens[1] as string)];
    await replacePassword(server.context.db, ann.id, await hashPassword('reset passphrase 9000'));
    expect(await Promise.all(tabs.map((tab) => tab.ended))).toEqual([
      'io server disconnect',
      'io server disconnect',
    ]);
  });

  it('deleting the account disconnects its sockets', async () => {
    const ann = await author();
    const token = ann.tokens[0] as string;
    const tab = await join(token);
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: bearer(token),
      payload: { currentPassword: GOOD_PASSWORD, confirm: DELETE_ACCOUNT_PHRASE },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await tab.ended).toBe('io server disconnect');
  });

  it('refuses a ticket minted before sign-out, and sign-out deletes the session’s tickets', async () => {
    const ann = await author();
    const token = ann.tokens[0] as string;
    const sessionId = await sessionIdOf(token);
    const ticket = await mintTicket(token);
    expect(await ticketsOf(sessionId)).toBe(1);
    await logout(token);
    expect(await ticketsOf(sessionId)).toBe(0);
    await expect(connect(server.url, { auth: { ticket } })).rejects.toThrow('unauthorized');
  });

  it('refuses a ticket whose session was revoked even if the ticket row survived', async () => {
    const ann = await author();
    const token = ann.tokens[0] as string;
    const ticket = await mintTicket(token);
    // As if the revocation committed right after the ticket was read: the row is still there.
    await server.context.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, await sessionIdOf(token)));
    await expect(connect(server.url, { auth: { ticket } })).rejects.toThrow('unauthorized');
  });

  it('disconnects a socket opened with a ticket when the session that minted it signs out', async () => {
    const ann = await author();
    const token = ann.tokens[0] as string;
    const socket = openSocket(server.url, { auth: { ticket: await mintTicket(token) } });
    open.push(socket);
    const ended = disconnectReason(socket);
    await connected(socket);
    await logout(token);
    expect(await ended).toBe('io server disconnect');
  });

  it('disconnects a socket when its session expires', async () => {
    const ann = await author();
    const token = ann.tokens[0] as string;
    await server.context.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1_500) })
      .where(eq(sessions.id, await sessionIdOf(token)));
    const tab = await join(token);
    const started = Date.now();
    expect(await tab.ended).toBe('io server disconnect');
    expect(Date.now() - started).toBeGreaterThan(500);
  });

  it('the periodic check disconnects sockets whose revocation was never announced', async () => {
    const ann = await author(2);
    const revoked = await join(ann.tokens[0] as string);
    const live = await join(ann.tokens[1] as string);
    // Revoked behind the session store's back, as when the announcing node died or Redis was down.
    await server.context.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, await sessionIdOf(ann.tokens[0] as string)));
    // A later marker on the revoked tab: a message to Ann. Had the revocation disconnected the
    // tab (unannounced, nothing should), the disconnect would have come first and the marker never.
    await awaitLaterMarker(
      [revoked.events],
      () => adminWrites(ann.id),
      (event) => event[0] === 'new_message',
    );
    expect(revoked.socket.connected).toBe(true);
    await server.realtime.checkSessions();
    expect(await revoked.ended).toBe('io server disconnect');
    expect(live.socket.connected).toBe(true);
  });
});
