import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
} from './panel-fixtures';

/**
 * A reviewer's declared interests: the reviewer declares their own per journal where they review
 * (`user/reviewer-interests`), the journal's managers may correct them
 * (`admin/journals/:id/reviewers/:userId/interests`); both write the one record editors read
 * when choosing reviewers.
 */
describe('reviewer interests', () => {
  let world: PanelWorld;
  let reviewer: PanelAccount;
  let manager: PanelAccount;
  let otherManager: PanelAccount;
  let journalId: number;
  let otherJournalId: number;

  beforeAll(async () => {
    world = await createPanelWorld();
    journalId = world.journal.journal.id;
    otherJournalId = world.otherJournal.journal.id;
    reviewer = await staffAccount(world, journalId, ['reviewer']);
    manager = await staffAccount(world, journalId, ['manager']);
    otherManager = await staffAccount(world, otherJournalId, ['manager']);
  });
  afterAll(() => world.close());

  const mine = (who: PanelAccount) => call(world.testApp, who, 'GET', 'user/reviewer-interests');
  const declare = (who: PanelAccount, id: number, body: unknown) =>
    call(world.testApp, who, 'PUT', `user/reviewer-interests/${id}`, body);

  it('lists the journals where I review, with nothing declared yet', async () => {
    const response = await mine(reviewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [{ journalId, journalTitle: world.journal.journal.title, interests: [] }],
    });
    // Someone who reviews nowhere has no journal to declare interests in.
    expect((await mine(world.bob)).json()).toEqual({ data: [] });
  });

  it('saves my interests, duplicates dropped and the order kept', async () => {
    const response = await declare(reviewer, journalId, {
      interests: ['Soil ecology', 'Bayesian models', 'Soil ecology'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ interests: ['Soil ecology', 'Bayesian models'] });
    expect((await mine(reviewer)).json().data[0].interests).toEqual([
      'Soil ecology',
      'Bayesian models',
    ]);
  });

  it('refuses bad input with the reason beside the interest', async () => {
    const blank = await declare(reviewer, journalId, { interests: ['Fine', '  '] });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('Write the interest.');
    const long = await declare(reviewer, journalId, { interests: ['x'.repeat(101)] });
    expect(long.statusCode).toBe(400);
    const many = await declare(reviewer, journalId, {
      interests: Array.from({ length: 31 }, (_, n) => `Topic ${n}`),
    });
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json())).toContain('At most 30 interests.');
    const notList = await declare(reviewer, journalId, { interests: 'Soil ecology' });
    expect(notList.statusCode).toBe(400);
    // Nothing refused was saved.
    expect((await mine(reviewer)).json().data[0].interests).toEqual([
      'Soil ecology',
      'Bayesian models',
    ]);
  });

  it('answers 404 for a journal where I do not review, and 401 signed out', async () => {
    expect((await declare(reviewer, otherJournalId, { interests: ['A'] })).statusCode).toBe(404);
    expect((await declare(world.bob, journalId, { interests: ['A'] })).statusCode).toBe(404);
    expect((await declare(reviewer, 999_999, { interests: ['A'] })).statusCode).toBe(404);
    expect((await call(world.testApp, null, 'GET', 'user/reviewer-interests')).statusCode).toBe(
      401,
    );
  });

  it('lets the journal’s manager correct them, and no other journal’s manager', async () => {
    const path = `admin/journals/${journalId}/reviewers/${reviewer.id}/interests`;
    const other = await call(world.testApp, otherManager, 'PUT', path, { interests: ['Mine'] });
    expect(other.statusCode).toBe(404);
    const ownedByReviewer = await call(world.testApp, reviewer, 'PUT', path, {
      interests: ['Self-granted'],
    });
    expect(ownedByReviewer.statusCode).toBe(403);
    const corrected = await call(world.testApp, manager, 'PUT', path, {
      interests: ['Soil ecology', 'Mycorrhiza'],
    });
    expect(corrected.statusCode).toBe(200);
    expect((await mine(reviewer)).json().data[0].interests).toEqual(['Soil ecology', 'Mycorrhiza']);
  });

  it('lists the journal’s reviewers with their interests for its staff only', async () => {
    const path = `admin/journals/${journalId}/reviewers`;
    const listed = await call(world.testApp, manager, 'GET', path);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: reviewer.id, interests: ['Soil ecology', 'Mycorrhiza'] }),
    ]);
    expect((await call(world.testApp, otherManager, 'GET', path)).statusCode).toBe(404);
    expect((await call(world.testApp, reviewer, 'GET', path)).statusCode).toBe(403);
  });
});
