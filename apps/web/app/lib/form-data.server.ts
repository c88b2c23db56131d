/**
 * A post's form data, or `null` when its body is larger than `maxBytes` — decided without
 * holding more than `maxBytes` in memory.
 *
 * A declared `Content-Length` is trusted (the HTTP parser never delivers more than it
 * announces). A body without one (`Transfer-Encoding: chunked`) is counted as it arrives and
 * the reading stops, cancelling the stream, as soon as it passes the limit.
 */
export async function formDataWithin(request: Request, maxBytes: number): Promise<FormData | null> {
  const declared = request.headers.get('Content-Length');
  if (declared !== null) return Number(declared) > maxBytes ? null : request.formData();
  if (!request.body) return request.formData();

  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
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
  const contentType = request.headers.get('Content-Type');
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Response(bytes, {
    headers: contentType ? { 'Content-Type': contentType } : {},
  }).formData();
}
