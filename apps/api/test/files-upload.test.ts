import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import {
  DOCX,
  ELF_BINARY,
  multipartForm,
  ODT,
  SHELL_SCRIPT,
  signedInUser,
  storedFiles,
  TEX_SOURCE,
  TINY_PDF,
  TINY_PNG,
  uploadForm,
  WINDOWS_EXE,
} from './file-fixtures';
import { createTestApp, type TestApp } from './test-app';

type Form = ReturnType<typeof multipartForm>;

describe('POST /api/files', () => {
  let testApp: TestApp;
  let author: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;

  const upload = (form: Form, headers: Record<string, string> = author.headers) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });

  beforeAll(async () => {
    testApp = await createTestApp({ backendUrl: 'https://files.quire.test' });
    author = await signedInUser(testApp);
    admin = await signedInUser(testApp, 'admin');
  });
  afterAll(() => testApp.close());

  describe('accepted uploads', () => {
    it('stores a PDF manuscript privately and describes it', async () => {
      const response = await upload(uploadForm('manuscript', 'My Paper.pdf', TINY_PDF));
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        purpose: 'manuscript',
        originalName: 'My Paper.pdf',
        mimeType: 'application/pdf',
        size: TINY_PDF.length,
        isPublic: false,
        url: null,
        createdAt: expect.any(String),
      });
      expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    });

    it('records the row with a server-generated key and the owner', async () => {
      const response = await upload(uploadForm('manuscript', 'keyed.pdf', TINY_PDF));
      const [row] = await testApp.context.db
        .select()
        .from(files)
        .where(eq(files.id, response.json().id));
      expect(row?.ownerId).toBe(author.id);
      expect(row?.storageKey).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
      expect(await testApp.context.storage.exists(row?.storageKey ?? '')).toBe(true);
    });

    it('stores an avatar publicly with its backendUrl/{path} URL', async () => {
      const response = await upload(uploadForm('avatar', 'me.png', TINY_PNG));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ isPublic: true, mimeType: 'image/png' });
      expect(response.json().url).toMatch(
        /^https:\/\/files\.quire\.test\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/,
      );
    });

    it.each([
      [
        'paper.docx',
        DOCX,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['paper.odt', ODT, 'application/vnd.oasis.opendocument.text'],
      ['paper.tex', TEX_SOURCE, 'application/x-tex'],
      ['sources.zip', DOCX, 'application/zip'],
    ])('accepts a manuscript %s', async (name, content, mimeType) => {
      const response = await upload(uploadForm('manuscript', name, content));
      expect(response.statusCode).toBe(201);
      expect(response.json().mimeType).toBe(mimeType);
    });

    it('accepts an upper-case extension', async () => {
      const response = await upload(uploadForm('supplementary', 'FIGURE.PNG', TINY_PNG));
      expect(response.statusCode).toBe(201);
    });

    it('lets an administrator upload a cover', async () => {
      const response = await upload(uploadForm('cover', 'cover.png', TINY_PNG), admin.headers);
      expect(response.statusCode).toBe(201);
      expect(response.json().isPublic).toBe(true);
    });

    it('runs at most 5 queries: the session, the storage used, and the locked check and insert', async () => {
      const response = await upload(uploadForm('manuscript', 'count.pdf', TINY_PDF));
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(5);
    });

    it('runs at most 3 queries for an account without a quota', async () => {
      const response = await upload(uploadForm('cover', 'count.png', TINY_PNG), admin.headers);
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(3);
    });
  });

  describe('who may upload', () => {
    it('answers 401 when signed out', async () => {
      const response = await upload(uploadForm('manuscript', 'a.pdf', TINY_PDF), {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
    });

    it('refuses a cover from an author with 403', async () => {
      const response = await upload(uploadForm('cover', 'cover.png', TINY_PNG));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Only a journal’s editors and the site’s administrators can upload covers.',
      );
    });
  });

  describe('file types', () => {
    it('refuses a renamed executable (MZ as .pdf) with 415', async () => {
      const response = await upload(uploadForm('manuscript', 'invoice.pdf', WINDOWS_EXE));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: "The file's content does not match its .pdf extension.",
      });
    });

    it('refuses an ELF binary named .tex with 415', async () => {
      const response = await upload(uploadForm('manuscript', 'paper.tex', ELF_BINARY));
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe("The file's content does not match its .tex extension.");
    });

    it('refuses a shebang script named .tex with 415', async () => {
      const response = await upload(uploadForm('manuscript', 'paper.tex', SHELL_SCRIPT));
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe("The file's content does not match its .tex extension.");
    });

    it('refuses a PNG named .pdf with 415', async () => {
      const response = await upload(uploadForm('manuscript', 'paper.pdf', TINY_PNG));
      expect(response.statusCode).toBe(415);
    });

    it('refuses a plain ZIP named .docx with 415', async () => {
      const zip = uploadForm('manuscript', 'paper.docx', ODT);
      expect((await upload(zip)).statusCode).toBe(415);
    });

    it('refuses an extension the purpose does not allow, listing the allowed ones', async () => {
      const response = await upload(uploadForm('manuscript', 'setup.exe', WINDOWS_EXE));
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(
        'This type of file is not accepted for a manuscript. Allowed types: .pdf, .docx, .odt, .tex, .zip.',
      );
    });

    it('refuses a PDF as an avatar', async () => {
      const response = await upload(uploadForm('avatar', 'me.pdf', TINY_PDF));
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toContain('.png, .jpg, .jpeg, .webp, .gif');
    });

    it('refuses a name without an extension', async () => {
      expect((await upload(uploadForm('manuscript', 'paper', TINY_PDF))).statusCode).toBe(415);
    });

    it('refuses an empty file with 400', async () => {
      const response = await upload(uploadForm('manuscript', 'empty.pdf', Buffer.alloc(0)));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ file: ['The file is empty.'] });
    });

    it('leaves no refused file on disk', async () => {
      const before = await storedFiles(testApp);
      await upload(uploadForm('manuscript', 'invoice.pdf', WINDOWS_EXE));
      await upload(uploadForm('manuscript', 'paper.tex', SHELL_SCRIPT));
      await upload(uploadForm('manuscript', 'paper.pdf', TINY_PNG));
      expect(await storedFiles(testApp)).toEqual(before);
    });
  });

  describe('original names', () => {
    /** Uploads under a raw or RFC 5987-encoded name; returns the stored name and the header. */
    async function roundTrip(filename: string, encodedName?: string) {
      const form = multipartForm([
        { name: 'purpose', value: 'manuscript' },
        { name: 'file', filename, content: TINY_PDF, ...(encodedName ? { encodedName } : {}) },
      ]);
      const created = await upload(form);
      expect(created.statusCode).toBe(201);
      const { id, originalName } = created.json();
      const download = await testApp.app.inject({
        method: 'GET',
        url: `/api/files/${id}`,
        headers: author.headers,
      });
      return { originalName, disposition: String(download.headers['content-disposition']) };
    }

    const VALID_DISPOSITION =
      /^attachment; filename="[\x20\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/;

    it.each([
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['..\\..\\boot.ini.pdf', 'boot.ini.pdf'],
      ['C:\\x\\y.pdf', 'y.pdf'],
    ])('keeps only the base name of %s', async (filename, expected) => {
      const { originalName, disposition } = await roundTrip(filename);
      expect(originalName).toBe(expected);
      expect(disposition).toMatch(VALID_DISPOSITION);
    });

    it('keeps Unicode names and sends them back RFC 5987-encoded', async () => {
      const { originalName, disposition } = await roundTrip('résumé 論文 📄.pdf');
      expect(originalName).toBe('résumé 論文 📄.pdf');
      expect(disposition).toMatch(VALID_DISPOSITION);
      expect(disposition).toContain('filename="resume __ _.pdf"');
      expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('résumé 論文 📄.pdf');
    });

    it('stores a decomposed name NFC-normalised', async () => {
      const { originalName } = await roundTrip('', encodeURIComponent('re\u0301sume\u0301.pdf'));
      expect(originalName).toBe('r\u00e9sum\u00e9.pdf');
    });

    it('drops NUL bytes and turns tabs into spaces', async () => {
      const { originalName, disposition } = await roundTrip('', 'evil%00name%09tab%7F.pdf');
      expect(originalName).toBe('evilname tab.pdf');
      expect(disposition).toMatch(VALID_DISPOSITION);
    });

    it('refuses a name with line breaks at the parser, storing nothing', async () => {
      const before = await storedFiles(testApp);
      const form = multipartForm([
        { name: 'purpose', value: 'manuscript' },
        { name: 'file', filename: '', content: TINY_PDF, encodedName: 'a%0D%0AX-Evil%3A%201.pdf' },
      ]);
      const response = await upload(form);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ file: ['Choose a file to upload.'] });
      expect(await storedFiles(testApp)).toEqual(before);
    });

    it('removes a right-to-left override that disguises the extension', async () => {
      const { originalName } = await roundTrip('', encodeURIComponent('report\u202Efdp.exe.pdf'));
      expect(originalName).toBe('reportfdp.exe.pdf');
    });

    it('shortens a very long name and keeps its extension', async () => {
      const { originalName } = await roundTrip(`${'x'.repeat(600)}.pdf`);
      expect(originalName).toHaveLength(200);
      expect(originalName.endsWith('.pdf')).toBe(true);
    });

    it('never uses the name for storage', async () => {
      const form = uploadForm('manuscript', '../../../tmp/evil.pdf', TINY_PDF);
      const { id } = (await upload(form)).json();
      const [row] = await testApp.context.db.select().from(files).where(eq(files.id, id));
      expect(row?.storageKey).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    });
  });

  describe('malformed forms', () => {
    it('asks for a file when there is none', async () => {
      const response = await upload(multipartForm([{ name: 'purpose', value: 'manuscript' }]));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ file: ['Choose a file to upload.'] });
    });

    it('asks for purpose and file in an empty form', async () => {
      const response = await upload(multipartForm([]));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['file', 'purpose']);
    });

    it('asks for the purpose when only a file is sent', async () => {
      const response = await upload(
        multipartForm([{ name: 'file', filename: 'a.pdf', content: TINY_PDF }]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.purpose).toEqual([
        'Send the purpose (manuscript, supplementary, avatar, cover, chat, galley, review, figure, article-supplementary, discussion) before the file in the form.',
      ]);
    });

    it('refuses an unknown purpose with 400, naming the valid ones', async () => {
      const response = await upload(uploadForm('banner', 'a.png', TINY_PNG));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        purpose: [
          'Unknown purpose "banner"; use one of manuscript, supplementary, avatar, cover, chat, galley, review, figure, article-supplementary, discussion.',
        ],
      });
    });

    it('refuses a file sent under another field name', async () => {
      const response = await upload(
        multipartForm([
          { name: 'purpose', value: 'manuscript' },
          { name: 'document', filename: 'a.pdf', content: TINY_PDF },
        ]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.file).toEqual(['Send the file in a field named "file".']);
    });

    it('refuses two files in one request and keeps neither', async () => {
      const before = await storedFiles(testApp);
      const response = await upload(
        multipartForm([
          { name: 'purpose', value: 'manuscript' },
          { name: 'file', filename: 'a.pdf', content: TINY_PDF },
          { name: 'file', filename: 'b.pdf', content: TINY_PDF },
        ]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ file: ['Send one file per request.'] });
      expect(await storedFiles(testApp)).toEqual(before);
    });

    it('refuses a form with too many fields with 400', async () => {
      const fields = Array.from({ length: 8 }, (_, index) => ({ name: `f${index}`, value: 'x' }));
      const response = await upload(
        multipartForm([{ name: 'purpose', value: 'manuscript' }, ...fields]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('too many or unexpected fields');
    });

    it('refuses a prototype field name with 400', async () => {
      const response = await upload(
        multipartForm([
          { name: '__proto__', value: 'x' },
          { name: 'purpose', value: 'manuscript' },
          { name: 'file', filename: 'a.pdf', content: TINY_PDF },
        ]),
      );
      expect(response.statusCode).toBe(400);
    });

    it('answers a JSON body with 415 and how to send a file', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: author.headers,
        payload: { purpose: 'manuscript', file: 'x' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: 'Send the file as multipart/form-data with the fields "purpose" and "file".',
      });
    });

    it('answers a raw binary body with the same 415', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...author.headers, 'content-type': 'application/pdf' },
        payload: TINY_PDF,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toContain('multipart/form-data');
    });

    it('answers a multipart body without a boundary with 400', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...author.headers, 'content-type': 'multipart/form-data' },
        payload: 'garbage',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The multipart/form-data body is malformed.');
    });

    it('answers a truncated multipart body with 400', async () => {
      const form = uploadForm('manuscript', 'a.pdf', TINY_PDF);
      const response = await upload({ ...form, payload: form.payload.subarray(0, -40) });
      expect(response.statusCode).toBe(400);
    });
  });
});

describe('POST /api/files size limits', () => {
  let testApp: TestApp;
  let author: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await createTestApp({ uploadMaxBytes: 1024, avatarMaxBytes: 2048 });
    author = await signedInUser(testApp);
  });
  afterAll(() => testApp.close());

  const upload = (form: Form) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: form.payload,
      headers: { ...form.headers, ...author.headers },
    });
  const bigTex = (bytes: number) => Buffer.alloc(bytes, 'a');

  it('refuses a manuscript over its limit with 413 naming the limit', async () => {
    const response = await upload(uploadForm('manuscript', 'big.tex', bigTex(1500)));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file is larger than the 1 KB limit.' });
  });

  it('leaves no partial file on disk after a 413', async () => {
    await upload(uploadForm('manuscript', 'big.tex', bigTex(200_000)));
    expect(await storedFiles(testApp)).toEqual([]);
  });

  it('refuses a file past the parser ceiling (the largest limit) with the same 413', async () => {
    const response = await upload(uploadForm('supplementary', 'big.tex', bigTex(5000)));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is larger than the 1 KB limit.');
    expect(await storedFiles(testApp)).toEqual([]);
  });

  it('applies the avatar limit to avatars', async () => {
    const png = Buffer.concat([TINY_PNG, Buffer.alloc(2100)]);
    const response = await upload(uploadForm('avatar', 'me.png', png));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is larger than the 2 KB limit.');
  });

  it('accepts a file of exactly the limit', async () => {
    const response = await upload(uploadForm('manuscript', 'exact.tex', bigTex(1024)));
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(1024);
  });
});
