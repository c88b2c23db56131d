import type { Notification } from '@quire/contracts';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  allNotificationsMarkedRead,
  LATEST_NOTIFICATIONS_LIMIT,
  notificationMarkedRead,
  notificationReceived,
  notificationsSlice,
  selectLatestNotifications,
  selectNotificationsSeeded,
  selectUnreadNotifications,
  unreadNotificationsIncremented,
  unreadNotificationsSet,
} from './notifications-slice';

function notification(id: number, readAt: string | null = null): Notification {
  return {
    id,
    kind: 'decision',
    title: `Decision ${id}`,
    body: 'Please revise.',
    link: `/panel/submission?id=${id}`,
    submissionId: id,
    readAt,
    createdAt: '2026-01-01T10:00:00.000Z',
  };
}

function makeTestStore() {
  return configureStore({ reducer: { notifications: notificationsSlice.reducer } });
}

const READ_AT = '2026-01-02T00:00:00.000Z';

describe('notifications slice', () => {
  it('starts with nothing unread and not seeded', () => {
    const store = makeTestStore();
    expect(selectUnreadNotifications(store.getState())).toBe(0);
    expect(selectNotificationsSeeded(store.getState())).toBe(false);
    expect(selectLatestNotifications(store.getState())).toEqual([]);
  });

  it('takes the server total as it is and remembers it was seeded', () => {
    const store = makeTestStore();
    store.dispatch(unreadNotificationsSet(7));
    expect(selectUnreadNotifications(store.getState())).toBe(7);
    expect(selectNotificationsSeeded(store.getState())).toBe(true);
    store.dispatch(unreadNotificationsSet(0));
    expect(selectUnreadNotifications(store.getState())).toBe(0);
  });

  it('never holds a negative or fractional total', () => {
    const store = makeTestStore();
    store.dispatch(unreadNotificationsSet(-3));
    expect(selectUnreadNotifications(store.getState())).toBe(0);
    store.dispatch(unreadNotificationsSet(2.7));
    expect(selectUnreadNotifications(store.getState())).toBe(2);
  });

  it('increments by one', () => {
    const store = makeTestStore();
    store.dispatch(unreadNotificationsSet(2));
    store.dispatch(unreadNotificationsIncremented());
    expect(selectUnreadNotifications(store.getState())).toBe(3);
  });

  it('puts a new notification first and counts it when unread', () => {
    const store = makeTestStore();
    store.dispatch(notificationReceived(notification(1)));
    store.dispatch(notificationReceived(notification(2)));
    expect(selectLatestNotifications(store.getState()).map((item) => item.id)).toEqual([2, 1]);
    expect(selectUnreadNotifications(store.getState())).toBe(2);
  });

  it('does not count an already-read notification or the same id twice', () => {
    const store = makeTestStore();
    store.dispatch(notificationReceived(notification(1, READ_AT)));
    store.dispatch(notificationReceived(notification(2)));
    store.dispatch(notificationReceived(notification(2)));
    expect(selectLatestNotifications(store.getState())).toHaveLength(2);
    expect(selectUnreadNotifications(store.getState())).toBe(1);
  });

  it(`keeps at most ${LATEST_NOTIFICATIONS_LIMIT} latest items, dropping the oldest`, () => {
    const store = makeTestStore();
    for (let id = 1; id <= LATEST_NOTIFICATIONS_LIMIT + 5; id += 1) {
      store.dispatch(notificationReceived(notification(id)));
    }
    const latest = selectLatestNotifications(store.getState());
    expect(latest).toHaveLength(LATEST_NOTIFICATIONS_LIMIT);
    expect(latest[0]?.id).toBe(LATEST_NOTIFICATIONS_LIMIT + 5);
    expect(latest.at(-1)?.id).toBe(6);
    // The counter counts every unread one, not only those still held.
    expect(selectUnreadNotifications(store.getState())).toBe(LATEST_NOTIFICATIONS_LIMIT + 5);
  });

  it('marks a held unread notification read once and lowers the counter once', () => {
    const store = makeTestStore();
    store.dispatch(notificationReceived(notification(1)));
    store.dispatch(notificationReceived(notification(2)));
    store.dispatch(notificationMarkedRead({ id: 1, readAt: READ_AT }));
    store.dispatch(notificationMarkedRead({ id: 1, readAt: '2026-01-03T00:00:00.000Z' }));
    const first = selectLatestNotifications(store.getState()).find((item) => item.id === 1);
    expect(first?.readAt).toBe(READ_AT);
    expect(selectUnreadNotifications(store.getState())).toBe(1);
  });

  it('leaves the counter alone for a notification it never held', () => {
    const store = makeTestStore();
    store.dispatch(unreadNotificationsSet(4));
    store.dispatch(notificationMarkedRead({ id: 99, readAt: READ_AT }));
    expect(selectUnreadNotifications(store.getState())).toBe(4);
  });

  it('never lowers the counter below zero', () => {
    const store = makeTestStore();
    store.dispatch(notificationReceived(notification(1)));
    store.dispatch(unreadNotificationsSet(0));
    store.dispatch(notificationMarkedRead({ id: 1, readAt: READ_AT }));
    expect(selectUnreadNotifications(store.getState())).toBe(0);
  });

  it('marks all read: counter to 0, unread items get the time, read ones keep theirs', () => {
    const store = makeTestStore();
    store.dispatch(notificationReceived(notification(1, '2025-12-31T00:00:00.000Z')));
    store.dispatch(notificationReceived(notification(2)));
    store.dispatch(unreadNotificationsSet(9));
    store.dispatch(allNotificationsMarkedRead({ readAt: READ_AT }));
    expect(selectUnreadNotifications(store.getState())).toBe(0);
    expect(selectLatestNotifications(store.getState()).map((item) => item.readAt)).toEqual([
      READ_AT,
      '2025-12-31T00:00:00.000Z',
    ]);
  });
});
