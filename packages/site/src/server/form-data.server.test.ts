// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DAMAGED_FORM_MESSAGE,
  formDataWithin,
  NOT_A_FORM_MESSAGE,
  readFormData,
} from './form-data.server';

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

/** A post with a declared length (as browsers and the web server's body limit send them). */
function post(body: string, contentType?: string) {
  return new Request('http://web.test/auth/login', {
    method: 'POST',
    headers: {
      ...(contentType === undefined ? {} : { 'Content-Type': contentType }),
      'Content-Length': String(Buffer.byteLength(body)),
    },
    body,
  });
}

/** What `read` threw, as React Router answers it: status and message. */
async function refusal(read: Promise<unknown>) {
  const thrown: unknown = await read.then(
    () => undefined,
    (error: unknown) => error,
  );
  const { data, init } = thrown as { data: unknown; init: ResponseInit | null };
  return { status: init?.status, message: data };
}

const TRUNCATED_MULTIPART = '--XX\r\nContent-Disposition: form-data; name="email"\r\n\r\nada@';

describe('readFormData', () => {
  it('reads url-encoded and multipart forms, whatever the case of the media type', async () => {
    expect(
      (await readFormData(post('email=ada%40x.org', 'application/x-www-form-urlencoded'))).get(
        'email',
      ),
    ).toBe('ada@x.org');
    const multipart = `${TRUNCATED_MULTIPART}x.org\r\n--XX--\r\n`;
    expect(
      (await readFormData(post(multipart, 'Multipart/Form-Data; boundary=XX'))).get('email'),
    ).toBe('ada@x.org');
  });

  it.each([
    ['JSON', 'application/json', '{"email":"ada@x.org"}'],
    ['plain text', 'text/plain', 'email=ada@x.org'],
    ['no content type', undefined, 'email=ada@x.org'],
    ['a look-alike type', 'application/x-www-form-urlencoded-evil', 'email=ada@x.org'],
  ])('answers 415 to %s', async (_, contentType, body) => {
    expect(await refusal(readFormData(post(body, contentType)))).toEqual({
      status: 415,
      message: NOT_A_FORM_MESSAGE,
    });
  });

  it.each([
    ['a truncated multipart body', 'multipart/form-data; boundary=XX', TRUNCATED_MULTIPART],
    ['multipart without a boundary', 'multipart/form-data', 'email=ada@x.org'],
    [
      'multipart with another boundary',
      'multipart/form-data; boundary=YY',
      `${TRUNCATED_MULTIPART}\r\n--XX--\r\n`,
    ],
  ])('answers 400 to %s', async (_, contentType, body) => {
    expect(await refusal(readFormData(post(body, contentType)))).toEqual({
      status: 400,
      message: DAMAGED_FORM_MESSAGE,
    });
  });
});

describe('formDataWithin on bad bodies', () => {
  it('answers 415 to a body that is not a form, chunked or not', async () => {
    expect((await refusal(formDataWithin(post('{}', 'application/json'), 100))).status).toBe(415);
    const { request } = chunkedPost(['{}'], 'application/json');
    expect((await refusal(formDataWithin(request, 100))).status).toBe(415);
  });

  it('answers 400 to a truncated multipart body, chunked or not', async () => {
    const type = 'multipart/form-data; boundary=XX';
    expect((await refusal(formDataWithin(post(TRUNCATED_MULTIPART, type), 1000))).status).toBe(400);
    const { request } = chunkedPost([TRUNCATED_MULTIPART], type);
    expect((await refusal(formDataWithin(request, 1000))).status).toBe(400);
  });
});
