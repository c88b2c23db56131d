import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNotification } from '../src/notifications/notification-store';
import { call, createPanelWorld, type PanelWorld, queryCount } from './panel-fixtures';

describe('notifications (user/notifications…)', () => {
  let world: PanelWorld;
  const ids: number[] = [];

  beforeAll(async () => {
    world = await createPanelWorld();
    for (let index = 1; index <= 12; index += 1) {
      const { notification } = await insertNotification(world.testApp.context.db, {
        userId: world.ann.id,
        kind: index % 3 === 0 ? 'system' : 'decision',
        title: `Notice ${index}`,
        body: `Body ${index}`,
        link: index % 2 ? `/panel/submission?id=${index}` : null,
      });
      ids.push(notification.id);
    }
    await insertNotification(world.testApp.context.db, {
      userId: world.bob.id,
      kind: 'system',
      title: 'For Bob',
      body: 'Only Bob sees this.',
    });
  });
  afterAll(() => world.close());

  const get = (path: string, who = world.ann) => call(world.testApp, who, 'GET', path);
  const post = (path: string, who = world.ann) => call(world.testApp, who, 'POST', path, {});

  it('lists newest first, ten to a page, with the unread total', async () => {
    const response = await get('user/notifications');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((note: { title: string }) => note.title)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Notice ${n}`),
    );
    expect(body.meta).toEqual({ page: 1, perPage: 10, total: 12, lastPage: 2, unread: 12 });
    expect(queryCount(response)).toBeLessThanOrEqual(3);
    const second = (await get('user/notifications?page=2')).json();
    expect(second.data.map((note: { title: string }) => note.title)).toEqual([
      'Notice 2',
      'Notice 1',
    ]);
  });

  it('reads one without marking it read', async () => {
    const response = await get(`user/notifications/${ids[0]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Notice 1', readAt: null });
    expect((await get('user/notifications')).json().meta.unread).toBe(12);
  });

  it('marks one read once: a second call keeps the first time', async () => {
    const first = await post(`user/notifications/${ids[1]}/read`);
    expect(first.statusCode).toBe(200);
    const readAt = first.json().readAt;
    expect(readAt).not.toBeNull();
    const again = await post(`user/notifications/${ids[1]}/read`);
    expect(again.json().readAt).toBe(readAt);
    const unread = (await get('user/notifications?unread=true&perPage=100')).json();
    expect(unread.data).toHaveLength(11);
    expect(unread.meta.unread).toBe(11);
    expect(unread.data.map((note: { id: number }) => note.id)).not.toContain(ids[1]);
  });

  it('marks all read, and then there is nothing left to mark', async () => {
    const response = await post('user/notifications/read-all');
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(11);
    expect((await post('user/notifications/read-all')).json().count).toBe(0);
    expect((await get('user/notifications')).json().meta.unread).toBe(0);
    // Bob's are untouched.
    expect((await get('user/notifications', world.bob)).json().meta.unread).toBe(1);
  });

  it('keeps each user to their own notifications (404)', async () => {
    expect((await get(`user/notifications/${ids[0]}`, world.bob)).statusCode).toBe(404);
    expect((await post(`user/notifications/${ids[0]}/read`, world.bob)).statusCode).toBe(404);
    const bobs = (await get('user/notifications', world.bob)).json();
    expect(bobs.data.map((note: { title: string }) => note.title)).toEqual(['For Bob']);
  });

  it('refuses bad input and anonymous callers', async () => {
    expect((await get('user/notifications?unread=yes')).statusCode).toBe(400);
    expect((await get('user/notifications/abc')).statusCode).toBe(400);
    expect((await get('user/notifications/999999')).statusCode).toBe(404);
    expect((await call(world.testApp, null, 'GET', 'user/notifications')).statusCode).toBe(401);
  });
});
