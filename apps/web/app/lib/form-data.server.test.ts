// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formDataWithin } from './bounded-form-data.server';

/** A chunked post (no Content-Length) whose body arrives in the given pieces. */
function chunkedPost(pieces: string[], contentType = 'application/x-www-form-urlencoded') {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[pulled++];
      if (piece === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(piece));
    },
    cancel() {
      cancelled = true;
    },
  });
  const request = new Request('http://web.test/panel/account', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled, cancelled: () => cancelled };
}

describe('formDataWithin', () => {
  it('reads a post whose Content-Length is within the limit', async () => {
    const request = new Request('http://web.test/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '3' },
      body: 'a=1',
    });
    const form = await formDataWithin(request, 3);
    expect(form?.get('a')).toBe('1');
  });

  it('refuses a declared length over the limit without reading the body', async () => {
    const request = new Request('http://web.test/', {
      method: 'POST',
      headers: { 'Content-Length': '4' },
      body: 'a=12',
    });
    expect(await formDataWithin(request, 3)).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  it('reads a chunked post within the limit', async () => {
    const { request } = chunkedPost(['intent=pro', 'file&name=Ada']);
    const form = await formDataWithin(request, 100);
    expect(form?.get('intent')).toBe('profile');
    expect(form?.get('name')).toBe('Ada');
  });

  it('reads a chunked multipart post within the limit', async () => {
    const boundary = 'xyz';
    const multipart = [
      `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\navatar\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNGDATA\r\n--${boundary}--\r\n`,
    ];
    const { request } = chunkedPost(multipart, `multipart/form-data; boundary=${boundary}`);
    const form = await formDataWithin(request, 1000);
    expect(form?.get('intent')).toBe('avatar');
    const file = form?.get('avatar');
    expect(file).toBeInstanceOf(File);
    expect(await (file as File).text()).toBe('PNGDATA');
  });

  it('stops reading a chunked post as soon as it passes the limit', async () => {
    const { request, pulled, cancelled } = chunkedPost([
      'a'.repeat(60),
      'b'.repeat(60),
      'c'.repeat(60),
      'd',
    ]);
    expect(await formDataWithin(request, 100)).toBeNull();
    expect(pulled()).toBeLessThanOrEqual(3); // the fourth piece is never asked for
    expect(cancelled()).toBe(true);
  });
});
