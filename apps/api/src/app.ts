import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAreaAccess } from './access/area-access';
import { registerCsrfProtection } from './auth/csrf';
import { registerRateLimit } from './auth/rate-limit';
import { registerSessionResolver } from './auth/session';
import { registerContentChanges } from './content/content-changes';
import type { AppContext } from './context';
import { enterQueryScope, queriesInScope } from './db/query-counter';
import { registerUnsentUploadSweep } from './discussions/unsent-upload-sweep';
import { answerClientError, registerErrorHandler } from './http/error-handler';
import { registerHealthRoutes } from './http/health-routes';
import { serializeRequest } from './http/log-serializers';
import { registerOpenApiRoutes } from './http/openapi-docs';
import { requestIdOf } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { registerUnreadBodyDrain } from './http/unread-body';
import { registerJobs } from './jobs/app-jobs';
import { registerMailQueue } from './mail/app-mail-queue';
import { registerMetrics } from './ops/metrics';
import { registerApiRoutes } from './routes';
import { registerPublicFileRoutes } from './routes/public-files';
import { registerSetupGate } from './setup/setup-gate';

/** Header that reports how many SQL queries a request ran (outside production), for N+1 tests. */
export const QUERY_COUNT_HEADER = 'x-query-count';

/** The Fastify instance with Zod schemas as its type provider. */
export type App = FastifyInstance & ReturnType<FastifyInstance['withTypeProvider']>;

/**
 * Builds the API server (not listening yet): security headers, CORS for the web origin only,
 * cookies, schema validation from the contracts, OpenAPI, health checks and every route.
 */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // A review link's token is in its routes' addresses: never in a log line.
            serializers: { req: serializeRequest },
          },
    // The caller's X-Request-Id when it is a plain token (the web server sends its own), else new.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Keep sockets of a draining server from holding shutdown open.
    forceCloseConnections: 'idle',
    // A request already on its way over an open keep-alive connection when the node starts to
    // drain is answered (with `Connection: close`), not refused: a load balancer passes such a
    // 503 on to the reader, while a closed connection makes it send the next one elsewhere.
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    // Malformed URLs (bad percent-encoding) never reach the error handler; answer in our shape.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).code(400).send({ message: 'The URL is malformed.' });
    },
    // Requests Node's HTTP parser refuses (oversized headers, malformed framing) too.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every body is JSON (or a route's own multipart/form parser): a `text/plain` body, which
  // `fetch` sends for a bare string, is a 415 that says so, not a confusing validation error.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerUnreadBodyDrain(app);
  registerJobs(app, context);
  registerMailQueue(app, context);
  registerUnsentUploadSweep(app, context);
  registerContentChanges(app, context);
  registerMetrics(app, context);

  registerSecurityHeaders(app);
  await app.register(cors, {
    origin: [config.webOrigin],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['retry-after', 'x-request-id'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Quire API',
        version: '1.0.0',
        description:
          'The reference API of Quire, a multi-journal academic publishing site. Errors are `{ message, errors? }`; lists are `{ data, meta: { page, perPage, total, lastPage } }`.',
      },
      servers: [{ url: config.backendUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'quire_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (config.env !== 'production') {
    // Outside production only: an AsyncLocalStorage in use slows every promise of every request.
    app.addHook('onRequest', async () => enterQueryScope());
    app.addHook('onSend', async (_request, reply) => {
      reply.header(QUERY_COUNT_HEADER, String(queriesInScope()));
    });
  }

  registerSetupGate(app, context);
  registerSessionResolver(app, context);
  registerCsrfProtection(app, context);
  registerAreaAccess(app);
  await registerRateLimit(app, context);
  registerOpenApiRoutes(app);
  registerHealthRoutes(app, context);
  registerPublicFileRoutes(app, context);
  await app.register(async (api) => registerApiRoutes(api, context), { prefix: '/api' });
  return app;
}
