import http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

// The reference for the chat benchmark: bare socket.io on a bare HTTP server. A socket joins
// the room named in its handshake (no authentication); `POST /send/<userId>` emits the posted
// JSON to that room — the API's delivery path without sessions, validation or the database.
// With REDIS_URL, rooms span every server started with it (the socket.io Redis adapter, as the
// API uses it): the reference for the two-node run.
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
  request.on('end', () => {
    const message = JSON.parse(body);
    io.to(`user:${match[1]}`).emit('new_message', message);
    response.writeHead(201, { 'content-type': 'application/json' }).end(body);
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
  io.close(() => {
    for (const client of redis) client.disconnect();
    process.exit(0);
  }),
);
