import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentChange, contentChangesOf } from '../src/content/content-changes';
import { auditLog, submissions, users } from '../src/db/schema';
import { TINY_PNG } from './file-fixtures';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
  submitted,
  upload,
} from './panel-fixtures';

/** A full settings body, as the settings form sends it. */
function settingsBody(version: number, overrides: Record<string, unknown> = {}) {
  return {
    version,
    title: 'Journal of Quiet Mathematics',
    slug: 'quiet-mathematics',
    abbreviation: 'J. Quiet Math.',
    issn: '2049-3630',
    eissn: '1234-5679',
    publisher: 'Quire Press',
    contactName: 'Managing Editor',
    contactEmail: 'Editor@JQM.test',
    description: '<p>Quiet mathematics.</p>',
    focusScope: '<p>Proofs that whisper.</p>',
    authorGuidelines: '<p>Write briefly.</p>',
    submissionDeclarations: ['The work is original.', 'All authors agreed to submit.'],
    brandColor: '#1F5F8B',
    license: 'cc-by-sa-4.0',
    timeZone: 'europe/helsinki',
    submissionsOpen: true,
    ...overrides,
  };
}

/** The back office's journals and sections: settings, versions, slugs, archiving, deletion. */
describe('journal management', () => {
  let world: PanelWorld;
  let manager: PanelAccount;
  let editor: PanelAccount;
  let sectionEditor: PanelAccount;
  let journalId: number;
  const changes: ContentChange[] = [];

  const settings = async (who: PanelAccount = manager) => {
    const response = await call(world.testApp, who, 'GET', `admin/journals/${journalId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const nameOf = async (who: PanelAccount) => {
    const [row] = await world.testApp.context.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, who.id));
    return row?.name;
  };
  const save = (body: unknown, who: PanelAccount = manager) =>
    call(world.testApp, who, 'PUT', `admin/journals/${journalId}`, body);

  beforeAll(async () => {
    world = await createPanelWorld();
    journalId = world.journal.journal.id;
    manager = await staffAccount(world, journalId, ['manager']);
    editor = await staffAccount(world, journalId, ['editor']);
    sectionEditor = await staffAccount(
      world,
      journalId,
      ['section_editor'],
      [world.journal.sections.research.id],
    );
    contentChangesOf(world.testApp.context).subscribe((change) => changes.push(change));
  });
  afterAll(() => world.close());

  it('lets a manager save every setting, records each changed field and purges the journal', async () => {
    const before = await settings();
    expect(before).toMatchObject({ version: 1, canEdit: true, canAdminister: false });
    const oldSlug = before.slug as string;
    changes.length = 0;
    const response = await save(settingsBody(before.version));
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json();
    expect(after).toMatchObject({
      version: 2,
      slug: 'quiet-mathematics',
      contactEmail: 'editor@jqm.test',
      brandColor: '#1f5f8b',
      license: 'cc-by-sa-4.0',
      timeZone: 'Europe/Helsinki',
      formerSlugs: [oldSlug],
      lastChange: { by: await nameOf(manager) },
    });
    expect(changes.flatMap((change) => change.tags)).toEqual(
      expect.arrayContaining(['journal:quiet-mathematics', `journal:${oldSlug}`, 'site']),
    );
    const [entry] = await world.testApp.context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'journal.updated'));
    expect(entry).toMatchObject({ actorId: manager.id, journalId });
    expect(entry?.changes.slug).toEqual([oldSlug, 'quiet-mathematics']);
    expect(entry?.changes.timeZone).toEqual(['UTC', 'Europe/Helsinki']);
    expect(entry?.changes).not.toHaveProperty('publisher');
  });

  it('shows readers the focus and scope, the guidelines and an editorial board made from the staff', async () => {
    const journal = (
      await world.testApp.app.inject({ method: 'GET', url: '/api/journals/quiet-mathematics' })
    ).json();
    expect(journal).toMatchObject({
      focusScope: '<p>Proofs that whisper.</p>',
      authorGuidelines: '<p>Write briefly.</p>',
      submissionsOpen: true,
    });
    await staffAccount(world, journalId, ['reviewer']);
    const board = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/journals/quiet-mathematics/editorial-board',
    });
    expect(board.statusCode, board.body).toBe(200);
    const groups: Array<{ role: string; members: Array<{ name: string; sections: string[] }> }> =
      board.json().groups;
    expect(groups.map((group) => group.role)).toEqual(['manager', 'editor', 'section_editor']);
    expect(groups[0]?.members.map((member) => member.name)).toEqual([await nameOf(manager)]);
    expect(groups[2]?.members[0]?.sections).toEqual(['Research Articles']);
    expect(board.body).not.toContain('@');
    const missing = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/journals/never-was/editorial-board',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sets and removes the journal’s logo from an uploaded image, refusing any other file', async () => {
    const logo = await upload(world.testApp, manager, 'cover', 'logo.png', TINY_PNG);
    const set = await call(world.testApp, manager, 'PUT', `admin/journals/${journalId}/logo`, {
      fileId: logo,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().logoUrl).toMatch(/^http.*\.png$/);
    const journal = (
      await world.testApp.app.inject({ method: 'GET', url: '/api/journals/quiet-mathematics' })
    ).json();
    expect(journal.logoUrl).toBe(set.json().logoUrl);
    const manuscript = await upload(world.testApp, manager, 'manuscript');
    const refused = await call(world.testApp, manager, 'PUT', `admin/journals/${journalId}/logo`, {
      fileId: manuscript,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['fileId']);
    const removed = await call(
      world.testApp,
      manager,
      'DELETE',
      `admin/journals/${journalId}/logo`,
    );
    expect(removed.json().logoUrl).toBeNull();
  });

  it('keeps the old address working by redirect, and lists archived journals nowhere public', async () => {
    const { formerSlugs } = await settings();
    const oldSlug = formerSlugs[0] as string;
    const moved = await world.testApp.app.inject({
      method: 'GET',
      url: `/api/journals/${oldSlug}/archive?page=2`,
    });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/journals/quiet-mathematics/archive?page=2');
    const unknown = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/journals/never-was',
    });
    expect(unknown.statusCode).toBe(404);
    // Another journal cannot take the former address while it still leads here.
    const other = world.otherJournal.journal.id;
    const taken = await call(world.testApp, world.admin, 'PUT', `admin/journals/${other}`, {
      ...settingsBody(
        (await call(world.testApp, world.admin, 'GET', `admin/journals/${other}`)).json().version,
      ),
      slug: oldSlug,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.slug[0]).toContain('Journal of Quiet Mathematics');
  });

  it('refuses a save from an older version, naming who saved since', async () => {
    const current = await settings();
    const stale = await save(settingsBody(current.version - 1, { title: 'Overwritten' }), editor);
    // The editor may not change settings at all; the manager's stale save is the conflict.
    expect(stale.statusCode).toBe(403);
    const conflict = await save(settingsBody(current.version - 1, { title: 'Overwritten' }));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errors.version[0]).toMatch(
      new RegExp(`^${await nameOf(manager)} saved this journal on \\d{4}-\\d{2}-\\d{2}`),
    );
    expect((await settings()).title).toBe('Journal of Quiet Mathematics');
  });

  it('names the field and the reason for bad settings, and changes nothing', async () => {
    const { version } = await settings();
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ issn: '2049-3631' }, 'issn', /check digit/],
      [{ issn: '20493630' }, 'issn', /two groups of four/],
      [{ eissn: '2049-3630' }, 'eissn', /differs from the print ISSN/],
      [{ brandColor: '#fde047' }, 'brandColor', /contrast of 1\.\d:1; it needs at least 4\.5:1/],
      [{ brandColor: 'teal' }, 'brandColor', /six hexadecimal digits/],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', /time zone from the list/],
      [{ slug: 'Quiet Maths' }, 'slug', /lower-case letters/],
      [{ title: '   ' }, 'title', /Enter the journal title/],
      [{ contactEmail: 'not-an-address' }, 'contactEmail', /valid email/],
      [{ license: 'all-rights-reserved' }, 'license', /licences offered/],
      [
        { submissionDeclarations: Array(11).fill('I agree.') },
        'submissionDeclarations',
        /at most 10/,
      ],
    ];
    for (const [override, field, message] of cases) {
      const response = await save(settingsBody(version, override));
      expect(response.statusCode, field).toBe(400);
      expect(JSON.stringify(response.json().errors?.[field]), field).toMatch(message);
    }
    expect((await settings()).version).toBe(version);
  });

  it('lets section editors read the settings but change nothing, and hides them from other journals', async () => {
    expect((await settings(sectionEditor)).canEdit).toBe(false);
    const outsider = await staffAccount(world, world.otherJournal.journal.id, ['manager']);
    expect(
      (await call(world.testApp, outsider, 'GET', `admin/journals/${journalId}`)).statusCode,
    ).toBe(404);
    const listed = (await call(world.testApp, outsider, 'GET', 'admin/journals')).json();
    expect(listed.data.map((journal: { id: number }) => journal.id)).toEqual([
      world.otherJournal.journal.id,
    ]);
    expect(listed.canAdminister).toBe(false);
    const created = await call(world.testApp, manager, 'POST', 'admin/journals', {
      title: 'Mine',
      slug: 'mine',
    });
    expect(created.statusCode).toBe(403);
  });

  it('adds, edits, orders and deletes sections, refusing to delete one that files submissions', async () => {
    const path = `admin/journals/${journalId}/sections`;
    const added = await call(world.testApp, manager, 'POST', path, {
      title: 'Short Notes',
      abbreviation: 'NOTE',
      policy: '<p>Four pages at most.</p>',
      submissionsOpen: true,
      peerReviewed: false,
    });
    expect(added.statusCode, added.body).toBe(201);
    const sections: Array<{ id: number; title: string; version: number; position: number }> =
      added.json().sections;
    const notes = sections.find((section) => section.title === 'Short Notes');
    if (!notes) throw new Error('The section was not added');
    expect(sections.at(-1)?.id).toBe(notes.id);

    const renamed = await call(world.testApp, manager, 'PUT', `${path}/${notes.id}`, {
      version: notes.version,
      title: 'Notes',
      submissionsOpen: false,
      peerReviewed: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const again = await call(world.testApp, manager, 'PUT', `${path}/${notes.id}`, {
      version: notes.version,
      title: 'Notes again',
      submissionsOpen: true,
      peerReviewed: true,
    });
    expect(again.statusCode).toBe(409);

    const order = [notes.id, ...sections.filter((s) => s.id !== notes.id).map((s) => s.id)];
    const partial = await call(world.testApp, manager, 'PUT', `${path}/order`, {
      ids: order.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    const reordered = await call(world.testApp, manager, 'PUT', `${path}/order`, { ids: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().sections.map((s: { id: number }) => s.id)).toEqual(order);

    // A closed section is offered to no author.
    const options = (await call(world.testApp, world.bob, 'GET', 'user/submission-options')).json();
    const offered = options.journals.find((journal: { id: number }) => journal.id === journalId);
    expect(offered.sections.map((s: { title: string }) => s.title)).not.toContain('Notes');

    // A section that files a submission (not yet published) keeps it: deleting is refused.
    const letters = (
      await call(world.testApp, manager, 'POST', path, {
        title: 'Letters',
        submissionsOpen: true,
        peerReviewed: true,
      })
    )
      .json()
      .sections.at(-1).id as number;
    const filed = await submitted(world, world.ann);
    await world.testApp.context.db
      .update(submissions)
      .set({ sectionId: letters })
      .where(eq(submissions.id, filed));
    const refused = await call(world.testApp, manager, 'DELETE', `${path}/${letters}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The section Letters holds 1 submission, which deleting would unfile. Close it to submissions instead.',
    );
    const research = world.journal.sections.research.id;
    const published = await call(world.testApp, manager, 'DELETE', `${path}/${research}`);
    expect(published.json().message).toMatch(/holds \d+ published articles/);
    const deleted = await call(world.testApp, manager, 'DELETE', `${path}/${notes.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().sections.map((s: { id: number }) => s.id)).not.toContain(notes.id);
  });

  it('closes a journal to submissions: offered to no one, and a draft is kept but not submitted', async () => {
    const { version } = await settings();
    expect((await save(settingsBody(version, { submissionsOpen: false }))).statusCode).toBe(200);
    const options = (await call(world.testApp, world.bob, 'GET', 'user/submission-options')).json();
    expect(options.journals.map((journal: { id: number }) => journal.id)).not.toContain(journalId);
    await expect(submitted(world, world.bob)).rejects.toThrow(/not taking submissions/);
    const reopened = await save(settingsBody(version + 1, { submissionsOpen: true }));
    expect(reopened.statusCode).toBe(200);
  });

  it('lets site administrators create, order, archive, restore and delete journals', async () => {
    const admin = world.admin;
    const bad = await call(world.testApp, admin, 'POST', 'admin/journals', {
      title: 'X',
      slug: '-x-',
    });
    expect(bad.statusCode).toBe(400);
    const taken = await call(world.testApp, admin, 'POST', 'admin/journals', {
      title: 'Copy',
      slug: 'quiet-mathematics',
    });
    expect(taken.statusCode).toBe(409);
    const created = await call(world.testApp, admin, 'POST', 'admin/journals', {
      title: 'Journal of Loud Physics',
      slug: 'loud-physics',
    });
    expect(created.statusCode, created.body).toBe(201);
    const loud = created.json();
    expect(loud).toMatchObject({
      version: 1,
      submissionsOpen: true,
      sections: [],
      canAdminister: true,
    });

    const list = (await call(world.testApp, admin, 'GET', 'admin/journals')).json();
    const ids: number[] = list.data.map((journal: { id: number }) => journal.id);
    expect(ids.at(-1)).toBe(loud.id);
    const reordered = await call(world.testApp, admin, 'PUT', 'admin/journals/order', {
      ids: [loud.id, ...ids.filter((id) => id !== loud.id)],
    });
    expect(reordered.json().data[0].id).toBe(loud.id);
    const publicFirst = await world.testApp.app.inject({ method: 'GET', url: '/api/journals' });
    expect(publicFirst.json().data[0].slug).toBe('loud-physics');

    // The journal with published articles cannot be deleted: archived instead, its pages stay.
    const refused = await call(world.testApp, admin, 'DELETE', `admin/journals/${journalId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/published article.*Archive the journal instead/);
    const archived = await call(
      world.testApp,
      admin,
      'POST',
      `admin/journals/${journalId}/archive`,
    );
    expect(archived.json().archivedAt).not.toBeNull();
    const listed = (
      await world.testApp.app.inject({ method: 'GET', url: '/api/journals?perPage=100' })
    ).json();
    expect(listed.data.map((journal: { id: number }) => journal.id)).not.toContain(journalId);
    const page = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/journals/quiet-mathematics',
    });
    expect(page.statusCode).toBe(200);
    const restored = await call(
      world.testApp,
      admin,
      'POST',
      `admin/journals/${journalId}/restore`,
    );
    expect(restored.json().archivedAt).toBeNull();

    const deleted = await call(world.testApp, admin, 'DELETE', `admin/journals/${loud.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(world.testApp, admin, 'GET', `admin/journals/${loud.id}`)).statusCode).toBe(
      404,
    );
    const [entry] = await world.testApp.context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'journal.deleted'));
    expect(entry).toMatchObject({ subject: 'Journal of Loud Physics', journalId: null });
  });
});
