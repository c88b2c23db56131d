import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './auth-fixtures';
import {
  call,
  completeDraft,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
  submitted,
} from './panel-fixtures';

/** Roles per journal: the staff routes, what each role reaches, and the session that carries them. */
describe('journal roles', () => {
  let world: PanelWorld;
  let annSubmission: number;
  let annManuscript: number;
  let annDraftFile: number;

  const journalId = () => world.journal.journal.id;
  const staffPath = (userId: number, journal = journalId()) =>
    `admin/journals/${journal}/staff/${userId}`;
  const session = async (who: PanelAccount) =>
    (
      await world.testApp.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: who.headers,
      })
    ).json().user;

  beforeAll(async () => {
    world = await createPanelWorld();
    annSubmission = await submitted(world, world.ann);
    const full = await call(
      world.testApp,
      world.admin,
      'GET',
      `admin/submissions/${annSubmission}`,
    );
    annManuscript = full.json().files[0].id;
    const draft = await completeDraft(world, world.ann);
    annDraftFile = (await call(world.testApp, world.ann, 'GET', `user/submissions/${draft}`)).json()
      .files[0].id;
  });
  afterAll(() => world.close());

  it('carries each person’s journals and roles in their session', async () => {
    const { research } = world.journal.sections;
    const editor = await staffAccount(
      world,
      journalId(),
      ['section_editor', 'reviewer'],
      [research.id],
    );
    expect((await session(editor)).journals).toEqual([
      {
        journalId: journalId(),
        slug: world.journal.journal.slug,
        title: world.journal.journal.title,
        roles: ['section_editor', 'reviewer'],
        sectionIds: [research.id],
      },
    ]);
    expect((await session(world.admin)).journals).toEqual([]);
  });

  it('answers an account change with the same journals as the session', async () => {
    const { reviews } = world.journal.sections;
    const editor = await staffAccount(world, world.otherJournal.journal.id, ['editor']);
    await call(world.testApp, world.admin, 'PUT', staffPath(editor.id), {
      roles: ['section_editor'],
      sectionIds: [reviews.id],
    });
    const changed = await call(world.testApp, editor, 'PATCH', 'user/profile', { name: 'Renamed' });
    expect(changed.statusCode).toBe(200);
    const journals = (await session(editor)).journals;
    expect(journals).toHaveLength(2);
    expect(changed.json().journals).toEqual(journals);
  });

  it('makes a submitter one of the journal’s authors', async () => {
    const [membership] = (await session(world.ann)).journals;
    expect(membership).toMatchObject({ journalId: journalId(), roles: ['author'], sectionIds: [] });
  });

  describe('PUT admin/journals/:journalId/staff/:userId', () => {
    it('refuses bad roles and sections, naming the field', async () => {
      const { reviews } = world.journal.sections;
      const foreignSection = world.otherJournal.sections.research.id;
      const cases: Array<[unknown, string, string]> = [
        [{ roles: [] }, 'roles', 'Choose at least one role'],
        [{ roles: ['author'] }, 'roles', 'Choose roles among'],
        [{ roles: ['editor', 'editor'] }, 'roles', 'Each role may be given once.'],
        [{ roles: ['section_editor'] }, 'sectionIds', 'Choose the sections'],
        [{ roles: ['editor'], sectionIds: [reviews.id] }, 'sectionIds', 'Only a section editor'],
        [
          { roles: ['section_editor'], sectionIds: [reviews.id, foreignSection] },
          'sectionIds',
          `Section ${foreignSection} is not in this journal.`,
        ],
      ];
      for (const [body, field, message] of cases) {
        const response = await call(
          world.testApp,
          world.admin,
          'PUT',
          staffPath(world.bob.id),
          body,
        );
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        const errors: Record<string, string[]> = response.json().errors ?? {};
        const named = Object.entries(errors).filter(
          ([key]) => key === field || key.startsWith(`${field}.`),
        );
        expect(JSON.stringify(named), JSON.stringify(body)).toContain(message);
      }
      expect((await session(world.bob)).journals).toEqual([]);
    });

    it('answers 404 for a person or a journal that does not exist', async () => {
      const body = { roles: ['editor'] };
      const noPerson = await call(world.testApp, world.admin, 'PUT', staffPath(999_999), body);
      expect(noPerson.statusCode).toBe(404);
      expect(noPerson.json().message).toBe('The person was not found.');
      const noJournal = await call(
        world.testApp,
        world.admin,
        'PUT',
        staffPath(world.bob.id, 999_999),
        body,
      );
      expect(noJournal.statusCode).toBe(404);
      expect(noJournal.json().message).toBe('The journal was not found.');
    });

    it('gives exactly the roles sent, keeping the date of those kept', async () => {
      const person = await staffAccount(world, journalId(), ['reviewer']);
      const [first] = (
        await call(world.testApp, world.admin, 'GET', `admin/journals/${journalId()}/staff`)
      )
        .json()
        .data.filter((member: { user: { id: number } }) => member.user.id === person.id);
      const changed = await call(world.testApp, world.admin, 'PUT', staffPath(person.id), {
        roles: ['editor', 'reviewer'],
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ roles: ['editor', 'reviewer'], since: first.since });
      const narrowed = await call(world.testApp, world.admin, 'PUT', staffPath(person.id), {
        roles: ['editor'],
      });
      expect(narrowed.json().roles).toEqual(['editor']);
      expect((await session(person)).journals[0].roles).toEqual(['editor']);
    });

    it('finds staff by part of their name or email, and refuses an overlong search', async () => {
      const person = await staffAccount(world, journalId(), ['reviewer']);
      const list = async (q: string) =>
        call(
          world.testApp,
          world.admin,
          'GET',
          `admin/journals/${journalId()}/staff?q=${encodeURIComponent(q)}`,
        );
      const ids = async (q: string) =>
        (await list(q)).json().data.map((member: { user: { id: number } }) => member.user.id);
      const everyone: Array<{ user: { id: number; name: string; email: string } }> = (
        await list('')
      ).json().data;
      const { user } = everyone.find((member) => member.user.id === person.id) ?? {};
      if (!user) throw new Error('The new reviewer is not on the staff');
      expect(await ids(user.name.slice(2, -1).toUpperCase())).toContain(person.id);
      expect(await ids(user.email.split('@')[0] ?? '')).toEqual([person.id]);
      // `%` and `_` are letters here, not wildcards.
      expect(await ids('%')).toEqual([]);
      expect((await list('x'.repeat(201))).statusCode).toBe(400);
      expect((await list('a\u0000b')).statusCode).toBe(400);
    });

    it('lets a journal’s manager staff their journal, and no other', async () => {
      const manager = await staffAccount(world, journalId(), ['manager']);
      const person = await staffAccount(world, journalId(), ['reviewer']);
      const granted = await call(world.testApp, manager, 'PUT', staffPath(person.id), {
        roles: ['editor'],
      });
      expect(granted.statusCode).toBe(200);
      const elsewhere = await call(
        world.testApp,
        manager,
        'PUT',
        staffPath(person.id, world.otherJournal.journal.id),
        { roles: ['editor'] },
      );
      expect(elsewhere.statusCode).toBe(404);
      expect((await session(person)).journals.map((entry: { slug: string }) => entry.slug)).toEqual(
        [world.journal.journal.slug],
      );
    });
  });

  describe('GET admin/journals/:journalId/staff/candidates (by name)', () => {
    const find = (who: PanelAccount, name: string, journal = journalId()) =>
      call(
        world.testApp,
        who,
        'GET',
        `admin/journals/${journal}/staff/candidates?name=${encodeURIComponent(name)}`,
      );

    it('finds accounts by part of their name, those starting with it first, and says who is staff', async () => {
      const grace = await createAccount(world.testApp, {
        email: 'grace.hopper@example.org',
        name: 'Grace Hopperton',
      });
      const ada = await createAccount(world.testApp, {
        email: 'ada.h@example.org',
        name: 'Ada Hopperton-Byron',
      });
      const manager = await staffAccount(world, journalId(), ['manager']);
      await call(world.testApp, world.admin, 'POST', `admin/journals/${journalId()}/staff`, {
        email: 'ada.h@example.org',
        roles: ['reviewer'],
      });
      const found = await find(manager, 'hOPPERton');
      expect(found.statusCode).toBe(200);
      expect(found.json().data).toEqual([
        {
          id: grace,
          name: 'Grace Hopperton',
          email: 'grace.hopper@example.org',
          affiliation: null,
          onStaff: false,
        },
        {
          id: ada,
          name: 'Ada Hopperton-Byron',
          email: 'ada.h@example.org',
          affiliation: null,
          onStaff: true,
        },
      ]);
      expect(
        (await find(manager, 'Ada Hop')).json().data.map((row: { id: number }) => row.id),
      ).toEqual([ada]);
      // `%` and `_` are letters here, not wildcards; an email is not a name.
      expect((await find(manager, '%%')).json().data).toEqual([]);
      expect((await find(manager, 'grace.hopper@')).json().data).toEqual([]);
    });

    it('leaves disabled accounts out', async () => {
      const id = await createAccount(world.testApp, {
        email: 'disabled.dora@example.org',
        name: 'Dora Disabledsson',
      });
      await call(world.testApp, world.admin, 'POST', `admin/users/${id}/disable`);
      expect((await find(world.admin, 'Disabledsson')).json().data).toEqual([]);
    });

    it('names the field when the search is too short, too long or not text', async () => {
      for (const name of ['a', ' b ', 'x'.repeat(101), 'a\u0000b']) {
        const refused = await find(world.admin, name);
        expect(refused.statusCode, JSON.stringify(name)).toBe(400);
        expect(refused.json().errors.name, JSON.stringify(name)).toBeDefined();
      }
      const missing = await call(
        world.testApp,
        world.admin,
        'GET',
        `admin/journals/${journalId()}/staff/candidates`,
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.name).toEqual(['Type a name to search for.']);
    });

    it('answers the journal’s managers only: its editors get 403, another journal’s manager 404', async () => {
      const editor = await staffAccount(world, journalId(), ['editor']);
      expect((await find(editor, 'Hopperton')).statusCode).toBe(403);
      const elsewhere = await staffAccount(world, world.otherJournal.journal.id, ['manager']);
      expect((await find(elsewhere, 'Hopperton')).statusCode).toBe(404);
    });
  });

  describe('POST admin/journals/:journalId/staff (by email)', () => {
    const addPath = () => `admin/journals/${journalId()}/staff`;

    it('gives roles to the account with that address, whatever its case', async () => {
      const person = await createAccount(world.testApp, { email: 'Reviewer.Rae@Example.org' });
      const response = await call(world.testApp, world.admin, 'POST', addPath(), {
        email: 'reviewer.rae@example.org',
        roles: ['reviewer'],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ user: { id: person }, roles: ['reviewer'] });
    });

    it('names the email field when no account uses the address, and when it is not one', async () => {
      const unknown = await call(world.testApp, world.admin, 'POST', addPath(), {
        email: 'nobody@example.org',
        roles: ['editor'],
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errors.email).toEqual([
        'No account uses this address: ask the person to register first.',
      ]);
      const malformed = await call(world.testApp, world.admin, 'POST', addPath(), {
        email: 'not an address',
        roles: ['editor'],
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors.email).toBeDefined();
    });
  });

  it('takes a role away at once: the next request is refused', async () => {
    const editor = await staffAccount(world, journalId(), ['editor']);
    const path = `admin/submissions/${annSubmission}`;
    expect((await call(world.testApp, editor, 'GET', path)).statusCode).toBe(200);
    const removed = await call(world.testApp, world.admin, 'DELETE', staffPath(editor.id));
    expect(removed.statusCode).toBe(204);
    const after = await call(world.testApp, editor, 'GET', path);
    expect(after.statusCode).toBe(403);
    const again = await call(world.testApp, world.admin, 'DELETE', staffPath(editor.id));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This person holds no staff role in this journal.');
  });

  it('keeps an author an author when their staff roles are taken away', async () => {
    await call(world.testApp, world.admin, 'PUT', staffPath(world.ann.id), { roles: ['reviewer'] });
    expect((await session(world.ann)).journals[0].roles).toEqual(['reviewer', 'author']);
    await call(world.testApp, world.admin, 'DELETE', staffPath(world.ann.id));
    expect((await session(world.ann)).journals[0].roles).toEqual(['author']);
  });

  it('shows each editor the queue of their own journals and sections only', async () => {
    const { research, reviews } = world.journal.sections;
    const queueOf = async (who: PanelAccount) =>
      (await call(world.testApp, who, 'GET', 'admin/submissions?perPage=100'))
        .json()
        .data.map((row: { id: number }) => row.id);
    const here = await staffAccount(world, journalId(), ['editor']);
    const researchEditor = await staffAccount(
      world,
      journalId(),
      ['section_editor'],
      [research.id],
    );
    const reviewsEditor = await staffAccount(world, journalId(), ['section_editor'], [reviews.id]);
    const elsewhere = await staffAccount(world, world.otherJournal.journal.id, ['manager']);
    expect(await queueOf(here)).toContain(annSubmission);
    expect(await queueOf(researchEditor)).toContain(annSubmission);
    expect(await queueOf(reviewsEditor)).not.toContain(annSubmission);
    expect(await queueOf(elsewhere)).toEqual([]);
    expect(await queueOf(world.admin)).toContain(annSubmission);
  });

  it('lets a section editor decide on the submissions of their sections', async () => {
    const { research } = world.journal.sections;
    const editor = await staffAccount(world, journalId(), ['section_editor'], [research.id]);
    const id = await submitted(world, world.ann);
    const decided = await call(world.testApp, editor, 'POST', `admin/submissions/${id}/decisions`, {
      decision: 'send_to_review',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().status).toBe('under_review');
  });

  it('lets editors download the files of the submissions they handle, and no other', async () => {
    const { research, reviews } = world.journal.sections;
    const download = async (who: PanelAccount, fileId: number) =>
      (await call(world.testApp, who, 'GET', `files/${fileId}`)).statusCode;
    const editor = await staffAccount(world, journalId(), ['editor']);
    const researchEditor = await staffAccount(
      world,
      journalId(),
      ['section_editor'],
      [research.id],
    );
    const reviewsEditor = await staffAccount(world, journalId(), ['section_editor'], [reviews.id]);
    const elsewhere = await staffAccount(world, world.otherJournal.journal.id, ['editor']);
    const reviewer = await staffAccount(world, journalId(), ['reviewer']);
    expect(await download(editor, annManuscript)).toBe(200);
    expect(await download(researchEditor, annManuscript)).toBe(200);
    expect(await download(reviewsEditor, annManuscript)).toBe(404);
    expect(await download(elsewhere, annManuscript)).toBe(404);
    expect(await download(reviewer, annManuscript)).toBe(404);
    // A draft is the author's own until it is sent.
    expect(await download(editor, annDraftFile)).toBe(404);
  });
});
