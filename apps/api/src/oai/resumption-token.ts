import { z } from 'zod';
import { OaiError, RESUMPTION_TOKEN_TTL_MS } from './oai-protocol';

/** Where a list continues: the selective-harvesting arguments plus the last record sent. */
export interface ListPosition {
  verb: 'ListIdentifiers' | 'ListRecords';
  metadataPrefix: string;
  set?: string | undefined;
  /** ISO instants of the effective bounds (`until` already exclusive). */
  from?: string | undefined;
  untilBefore?: string | undefined;
  /** The (datestamp, kind, id) of the last record of the previous page, in list order. */
  after: { datestamp: string; kind: 'article' | 'notice'; id: number };
  /** Records sent before this page, and the size of the whole list when it began. */
  cursor: number;
  completeListSize: number;
}

const tokenSchema = z.object({
  v: z.literal(1),
  verb: z.enum(['ListIdentifiers', 'ListRecords']),
  metadataPrefix: z.string().max(20),
  set: z.string().max(300).optional(),
  from: z.iso.datetime().optional(),
  untilBefore: z.iso.datetime().optional(),
  after: z.object({
    datestamp: z.iso.datetime(),
    // Tokens issued before notices were records name no kind: they were at an article.
    kind: z.enum(['article', 'notice']).default('article'),
    id: z.number().int().nonnegative(),
  }),
  cursor: z.number().int().nonnegative(),
  completeListSize: z.number().int().nonnegative(),
  expires: z.number().int(),
});

/**
 * A resumption token that carries the whole position (base64url JSON), so any API node can
 * continue a list without shared state. Tokens expire; a tampered token decodes to a position
 * that is validated like any input, so it can only page through public records.
 */
export function encodeResumptionToken(
  position: ListPosition,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const expires = now + RESUMPTION_TOKEN_TTL_MS;
  const json = JSON.stringify({ v: 1, ...position, expires });
  return { token: Buffer.from(json).toString('base64url'), expiresAt: new Date(expires) };
}

/** Decodes a token for `verb`; badResumptionToken when it is malformed, for another verb or expired. */
export function decodeResumptionToken(
  token: string,
  verb: ListPosition['verb'],
  now = Date.now(),
): ListPosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = tokenSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.verb !== verb) {
    throw new OaiError(
      'badResumptionToken',
      'The resumption token is not one this repository issued.',
    );
  }
  const { v: _version, expires, ...position } = parsed.data;
  if (expires < now) {
    throw new OaiError(
      'badResumptionToken',
      'The resumption token has expired; start the list again without it.',
    );
  }
  return position;
}
