import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { sessionLookupOf } from '../auth/session-lookup';
import { onSessionsEnded } from '../auth/session-revocation';
import type { AppContext } from '../context';
import { watchAdminLiveness } from './admin-liveness';
import { AdminPresence } from './admin-presence';
import { relayDiscussionPresence } from './discussion-presence';
import { relayDiscussionTyping } from './discussion-typing';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_TIMEOUT_MS } from './heartbeat';
import type { RealtimeEmitter } from './realtime-emitter';
import {
  ADMINS_ROOM,
  type RealtimeServer,
  type RealtimeSocket,
  sessionRoom,
  userRoom,
} from './realtime-types';
import { createRedisAdapter, type RedisAdapterHandle } from './redis-adapter';
import { ReviewLinkSockets } from './review-link-sockets';
import { SessionSockets } from './session-sockets';
import { authenticateHandshake } from './socket-auth';
import { limitInboundEvents } from './socket-rate-limit';
import { relayTyping } from './typing-relay';

/** Largest socket.io packet accepted from a client; clients send nothing but the handshake. */
export const SOCKET_MAX_PAYLOAD_BYTES = 16 * 1024;

/** The attached socket.io server, the emitter routes use, and the way to stop it. */
export interface Realtime extends RealtimeEmitter {
  io: RealtimeServer;
  /**
   * Re-validates the session of every socket on this node now, and the link of every review-link
   * socket (both also run periodically).
   */
  checkSessions(): Promise<void>;
  /** Disconnects this node's sockets (clients reconnect to another node) and closes Redis. */
  close(): Promise<void>;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Attaches socket.io (path `/socket.io`, protocol v4) to the app's HTTP server and sets
 * `context.realtime`. Sockets authenticate with the session cookie or a single-use ticket,
 * join `user:<id>`, `session:<id>` (and `admins` for administrators), receive events only
 * through rooms, and are disconnected when their session ends (see `SessionSockets`).
 * Reviewers who come by their mailed link connect to the `/review-link` namespace instead,
 * with the link's token, and hear their assignment's discussion only (see `ReviewLinkSockets`).
 */
export function createRealtime(app: FastifyInstance, context: AppContext): Realtime {
  const { config, db } = context;
  const trustedOrigins = new Set([config.webOrigin, originOf(config.backendUrl)]);
  const redis: RedisAdapterHandle | undefined = config.redisUrl
    ? createRedisAdapter(config.redisUrl, app.log)
    : undefined;
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_PAYLOAD_BYTES,
    // Every connection: engine.io's default heartbeat. Administrators are also probed, so
    // their presence ends within seconds of a silent disappearance (see heartbeat.ts).
    pingInterval: HEARTBEAT_INTERVAL_MS,
    pingTimeout: HEARTBEAT_TIMEOUT_MS,
    // WebTransport needs an HTTP/3 endpoint this server does not run; offering the upgrade would
    // make browsers that support it fail a QUIC handshake on every page. Clients still list it.
    transports: ['polling', 'websocket'],
    cors: { origin: [...trustedOrigins], credentials: true },
    // Browsers always send Origin cross-site: refuse foreign pages (cross-site WebSocket
    // hijacking); non-browser clients send none and still need a valid session or ticket.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin === undefined || trustedOrigins.has(origin));
    },
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  const presence = new AdminPresence(
    io,
    (error) => app.log.warn({ err: error }, 'admin presence check failed'),
    redis !== undefined,
    config.adminPresenceSweepMs,
  );
  const sessionSockets = new SessionSockets(io, db, (error) =>
    app.log.warn({ err: error }, 'socket session check failed'),
  );
  const reviewLinks = new ReviewLinkSockets(io, context, (error, message) =>
    app.log.warn({ err: error }, message),
  );

  io.use((socket, next) => {
    authenticateHandshake(db, socket.handshake)
      .then((user) => {
        if (!user) return next(new Error('unauthorized'));
        socket.data.user = user;
        next();
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'socket authentication failed');
        next(new Error('unavailable'));
      });
  });
  io.on('admin_presence_changed', () => void presence.refresh());
  // This node's session lookup forgets the sessions it ends itself; the other nodes' lookups
  // hear of them here, so a signed-out token is refused on every node from its next request.
  const stopRelayingEndedSessions = redis
    ? onSessionsEnded(db, (ended) => io.serverSideEmit('sessions_ended', ended))
    : () => {};
  io.on('sessions_ended', (ended) => sessionLookupOf(db, config.sessionReuseMs).forget(ended));
  io.on('connection', (socket) => onConnection(socket));

  async function announceUser(userId: number, online: boolean): Promise<void> {
    const sockets = await io.in(userRoom(userId)).fetchSockets();
    // First tab opened / last tab closed anywhere: only then does presence change.
    if (sockets.length > 0 === online && sockets.length <= 1) {
      io.to(ADMINS_ROOM).emit('user_presence', { userId, online });
    }
  }

  function onConnection(socket: RealtimeSocket): void {
    const { user } = socket.data;
    limitInboundEvents(socket);
    relayTyping(socket);
    relayDiscussionTyping(socket, context, { userId: user.id });
    relayDiscussionPresence(socket, context, { userId: user.id }, user.name, (error) =>
      app.log.warn({ err: error }, 'discussion presence update failed'),
    );
    const rooms = [userRoom(user.id), sessionRoom(user.sessionId)];
    if (user.role === 'admin') rooms.push(ADMINS_ROOM);
    socket.join(rooms);
    sessionSockets
      .watch(socket)
      .catch((error: unknown) => app.log.warn({ err: error }, 'socket session check failed'));
    const report = (error: unknown) => app.log.warn({ err: error }, 'presence update failed');
    if (user.role === 'admin') {
      watchAdminLiveness(socket, {
        intervalMs: context.config.adminProbeIntervalMs,
        timeoutMs: context.config.adminProbeTimeoutMs,
      });
      void presence.changed();
    } else socket.emit('online_admin', presence.online);
    announceUser(user.id, true).catch(report);
    socket.on('disconnect', () => {
      if (user.role === 'admin') void presence.changed();
      announceUser(user.id, false).catch(report);
    });
  }

  const realtime: Realtime = {
    io,
    checkSessions: async () => {
      await sessionSockets.checkAll();
      await reviewLinks.checkAll();
    },
    emitToUser: (userId, event, ...args) => io.to(userRoom(userId)).emit(event, ...args),
    emitToAdmins: (event, ...args) => io.to(ADMINS_ROOM).emit(event, ...args),
    emitToConversation: (userId, event, ...args) =>
      io.to([userRoom(userId), ADMINS_ROOM]).emit(event, ...args),
    emitToReviewLink: reviewLinks.emit,
    endReviewLinks: (assignmentIds) => reviewLinks.end(assignmentIds),
    announced: async () => {
      await redis?.flushed();
    },
    onlineReviewLinks: (assignmentIds) => reviewLinks.online(assignmentIds),
    onlineUserIds: async (userIds) => {
      if (userIds.length === 0) return new Set();
      const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
      return new Set(sockets.map((socket) => socket.data.user.id));
    },
    close: async () => {
      stopRelayingEndedSessions();
      presence.stop();
      sessionSockets.stop();
      reviewLinks.stop();
      const hadAdmins = (io.of('/').adapter.rooms.get(ADMINS_ROOM)?.size ?? 0) > 0;
      // Leave the cluster before the sockets go, so the peers' presence checks (triggered by
      // this node's admins leaving) count only live nodes and answer at once.
      await redis?.unsubscribe();
      // Close the connections, not the sockets: a client told "io server disconnect" would
      // stay offline (that is how a revoked session is ended); a closed transport makes it
      // reconnect, through the load balancer, to a node that is still up.
      io.engine.close();
      if (hadAdmins) presence.departed();
      // QUIT skips ioredis's auto-pipeline: without this wait it would overtake (and drop) the
      // departure queued just above, and peers would learn of it only at their next sweep.
      await redis?.flushed();
      await redis?.close();
    },
  };
  void presence.refresh();
  context.realtime = realtime;
  return realtime;
}
