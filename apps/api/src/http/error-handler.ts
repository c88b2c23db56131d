import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors';

/** Connection-level failures of the database: the client should retry later, not see a bug. */
const DATABASE_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATABASE_UNAVAILABLE_CODES.has(code)) return true;
    if (/Connection terminated|timeout exceeded when trying to connect/i.test(current.message)) {
      return true;
    }
  }
  return false;
}

/**
 * PostgreSQL refuses NUL characters and invalid byte sequences in text (22021, 22P05); schemas
 * reject most of them at the edge, and this keeps any that slip through a client error.
 */
function isUnstorableText(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large…), by code. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty but its content type says JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'This content type is not supported here; send JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body.',
  },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: 'The content type is not valid.' },
  FST_ERR_BAD_URL: { status: 400, message: 'The URL is malformed.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'The request is invalid.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files in one request.' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many parts in one request.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'Send the file as multipart/form-data.',
  },
};

function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.status).send(error.toBody());
}

/** The message of a failed validation, by the part of the request that failed it. */
const INVALID_PART: Record<string, string> = {
  body: 'The body is invalid.',
  querystring: 'The query is invalid.',
  params: 'The address is invalid.',
  headers: 'The request headers are invalid.',
};

function validationToHttpError(error: FastifyError & { validationContext?: string }): HttpError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const key =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      error.validationContext ||
      'request';
    fields[key] = [...(fields[key] ?? []), issue.message ?? 'is invalid'];
  }
  const message = INVALID_PART[error.validationContext ?? ''] ?? 'The request is invalid.';
  return new HttpError(400, message, fields);
}

/**
 * Installs the one error policy: every failure becomes `{ message, errors? }` with the right
 * status; unexpected errors are logged with the request id and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) return sendError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendError(reply, validationToHttpError(error));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, new HttpError(known.status, known.message));
    if (error.statusCode === 429) {
      return sendError(
        reply,
        new HttpError(429, 'Too many requests. Please wait a moment and try again.'),
      );
    }
    if (isUnstorableText(error)) {
      return sendError(
        reply,
        new HttpError(400, 'The request contains characters that cannot be stored.'),
      );
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(
        reply,
        new HttpError(
          503,
          'The service is temporarily unavailable. Please try again shortly.',
          undefined,
          {
            'retry-after': '5',
          },
        ),
      );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(
        reply,
        new HttpError(error.statusCode, 'The request could not be processed.'),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(
      reply,
      new HttpError(500, 'Something went wrong on our side. Please try again.'),
    );
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new HttpError(404, `No endpoint ${request.method} ${request.url.split('?')[0]}.`),
    ),
  );
}

/** What Node's HTTP parser refuses, by its error code: status line and message. */
const PARSER_ERRORS: Record<string, [string, string]> = {
  HPE_HEADER_OVERFLOW: [
    '431 Request Header Fields Too Large',
    'The request headers are too large.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: ['408 Request Timeout', 'The request took too long to arrive.'],
};

/**
 * Answers a request Node's HTTP parser refused before Fastify saw it (headers over the size
 * limit: 431; too slow: 408; broken framing or request line: 400) in the API's error shape, then
 * closes the connection, whose framing can no longer be trusted. Fastify's `clientErrorHandler`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // The client went away: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = PARSER_ERRORS[error.code ?? ''] ?? [
    '400 Bad Request',
    'The request is malformed.',
  ];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
