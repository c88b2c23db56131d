import { data } from 'react-router';

/**
 * Every action reads its post through this module, so a body that is not a form, or a form that
 * cannot be parsed (a truncated multipart body, a missing boundary), is the visitor's error —
 * 415 or 400 with a message on the normal error page — and never a server error.
 */

/** Told (415) to a post whose body is not a form (JSON, plain text, no Content-Type). */
export const NOT_A_FORM_MESSAGE =
  'This address only accepts forms (multipart/form-data or application/x-www-form-urlencoded).';
/** Told (400) to a form whose body cannot be read (cut short, a broken multipart body). */
export const DAMAGED_FORM_MESSAGE =
  'The form arrived incomplete or damaged, so nothing was done. Please send it again.';

const FORM_MEDIA_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** Throws the 415 answer unless the request declares a form body. */
function assertFormContentType(request: Request): void {
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (!mediaType || !FORM_MEDIA_TYPES.has(mediaType)) {
    throw data(NOT_A_FORM_MESSAGE, { status: 415 });
  }
}

const damagedForm = () => data(DAMAGED_FORM_MESSAGE, { status: 400 });

async function parsed(read: () => Promise<FormData>): Promise<FormData> {
  try {
    return await read();
  } catch {
    // The parser's own messages ("Failed to parse body as FormData") help nobody.
    throw damagedForm();
  }
}

/**
 * A post's form data. The web server has already capped its size (`server/body-limit.mjs`).
 * @throws a 415 response for a body that is not a form, a 400 response for one that cannot be read.
 * @example const form = await readFormData(request);
 */
export async function readFormData(request: Request): Promise<FormData> {
  assertFormContentType(request);
  return parsed(() => request.formData());
}

/** The whole body, or `null` as soon as it passes `maxBytes` (the rest is never read). */
async function bodyWithin(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel('The request body is too large.');
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A post's form data, or `null` when its body is larger than `maxBytes` — decided without
 * holding more than `maxBytes` in memory.
 *
 * A declared `Content-Length` is trusted (the HTTP parser never delivers more than it
 * announces). A body without one (`Transfer-Encoding: chunked`) is counted as it arrives and
 * the reading stops, cancelling the stream, as soon as it passes the limit.
 * @throws like {@link readFormData}: 415 for a body that is not a form, 400 for a damaged one.
 */
export async function formDataWithin(request: Request, maxBytes: number): Promise<FormData | null> {
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > maxBytes) return null;
  assertFormContentType(request);
  const body = request.body;
  if (declared !== null || !body) return parsed(() => request.formData());

  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await bodyWithin(body, maxBytes);
  } catch {
    throw damagedForm(); // the stream broke off
  }
  if (bytes === null) return null;
  const headers = { 'Content-Type': request.headers.get('Content-Type') ?? '' };
  const whole = bytes;
  return parsed(() => new Response(whole, { headers }).formData());
}
