import Fastify from 'fastify';

// The reference: a bare Fastify app with one JSON route, run as its own process like the API.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
