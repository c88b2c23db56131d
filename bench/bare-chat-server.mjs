import http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createDurableStore } from './lib/bare-durable-store.mjs';

// The reference for the chat benchmark: bare socket.io on a bare HTTP server. A socket joins
// the room named in its handshake (no authentication); `POST /send/<userId>` emits the posted
// JSON to that room — the API's delivery path without sessions, validation or the database.
// With REDIS_URL, rooms span every server started with it (the socket.io Redis adapter, as the
// API uses it): the reference for the two-node run.
// With DATABASE_URL (the bench database, after the API's migrations and the bench's accounts)
// and SENDER_ID, each message is first stored as the API stores it — the same group-committed
// INSERT into `chat_messages` — and the stored row is what the room receives and the POST
// answers: what durable storage alone costs, with none of the API's other work.
const durable = process.env.DATABASE_URL
  ? createDurableStore(process.env.DATABASE_URL, Number(process.env.SENDER_ID))
  : undefined;

const server = http.createServer((request, response) => {
  const match = /^\/send\/(\d+)$/.exec(request.url ?? '');
  if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  if (request.method !== 'POST' || !match) {
    response.writeHead(404).end();
    return;
  }
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', async () => {
    const room = Number(match[1]);
    let message = JSON.parse(body);
    try {
      if (durable) message = await durable.store(room, message);
    } catch (error) {
      response.writeHead(500).end(String(error));
      return;
    }
    io.to(`user:${room}`).emit('new_message', message);
    response
      .writeHead(201, { 'content-type': 'application/json' })
      .end(durable ? JSON.stringify(message) : body);
  });
});
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? [new Redis(redisUrl), new Redis(redisUrl)] : [];
const io = new Server(server, {
  path: '/socket.io',
  serveClient: false,
  ...(redisUrl ? { adapter: createAdapter(redis[0], redis[1]) } : {}),
});
io.on('connection', (socket) => {
  socket.join(`user:${socket.handshake.auth.userId}`);
});
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () =>
  io.close(async () => {
    for (const client of redis) client.disconnect();
    await durable?.close();
    process.exit(0);
  }),
);
