import { DEFAULT_ABSTRACT_WORD_LIMIT, SUBMISSION_SUPPLEMENTARY_LIMIT } from '@quire/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { files, settings, submissionEvents, submissionFiles, submissions } from '../src/db/schema';
import { TINY_PNG, uploadForm, WINDOWS_EXE } from './file-fixtures';
import {
  call,
  clientKey,
  completeDraft,
  completeFields,
  createPanelWorld,
  decideAs,
  type PanelWorld,
  queryCount,
  submitted,
  upload,
} from './panel-fixtures';

describe('author submissions (user/submissions…)', () => {
  let world: PanelWorld;
  const as = (who: PanelWorld['ann'] | null) => ({
    get: (path: string) => call(world.testApp, who, 'GET', path),
    post: (path: string, body: unknown = {}) => call(world.testApp, who, 'POST', path, body),
    patch: (path: string, body: unknown) => call(world.testApp, who, 'PATCH', path, body),
    delete: (path: string) => call(world.testApp, who, 'DELETE', path),
  });

  beforeAll(async () => {
    world = await createPanelWorld();
  });
  afterAll(() => world.close());

  describe('GET user/submission-options', () => {
    it('lists journals with their sections in order, limits and upload rules', async () => {
      const response = await as(world.ann).get('user/submission-options');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const journal = body.journals.find(
        (entry: { id: number }) => entry.id === world.journal.journal.id,
      );
      expect(journal.sections.map((section: { title: string }) => section.title)).toEqual([
        'Research Articles',
        'Reviews',
      ]);
      expect(body.abstractWordLimit).toBe(DEFAULT_ABSTRACT_WORD_LIMIT);
      expect(body.keywordLimit).toBe(10);
      expect(body.uploads.manuscript.extensions).toEqual(['pdf', 'docx', 'odt', 'tex', 'zip']);
      expect(body.uploads.manuscript.maxBytes).toBe(world.testApp.context.config.uploadMaxBytes);
      expect(body.uploads.supplementary.extensions).toContain('png');
      expect(queryCount(response)).toBeLessThanOrEqual(3);
    });

    it('takes the abstract word limit from the setting when it is a positive number', async () => {
      const { db } = world.testApp.context;
      await db.insert(settings).values({ key: 'submission_abstract_word_limit', value: '250' });
      expect((await as(world.ann).get('user/submission-options')).json().abstractWordLimit).toBe(
        250,
      );
      await db
        .update(settings)
        .set({ value: 'lots' })
        .where(eq(settings.key, 'submission_abstract_word_limit'));
      expect((await as(world.ann).get('user/submission-options')).json().abstractWordLimit).toBe(
        DEFAULT_ABSTRACT_WORD_LIMIT,
      );
      await db.delete(settings).where(eq(settings.key, 'submission_abstract_word_limit'));
    });

    it('needs a session', async () => {
      expect((await as(null).get('user/submission-options')).statusCode).toBe(401);
    });
  });

  describe('POST user/submissions', () => {
    it('creates a draft (201) with the history entry, and the same clientKey returns it (200)', async () => {
      const key = clientKey();
      const first = await as(world.ann).post('user/submissions', { clientKey: key, title: 'A' });
      expect(first.statusCode).toBe(201);
      const draft = first.json();
      expect(draft).toMatchObject({
        title: 'A',
        status: 'draft',
        round: 1,
        journal: null,
        section: null,
        abstract: null,
        keywords: [],
        authors: [],
        files: [],
        article: null,
        submittedAt: null,
        submitter: { id: world.ann.id },
        declarations: { originality: false, licence: false, privacy: false },
      });
      expect(draft.history).toEqual([
        expect.objectContaining({ fromStatus: null, toStatus: 'draft', actor: 'author' }),
      ]);
      const again = await as(world.ann).post('user/submissions', { clientKey: key, title: 'B' });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(draft.id);
      expect(again.json().title).toBe('A');
      const [rows] = await world.testApp.context.db
        .select({ value: count() })
        .from(submissions)
        .where(eq(submissions.clientKey, key));
      expect(rows?.value).toBe(1);
    });

    it('creates one draft for concurrent creates with one clientKey', async () => {
      const key = clientKey();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => as(world.ann).post('user/submissions', { clientKey: key })),
      );
      const ids = new Set(answers.map((answer) => answer.json().id));
      expect(ids.size).toBe(1);
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    });

    it('keeps client keys per author: the same key for another author is another draft', async () => {
      const key = clientKey();
      const mine = (await as(world.ann).post('user/submissions', { clientKey: key })).json();
      const theirs = await as(world.bob).post('user/submissions', { clientKey: key });
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json().id).not.toBe(mine.id);
    });

    it('saves every field of a complete wizard', async () => {
      const fields = completeFields(world.journal.journal.id, world.journal.sections.research.id);
      const response = await as(world.ann).post('user/submissions', {
        clientKey: clientKey(),
        ...fields,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        journal: { id: world.journal.journal.id, slug: world.journal.journal.slug },
        section: { id: world.journal.sections.research.id, title: 'Research Articles' },
        title: fields.title,
        abstract: fields.abstract,
        keywords: fields.keywords,
        authors: [
          { ...fields.authors[0] },
          { ...fields.authors[1], affiliation: null, orcid: null },
        ],
        coverLetter: fields.coverLetter,
        declarations: fields.declarations,
      });
    });

    it.each([
      ['a missing clientKey', { title: 'x' }, 'clientKey'],
      ['a short clientKey', { clientKey: 'abc' }, 'clientKey'],
      ['a title that is not text', { clientKey: clientKey(), title: 5 }, 'title'],
      ['a two-line title', { clientKey: clientKey(), title: 'a\nb' }, 'title'],
      ['too long a title', { clientKey: clientKey(), title: 'x'.repeat(301) }, 'title'],
      ['a duplicate keyword', { clientKey: clientKey(), keywords: ['a', 'A'] }, 'keywords'],
      [
        'eleven keywords',
        { clientKey: clientKey(), keywords: 'abcdefghijk'.split('') },
        'keywords',
      ],
      ['an empty keyword', { clientKey: clientKey(), keywords: [' '] }, 'keywords.0'],
      [
        'an author without a name',
        { clientKey: clientKey(), authors: [{ email: 'a@b.org' }] },
        'authors.0.name',
      ],
      [
        'an author with a bad email',
        { clientKey: clientKey(), authors: [{ name: 'A', email: 'nope' }] },
        'authors.0.email',
      ],
      [
        'an ORCID with a wrong check digit',
        {
          clientKey: clientKey(),
          authors: [{ name: 'A', email: 'a@b.org', orcid: '0000-0002-1825-0098' }],
        },
        'authors.0.orcid',
      ],
      [
        'a journal id that is not a number',
        { clientKey: clientKey(), journalId: '1' },
        'journalId',
      ],
      ['a NUL in the abstract', { clientKey: clientKey(), abstract: 'a\u0000b' }, 'abstract'],
    ])('refuses %s with a 400 naming the field', async (_label, body, field) => {
      const response = await as(world.ann).post('user/submissions', body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toContain(field);
    });

    it('refuses an unknown journal and a section of another journal with 422', async () => {
      const unknown = await as(world.ann).post('user/submissions', {
        clientKey: clientKey(),
        journalId: 999_999,
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.journalId).toHaveLength(1);
      const foreign = await as(world.ann).post('user/submissions', {
        clientKey: clientKey(),
        journalId: world.journal.journal.id,
        sectionId: world.otherJournal.sections.research.id,
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors.sectionId).toHaveLength(1);
    });
  });

  describe('GET/PATCH/DELETE user/submissions/:id', () => {
    it('changes only the fields sent, and clears the ones sent blank', async () => {
      const created = await as(world.ann).post('user/submissions', {
        clientKey: clientKey(),
        ...completeFields(world.journal.journal.id, world.journal.sections.research.id),
      });
      const id = created.json().id;
      const patched = await as(world.ann).patch(`user/submissions/${id}`, {
        title: 'New title',
        coverLetter: '',
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({
        title: 'New title',
        coverLetter: null,
        abstract: created.json().abstract,
        keywords: created.json().keywords,
        section: { id: world.journal.sections.research.id },
      });
      expect(Date.parse(patched.json().updatedAt)).toBeGreaterThanOrEqual(
        Date.parse(created.json().updatedAt),
      );
    });

    it('drops the old section when the journal changes, and refuses a foreign section sent with it', async () => {
      const id = (
        await as(world.ann).post('user/submissions', {
          clientKey: clientKey(),
          journalId: world.journal.journal.id,
          sectionId: world.journal.sections.research.id,
        })
      ).json().id;
      const moved = await as(world.ann).patch(`user/submissions/${id}`, {
        journalId: world.otherJournal.journal.id,
      });
      expect(moved.json()).toMatchObject({
        journal: { id: world.otherJournal.journal.id },
        section: null,
      });
      const refused = await as(world.ann).patch(`user/submissions/${id}`, {
        sectionId: world.journal.sections.reviews.id,
      });
      expect(refused.statusCode).toBe(422);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await as(world.ann).get('user/submissions/999999')).statusCode).toBe(404);
      expect((await as(world.ann).get('user/submissions/abc')).statusCode).toBe(400);
      expect((await as(world.ann).get('user/submissions/0')).statusCode).toBe(400);
      expect((await as(world.ann).patch('user/submissions/999999', {})).statusCode).toBe(404);
      expect((await as(world.ann).delete('user/submissions/999999')).statusCode).toBe(404);
    });

    it('reads a submission in 3 queries plus the session', async () => {
      const id = await completeDraft(world, world.ann);
      const response = await as(world.ann).get(`user/submissions/${id}`);
      expect(response.statusCode).toBe(200);
      expect(queryCount(response)).toBeLessThanOrEqual(4);
    });

    it('deletes a draft with its files (204), and refuses to delete a submitted one (409)', async () => {
      const id = await completeDraft(world, world.ann);
      const fileId = (await as(world.ann).get(`user/submissions/${id}`)).json().files[0].id;
      const response = await as(world.ann).delete(`user/submissions/${id}`);
      expect(response.statusCode).toBe(204);
      expect((await as(world.ann).get(`user/submissions/${id}`)).statusCode).toBe(404);
      const left = await world.testApp.context.db.select().from(files).where(eq(files.id, fileId));
      expect(left).toEqual([]);
      const sent = await submitted(world, world.ann);
      const refused = await as(world.ann).delete(`user/submissions/${sent}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/submitted/);
      const edit = await as(world.ann).patch(`user/submissions/${sent}`, { title: 'Later' });
      expect(edit.statusCode).toBe(409);
    });
  });

  describe('GET user/submissions', () => {
    it('lists only the caller’s submissions, newest change first, with filters and paging', async () => {
      const { testApp } = world;
      const fresh = await createPanelWorldAuthor();
      const a = (
        await call(testApp, fresh, 'POST', 'user/submissions', {
          clientKey: clientKey(),
          title: 'Alpha study',
          journalId: world.journal.journal.id,
        })
      ).json().id;
      const b = (
        await call(testApp, fresh, 'POST', 'user/submissions', {
          clientKey: clientKey(),
          title: 'Beta 100% study_x',
          journalId: world.otherJournal.journal.id,
        })
      ).json().id;
      const all = await call(testApp, fresh, 'GET', 'user/submissions');
      expect(all.statusCode).toBe(200);
      expect(all.json().data.map((row: { id: number }) => row.id)).toEqual([b, a]);
      expect(all.json().meta).toEqual({ page: 1, perPage: 10, total: 2, lastPage: 1 });
      expect(queryCount(all)).toBeLessThanOrEqual(3);
      const byJournal = await call(
        testApp,
        fresh,
        'GET',
        `user/submissions?journalId=${world.journal.journal.id}`,
      );
      expect(byJournal.json().data.map((row: { id: number }) => row.id)).toEqual([a]);
      const byWords = await call(testApp, fresh, 'GET', 'user/submissions?q=100%25');
      expect(byWords.json().data.map((row: { id: number }) => row.id)).toEqual([b]);
      const byStatus = await call(testApp, fresh, 'GET', 'user/submissions?status=submitted');
      expect(byStatus.json().data).toEqual([]);
      const paged = await call(testApp, fresh, 'GET', 'user/submissions?perPage=1&page=2');
      expect(paged.json().data.map((row: { id: number }) => row.id)).toEqual([a]);
      expect(paged.json().meta).toEqual({ page: 2, perPage: 1, total: 2, lastPage: 2 });
      const past = await call(testApp, fresh, 'GET', 'user/submissions?page=9');
      expect(past.json()).toEqual({
        data: [],
        meta: { page: 9, perPage: 10, total: 2, lastPage: 1 },
      });
    });

    it.each(['status=lost', 'perPage=0', 'perPage=101', 'page=-1', 'journalId=x'])(
      'refuses ?%s with 400',
      async (query) => {
        expect((await as(world.ann).get(`user/submissions?${query}`)).statusCode).toBe(400);
      },
    );

    async function createPanelWorldAuthor() {
      const { signedInUser } = await import('./file-fixtures');
      return signedInUser(world.testApp, 'author');
    }
  });

  describe('files', () => {
    it('attaches a manuscript (201) and replaces it with a new one', async () => {
      const id = (await as(world.ann).post('user/submissions', { clientKey: clientKey() })).json()
        .id;
      const first = await upload(world.testApp, world.ann, 'manuscript', 'first.pdf');
      const attached = await as(world.ann).post(`user/submissions/${id}/files`, {
        fileId: first,
        role: 'manuscript',
      });
      expect(attached.statusCode).toBe(201);
      expect(attached.json()).toMatchObject({
        id: first,
        role: 'manuscript',
        originalName: 'first.pdf',
        mimeType: 'application/pdf',
        round: 1,
      });
      const second = await upload(world.testApp, world.ann, 'manuscript', 'second.pdf');
      await as(world.ann).post(`user/submissions/${id}/files`, {
        fileId: second,
        role: 'manuscript',
      });
      const list = (await as(world.ann).get(`user/submissions/${id}`)).json().files;
      expect(list.map((file: { id: number }) => file.id)).toEqual([second]);
      const gone = await world.testApp.context.db.select().from(files).where(eq(files.id, first));
      expect(gone).toEqual([]);
    });

    it('refuses a file of another purpose, someone else’s file and a file attached elsewhere', async () => {
      const id = (await as(world.ann).post('user/submissions', { clientKey: clientKey() })).json()
        .id;
      const avatar = await upload(world.testApp, world.ann, 'avatar', 'me.png', TINY_PNG);
      const wrongPurpose = await as(world.ann).post(`user/submissions/${id}/files`, {
        fileId: avatar,
        role: 'manuscript',
      });
      expect(wrongPurpose.statusCode).toBe(422);
      expect(wrongPurpose.json().errors.fileId).toHaveLength(1);
      const supplementaryAsManuscript = await upload(world.testApp, world.ann, 'supplementary');
      expect(
        (
          await as(world.ann).post(`user/submissions/${id}/files`, {
            fileId: supplementaryAsManuscript,
            role: 'manuscript',
          })
        ).statusCode,
      ).toBe(422);
      const bobs = await upload(world.testApp, world.bob, 'manuscript');
      const foreign = await as(world.ann).post(`user/submissions/${id}/files`, {
        fileId: bobs,
        role: 'manuscript',
      });
      expect(foreign.statusCode).toBe(422);
      const mine = await upload(world.testApp, world.ann, 'manuscript');
      await as(world.ann).post(`user/submissions/${id}/files`, {
        fileId: mine,
        role: 'manuscript',
      });
      const other = (
        await as(world.ann).post('user/submissions', { clientKey: clientKey() })
      ).json().id;
      const twice = await as(world.ann).post(`user/submissions/${other}/files`, {
        fileId: mine,
        role: 'manuscript',
      });
      expect(twice.statusCode).toBe(409);
    });

    it('refuses a bad body with 400: unknown role, missing file id', async () => {
      const id = (await as(world.ann).post('user/submissions', { clientKey: clientKey() })).json()
        .id;
      const badRole = await as(world.ann).post(`user/submissions/${id}/files`, {
        fileId: 1,
        role: 'cover',
      });
      expect(badRole.statusCode).toBe(400);
      expect(badRole.json().errors.role).toBeDefined();
      const noFile = await as(world.ann).post(`user/submissions/${id}/files`, {
        role: 'manuscript',
      });
      expect(noFile.json().errors.fileId).toBeDefined();
    });

    it(`accepts at most ${SUBMISSION_SUPPLEMENTARY_LIMIT} supplementary files`, async () => {
      const id = (await as(world.ann).post('user/submissions', { clientKey: clientKey() })).json()
        .id;
      for (let index = 0; index < SUBMISSION_SUPPLEMENTARY_LIMIT; index += 1) {
        const fileId = await upload(world.testApp, world.ann, 'supplementary', `data-${index}.pdf`);
        const response = await as(world.ann).post(`user/submissions/${id}/files`, {
          fileId,
          role: 'supplementary',
        });
        expect(response.statusCode).toBe(201);
      }
      const extra = await upload(world.testApp, world.ann, 'supplementary', 'one-more.pdf');
      const refused = await as(world.ann).post(`user/submissions/${id}/files`, {
        fileId: extra,
        role: 'supplementary',
      });
      expect(refused.statusCode).toBe(422);
    });

    it('checks uploads on the server: 415 for a disguised executable, 413 for too large a file', async () => {
      const form = uploadForm('manuscript', 'paper.pdf', WINDOWS_EXE);
      const disguised = await world.testApp.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...world.ann.headers, ...form.headers },
        payload: form.payload,
      });
      expect(disguised.statusCode).toBe(415);
      const { uploadMaxBytes } = world.testApp.context.config;
      const big = uploadForm('manuscript', 'big.tex', Buffer.alloc(uploadMaxBytes + 1, 'a'));
      const tooLarge = await world.testApp.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...world.ann.headers, ...big.headers },
        payload: big.payload,
      });
      expect(tooLarge.statusCode).toBe(413);
    });

    it('refuses revision files on a draft and new manuscripts after submitting (409)', async () => {
      const draft = (
        await as(world.ann).post('user/submissions', { clientKey: clientKey() })
      ).json().id;
      const revision = await upload(world.testApp, world.ann, 'manuscript');
      expect(
        (
          await as(world.ann).post(`user/submissions/${draft}/files`, {
            fileId: revision,
            role: 'revision',
          })
        ).statusCode,
      ).toBe(409);
      const sent = await submitted(world, world.ann);
      const late = await as(world.ann).post(`user/submissions/${sent}/files`, {
        fileId: revision,
        role: 'manuscript',
      });
      expect(late.statusCode).toBe(409);
      const fileId = (await as(world.ann).get(`user/submissions/${sent}`)).json().files[0].id;
      expect(
        (await as(world.ann).delete(`user/submissions/${sent}/files/${fileId}`)).statusCode,
      ).toBe(409);
      // Nor can the upload itself be deleted out from under the submission.
      expect((await as(world.ann).delete(`files/${fileId}`)).statusCode).toBe(409);
    });

    it('never deletes a file attached between the request and its delete (409, attachment kept)', async () => {
      const { db } = world.testApp.context;
      const draft = await completeDraft(world, world.ann);
      const fileId = await upload(world.testApp, world.ann, 'supplementary', 'data.pdf');
      // The attach lands just before the delete statement runs, as a concurrent request would.
      const attach = () =>
        db.insert(submissionFiles).values({ submissionId: draft, fileId, role: 'supplementary' });
      const realDelete = db.delete.bind(db);
      const spy = vi.spyOn(db, 'delete').mockImplementation(((table: typeof files) => {
        const builder = realDelete(table);
        if (table !== files) return builder;
        return new Proxy(builder, {
          get(target, property, receiver) {
            if (property !== 'where') return Reflect.get(target, property, receiver);
            return (...conditions: Parameters<typeof target.where>) => {
              const filtered = target.where(...conditions);
              return {
                returning: (...fields: Parameters<typeof filtered.returning>) =>
                  attach().then(() => filtered.returning(...fields)),
              };
            };
          },
        });
      }) as typeof db.delete);
      try {
        const response = await as(world.ann).delete(`files/${fileId}`);
        expect(response.statusCode).toBe(409);
      } finally {
        spy.mockRestore();
      }
      const [kept] = await db
        .select({ value: count() })
        .from(submissionFiles)
        .where(eq(submissionFiles.fileId, fileId));
      expect(kept?.value).toBe(1);
    });

    it('has the database refuse to delete an attached file, so no delete can take an attachment with it', async () => {
      const { db } = world.testApp.context;
      const draft = await completeDraft(world, world.ann);
      const fileId = await upload(world.testApp, world.ann, 'supplementary', 'data.pdf');
      await db
        .insert(submissionFiles)
        .values({ submissionId: draft, fileId, role: 'supplementary' });
      // Past every application check, straight at the table: the foreign key (no cascade) holds.
      await expect(db.delete(files).where(eq(files.id, fileId))).rejects.toThrow();
      const [kept] = await db
        .select({ value: count() })
        .from(submissionFiles)
        .where(eq(submissionFiles.fileId, fileId));
      expect(kept?.value).toBe(1);
    });

    it('removes a draft’s file (204) and answers 404 for a file not attached to it', async () => {
      const id = await completeDraft(world, world.ann);
      const fileId = (await as(world.ann).get(`user/submissions/${id}`)).json().files[0].id;
      expect(
        (await as(world.ann).delete(`user/submissions/${id}/files/${fileId}`)).statusCode,
      ).toBe(204);
      expect((await as(world.ann).get(`user/submissions/${id}`)).json().files).toEqual([]);
      expect(
        (await as(world.ann).delete(`user/submissions/${id}/files/${fileId}`)).statusCode,
      ).toBe(404);
    });
  });

  describe('POST user/submissions/:id/submit', () => {
    it('lists everything missing with 422 and per-field messages', async () => {
      const id = (await as(world.ann).post('user/submissions', { clientKey: clientKey() })).json()
        .id;
      const response = await as(world.ann).post(`user/submissions/${id}/submit`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual([
        'abstract',
        'authors',
        'declarations',
        'journalId',
        'keywords',
        'manuscript',
        'title',
      ]);
      expect((await as(world.ann).get(`user/submissions/${id}`)).json().status).toBe('draft');
    });

    it.each([
      ['no corresponding author', { authors: [{ name: 'A', email: 'a@b.org' }] }, 'authors'],
      [
        'two corresponding authors',
        {
          authors: [
            { name: 'A', email: 'a@b.org', corresponding: true },
            { name: 'B', email: 'b@b.org', corresponding: true },
          ],
        },
        'authors',
      ],
      [
        'a declaration not made',
        { declarations: { originality: true, licence: false, privacy: true } },
        'declarations',
      ],
      ['an abstract over the word limit', { abstract: 'word '.repeat(301) }, 'abstract'],
      ['no keywords', { keywords: [] }, 'keywords'],
    ])('refuses %s', async (_label, change, field) => {
      const id = await completeDraft(world, world.ann);
      await as(world.ann).patch(`user/submissions/${id}`, change);
      const response = await as(world.ann).post(`user/submissions/${id}/submit`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    });

    it('submits a complete draft once, however often it is clicked', async () => {
      const id = await completeDraft(world, world.ann);
      const answers = await Promise.all([
        as(world.ann).post(`user/submissions/${id}/submit`, { message: 'Thank you.' }),
        as(world.ann).post(`user/submissions/${id}/submit`, { message: 'Thank you.' }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const again = await as(world.ann).post(`user/submissions/${id}/submit`, {});
      expect(again.statusCode).toBe(200);
      const body = again.json();
      expect(body.status).toBe('submitted');
      expect(body.submittedAt).not.toBeNull();
      expect(body.history.map((event: { toStatus: string }) => event.toStatus)).toEqual([
        'draft',
        'submitted',
      ]);
      expect(body.history[1]).toMatchObject({ actor: 'author', message: 'Thank you.' });
    });

    it('refuses to submit a submission past the submitted stage (409 naming the status)', async () => {
      const id = await submitted(world, world.ann);
      await decideAs(world, id, 'send_to_review');
      const response = await as(world.ann).post(`user/submissions/${id}/submit`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/under review/);
    });
  });

  describe('POST user/submissions/:id/resubmit', () => {
    it('needs revisions requested (409) and a revised file of the new round (422)', async () => {
      const id = await submitted(world, world.ann);
      const early = await as(world.ann).post(`user/submissions/${id}/resubmit`, {
        message: 'Done.',
      });
      expect(early.statusCode).toBe(409);
      await decideAs(world, id, 'request_revisions', 'Please shorten section 2.');
      const noMessage = await as(world.ann).post(`user/submissions/${id}/resubmit`, {});
      expect(noMessage.statusCode).toBe(400);
      expect(noMessage.json().errors.message).toBeDefined();
      const noFiles = await as(world.ann).post(`user/submissions/${id}/resubmit`, {
        message: 'Done.',
      });
      expect(noFiles.statusCode).toBe(422);
      expect(noFiles.json().errors.files).toHaveLength(1);
    });

    it('starts the next round with the revised file and the author’s response', async () => {
      const id = await submitted(world, world.ann);
      await decideAs(world, id, 'request_revisions', 'Please shorten section 2.');
      const revised = await upload(world.testApp, world.ann, 'manuscript', 'revised.pdf');
      const attached = await as(world.ann).post(`user/submissions/${id}/files`, {
        fileId: revised,
        role: 'revision',
      });
      expect(attached.statusCode).toBe(201);
      expect(attached.json().round).toBe(2);
      // An unsent revision can be taken back and sent again.
      expect(
        (await as(world.ann).delete(`user/submissions/${id}/files/${revised}`)).statusCode,
      ).toBe(204);
      const again = await upload(world.testApp, world.ann, 'manuscript', 'revised-2.pdf');
      await as(world.ann).post(`user/submissions/${id}/files`, { fileId: again, role: 'revision' });
      const response = await as(world.ann).post(`user/submissions/${id}/resubmit`, {
        message: 'Section 2 is now half as long.',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 'under_review', round: 2 });
      expect(body.history.at(-1)).toMatchObject({
        fromStatus: 'revisions_requested',
        toStatus: 'under_review',
        actor: 'author',
        message: 'Section 2 is now half as long.',
      });
      expect(
        body.files.map((file: { role: string; round: number }) => [file.role, file.round]),
      ).toEqual([
        ['manuscript', 1],
        ['revision', 2],
      ]);
      // Sent revisions are part of the record now.
      expect((await as(world.ann).delete(`user/submissions/${id}/files/${again}`)).statusCode).toBe(
        409,
      );
    });

    /** A submission with revisions requested and a revised file attached, ready to resubmit. */
    async function readyToResubmit(): Promise<number> {
      const id = await submitted(world, world.ann);
      await decideAs(world, id, 'request_revisions', 'Please shorten section 2.');
      const revised = await upload(world.testApp, world.ann, 'manuscript', 'revised.pdf');
      await as(world.ann).post(`user/submissions/${id}/files`, {
        fileId: revised,
        role: 'revision',
      });
      return id;
    }

    const resubmissions = async (id: number) =>
      (await as(world.ann).get(`user/submissions/${id}`))
        .json()
        .history.filter((event: { actor: string; toStatus: string }) => event.actor === 'author')
        .filter((event: { toStatus: string }) => event.toStatus === 'under_review');

    it('answers a double-posted resubmission with the submission, recording it once', async () => {
      const id = await readyToResubmit();
      const message = { message: 'Section 2 is now half as long.' };
      const first = await as(world.ann).post(`user/submissions/${id}/resubmit`, message);
      const second = await as(world.ann).post(`user/submissions/${id}/resubmit`, message);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(second.json()).toMatchObject({ status: 'under_review', round: 2 });
      expect(await resubmissions(id)).toHaveLength(1);
    });

    it('still refuses a resubmission with another message, or one long after (409)', async () => {
      const id = await readyToResubmit();
      await as(world.ann).post(`user/submissions/${id}/resubmit`, { message: 'Done.' });
      const different = await as(world.ann).post(`user/submissions/${id}/resubmit`, {
        message: 'Done, really.',
      });
      expect(different.statusCode).toBe(409);
      expect(different.json().message).toMatch(/under review/);
      await world.testApp.context.db
        .update(submissionEvents)
        .set({ createdAt: sql`now() - interval '2 minutes'` })
        .where(eq(submissionEvents.submissionId, id));
      const late = await as(world.ann).post(`user/submissions/${id}/resubmit`, {
        message: 'Done.',
      });
      expect(late.statusCode).toBe(409);
      expect(await resubmissions(id)).toHaveLength(1);
    });

    it('does not count the same response by another account as a repeat', async () => {
      const id = await readyToResubmit();
      await as(world.ann).post(`user/submissions/${id}/resubmit`, { message: 'Done.' });
      // Bob cannot see Ann’s submission at all.
      const bob = await as(world.bob).post(`user/submissions/${id}/resubmit`, { message: 'Done.' });
      expect(bob.statusCode).toBe(404);
    });
  });
});
