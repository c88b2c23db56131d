import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A strong validator of an answer's bytes: the same body gives the same ETag on every node, so
 * a revalidation works whichever node answers it.
 */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether `If-None-Match` names `etag` (or is `*`); weak validators compare by their value. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Gives a read's answer an ETag and answers `304 Not Modified` (no body) when the caller already
 * holds it; `no-cache` tells caches to keep the answer but ask again before reusing it.
 */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  etag = etagOf(body),
): FastifyReply {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * An `onSend` hook for small JSON reads (journal, settings): hashes the serialised answer into an
 * ETag and turns a matching revalidation into a body-less 304.
 */
export async function revalidateWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = etagOf(payload);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  return '';
}
