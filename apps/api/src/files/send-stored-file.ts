import type { FastifyReply } from 'fastify';
import { notFound } from '../http/errors';
import { contentDisposition } from './content-disposition';
import { type FileStorage, InvalidStorageKeyError } from './storage';

/** The parts of a `files` row needed to send the file. */
export interface FileToSend {
  storageKey: string;
  mimeType: string;
  originalName: string;
}

/** Types a browser may show in place (viewers that cannot run script): images and PDF. */
export function isInlineType(mimeType: string): boolean {
  return mimeType.startsWith('image/') || mimeType === 'application/pdf';
}

/**
 * Streams a stored file with its recorded type, `nosniff` and a safe `Content-Disposition`
 * carrying the original name. A row whose bytes are gone is a 404, like an unknown file.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: FileToSend,
  options: { disposition: 'inline' | 'attachment'; cacheControl: string },
): Promise<FastifyReply> {
  const stored = await storage.get(file.storageKey).catch((error: unknown) => {
    if (error instanceof InvalidStorageKeyError) return null;
    throw error;
  });
  if (!stored) {
    reply.log.warn({ storageKey: file.storageKey }, 'file row without stored bytes');
    throw notFound('The file');
  }
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', stored.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(options.disposition, file.originalName))
    .header('cache-control', options.cacheControl)
    .send(stored.stream);
}
