import { EventEmitter } from 'node:events';
import type { Notification, NotificationList } from '@quire/contracts';
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addNotificationListeners,
  fetchUnreadNotifications,
  type NotificationEndpoints,
  type NotificationListenerDeps,
  newNotificationText,
} from './notification-listeners';
import {
  notificationsSlice,
  selectLatestNotifications,
  selectNotificationsSeeded,
  selectUnreadNotifications,
} from './notifications-slice';
import { realtimeStarted, realtimeStopped } from './socket-session';

/** The network edge: a socket the test drives (`emit` plays the server). */
class FakeSocket extends EventEmitter {
  connected = false;
}

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'decision',
    title: `Revisions requested: Paper ${id}`,
    body: 'Please shorten the abstract.\nThank you.',
    link: `/panel/submission?id=${id}`,
    submissionId: id,
    readAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

function list(unread: number): NotificationList {
  return { data: [], meta: { page: 1, perPage: 1, total: unread, lastPage: unread, unread } };
}

function setup(api: Partial<NotificationEndpoints> = {}, connected = false) {
  const socket = new FakeSocket();
  socket.connected = connected;
  const endpoints = { notifications: vi.fn(async () => list(3)), ...api };
  const deps = {
    socket: socket as unknown as NotificationListenerDeps['socket'],
    api: endpoints,
    onNotification: vi.fn(),
  } satisfies NotificationListenerDeps;
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: { notifications: notificationsSlice.reducer },
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
  const stop = addNotificationListeners(listener.startListening, deps);
  store.dispatch(realtimeStarted());
  return { socket, api: endpoints, deps, store, stop };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('notification listeners', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('seeds the unread count from the server on start, asking for the smallest page', async () => {
    const { store, api } = setup();
    await settle();
    expect(api.notifications).toHaveBeenCalledExactlyOnceWith({
      query: { unread: true, perPage: 1 },
    });
    expect(selectUnreadNotifications(store.getState())).toBe(3);
    expect(selectNotificationsSeeded(store.getState())).toBe(true);
  });

  it('asks again after every reconnect, not on the first connect', async () => {
    const notifications = vi
      .fn<NotificationEndpoints['notifications']>()
      .mockResolvedValueOnce(list(1))
      .mockResolvedValueOnce(list(4))
      .mockResolvedValueOnce(list(6));
    const { socket, store, api } = setup({ notifications });
    await settle();
    socket.emit('connect');
    await settle();
    expect(api.notifications).toHaveBeenCalledTimes(1);
    expect(selectUnreadNotifications(store.getState())).toBe(1);
    socket.emit('disconnect');
    socket.emit('connect');
    await settle();
    expect(selectUnreadNotifications(store.getState())).toBe(4);
    socket.emit('connect');
    await settle();
    expect(api.notifications).toHaveBeenCalledTimes(3);
    expect(selectUnreadNotifications(store.getState())).toBe(6);
  });

  it('treats the next connect as a reconnect when the socket was already up', async () => {
    const { socket, api } = setup({}, true);
    await settle();
    socket.emit('connect');
    await settle();
    expect(api.notifications).toHaveBeenCalledTimes(2);
  });

  it('keeps the count when the server cannot be asked', async () => {
    const { store } = setup({
      notifications: vi.fn(async () => {
        throw new Error('offline');
      }),
    });
    await settle();
    expect(selectUnreadNotifications(store.getState())).toBe(0);
    expect(selectNotificationsSeeded(store.getState())).toBe(false);
    expect(console.warn).toHaveBeenCalled();
  });

  it('adds a live notification, bumps the count and tells the app once', async () => {
    const { socket, store, deps } = setup();
    await settle();
    socket.emit('new_notification', notification(10));
    expect(selectUnreadNotifications(store.getState())).toBe(4);
    expect(selectLatestNotifications(store.getState())[0]?.id).toBe(10);
    expect(deps.onNotification).toHaveBeenCalledExactlyOnceWith(notification(10));
    // A replayed event is neither counted nor announced again.
    socket.emit('new_notification', notification(10));
    expect(selectUnreadNotifications(store.getState())).toBe(4);
    expect(deps.onNotification).toHaveBeenCalledTimes(1);
  });

  it('drops a payload that does not match the contract', async () => {
    const { socket, store, deps } = setup();
    await settle();
    socket.emit('new_notification', { id: 'x', title: 5 });
    socket.emit('new_notification', { ...notification(11), kind: 'gossip' });
    socket.emit('new_notification', null);
    expect(selectLatestNotifications(store.getState())).toEqual([]);
    expect(selectUnreadNotifications(store.getState())).toBe(3);
    expect(deps.onNotification).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it('removes its handlers on realtimeStopped and on teardown', async () => {
    const { socket, store, stop } = setup();
    await settle();
    expect(socket.listenerCount('new_notification')).toBe(1);
    expect(socket.listenerCount('connect')).toBe(1);
    store.dispatch(realtimeStopped());
    await settle();
    expect(socket.eventNames()).toEqual([]);
    store.dispatch(realtimeStarted());
    await settle();
    expect(socket.listenerCount('new_notification')).toBe(1);
    stop();
    await settle();
    expect(socket.eventNames()).toEqual([]);
  });

  describe('a seed answer that crossed a local change', () => {
    /** Answers the seed calls by hand, in the order the test chooses. */
    function pendingAnswers() {
      const waiting: ((page: NotificationList) => void)[] = [];
      const notifications = vi.fn<NotificationEndpoints['notifications']>(
        () => new Promise((resolve) => waiting.push(resolve)),
      );
      const answer = async (index: number, unread: number) => {
        waiting[index]?.(list(unread));
        await settle();
      };
      return { notifications, answer };
    }

    it('asks again instead of undoing a live notification that arrived meanwhile', async () => {
      const { notifications, answer } = pendingAnswers();
      const { socket, store } = setup({ notifications });
      await settle();
      socket.emit('new_notification', notification(20)); // the server counted it after answering
      expect(selectUnreadNotifications(store.getState())).toBe(1);
      await answer(0, 2);
      expect(selectUnreadNotifications(store.getState())).toBe(1); // 2 would lose the live one
      expect(notifications).toHaveBeenCalledTimes(2);
      await answer(1, 3);
      expect(selectUnreadNotifications(store.getState())).toBe(3);
      expect(selectNotificationsSeeded(store.getState())).toBe(true);
    });

    it('stops asking after a few tries and keeps the count it has', async () => {
      const { notifications, answer } = pendingAnswers();
      const { socket, store } = setup({ notifications });
      await settle();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        socket.emit('new_notification', notification(30 + attempt));
        await answer(attempt, 0);
      }
      expect(notifications).toHaveBeenCalledTimes(3);
      expect(selectUnreadNotifications(store.getState())).toBe(3);
      expect(selectNotificationsSeeded(store.getState())).toBe(false);
    });

    it('takes the answer when nothing changed meanwhile', async () => {
      const { notifications, answer } = pendingAnswers();
      const { store } = setup({ notifications });
      await settle();
      await answer(0, 7);
      expect(notifications).toHaveBeenCalledTimes(1);
      expect(selectUnreadNotifications(store.getState())).toBe(7);
    });

    it('ignores an older seed that answers after a newer one (a reconnect)', async () => {
      const { notifications, answer } = pendingAnswers();
      const { socket, store } = setup({ notifications }, true);
      await settle();
      socket.emit('connect'); // a reconnect: a second seed goes out
      await settle();
      await answer(1, 5);
      await answer(0, 2);
      expect(selectUnreadNotifications(store.getState())).toBe(5);
    });

    it('ignores an answer that comes after realtimeStopped', async () => {
      const { notifications, answer } = pendingAnswers();
      const { store } = setup({ notifications });
      await settle();
      store.dispatch(realtimeStopped());
      await settle();
      await answer(0, 4);
      expect(selectUnreadNotifications(store.getState())).toBe(0);
      expect(selectNotificationsSeeded(store.getState())).toBe(false);
    });
  });

  it('keeps one set of handlers when started twice', async () => {
    const { socket, store } = setup();
    store.dispatch(realtimeStarted());
    await settle();
    expect(socket.listenerCount('new_notification')).toBe(1);
  });
});

describe('helpers', () => {
  it('words the toast with the title', () => {
    expect(newNotificationText({ title: 'Accepted: On Quires' })).toBe(
      'New notification: Accepted: On Quires',
    );
  });

  it('reads meta.unread, or undefined when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(fetchUnreadNotifications({ notifications: async () => list(5) })).resolves.toBe(5);
    await expect(
      fetchUnreadNotifications({
        notifications: async () => {
          throw new Error('500');
        },
      }),
    ).resolves.toBeUndefined();
    vi.restoreAllMocks();
  });
});
