import {
  type Notification,
  type NotificationList,
  serverEventPayloadSchemas,
} from '@quire/contracts';
import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { ChatSocket } from './chat-socket';
import {
  allNotificationsMarkedRead,
  type NotificationsState,
  notificationMarkedRead,
  notificationReceived,
  unreadNotificationsIncremented,
  unreadNotificationsSet,
} from './notifications-slice';
import { realtimeStarted, realtimeStopped } from './socket-session';

/** Actions that change the unread counter here, so a server total asked for before is stale. */
const changesUnreadCount = isAnyOf(
  notificationReceived,
  unreadNotificationsIncremented,
  notificationMarkedRead,
  allNotificationsMarkedRead,
);

/**
 * How often a seed is asked again when the counter changed while it was on its way; past that,
 * the count as changed here is kept (the next reconnect asks again).
 */
const SEED_ATTEMPTS = 3;

/** The toast text for a notification that arrived live. */
export function newNotificationText(notification: Pick<Notification, 'title'>): string {
  return `New notification: ${notification.title}`;
}

/** The REST call the listeners make (structurally `QuireApi['panel']` from `@quire/api-client`). */
export interface NotificationEndpoints {
  /** `GET user/notifications`; `meta.unread` is the unread total. */
  notifications(input?: {
    query?: { unread?: boolean; perPage?: number };
  }): Promise<NotificationList>;
}

/** What the notification listeners need from the app. */
export interface NotificationListenerDeps {
  /** The socket the chat listeners own (these only add and remove their own handlers). */
  socket: Pick<ChatSocket, 'on' | 'off' | 'connected'>;
  api: NotificationEndpoints;
  /** Called once per new notification (after the store has it): toast, refresh a list. */
  onNotification(notification: Notification): void;
}

/** The state the notification listeners read. */
export interface NotificationsRootState {
  notifications: NotificationsState;
}

/**
 * Asks the server for the unread total (one row is the smallest page; only `meta.unread` is
 * read). Resolves with it, or undefined when the call failed (the counter keeps its value and
 * the next reconnect asks again).
 */
export async function fetchUnreadNotifications(
  api: NotificationEndpoints,
): Promise<number | undefined> {
  try {
    const page = await api.notifications({ query: { unread: true, perPage: 1 } });
    return page.meta.unread;
  } catch (error) {
    console.warn('Could not load the unread notification count', error);
    return undefined;
  }
}

/**
 * Registers the notification listeners: on `realtimeStarted` they seed the unread counter from
 * the server, listen for `new_notification` (payload validated by its schema; invalid ones are
 * dropped) and seed again after every reconnect, so a notification created while the socket was
 * down is counted. `realtimeStopped` removes the handlers. Returns the teardown.
 *
 * A server total is only taken when nothing changed the counter while it was on its way: a
 * notification that arrived live in the meantime may or may not be in it, so the seed asks
 * again instead of undoing the increment. Only the newest seed's answer counts.
 * @example
 * const stop = addNotificationListeners(listener.startListening, { socket, api: api.panel, onNotification });
 * store.dispatch(realtimeStarted());
 */
export function addNotificationListeners(
  startListening: ListenerMiddlewareInstance['startListening'],
  deps: NotificationListenerDeps,
): () => void {
  const listen = startListening.withTypes<NotificationsRootState>();
  const { socket, api } = deps;
  // Counts local changes to the counter (live notifications, reads) for the seeds to compare.
  let localChanges = 0;
  const unsubscribeChanges = listen({
    matcher: changesUnreadCount,
    effect: () => {
      localChanges += 1;
    },
  });
  const unsubscribe = listen({
    actionCreator: realtimeStarted,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      const { dispatch, getState } = listenerApi;

      let newestSeed = 0;
      async function seed(attemptsLeft = SEED_ATTEMPTS) {
        const run = ++newestSeed;
        const changesBefore = localChanges;
        const unread = await fetchUnreadNotifications(api);
        // Stopped meanwhile, or a newer seed (a reconnect) is on its way: this answer is old.
        if (listenerApi.signal.aborted || run !== newestSeed || unread === undefined) return;
        if (localChanges !== changesBefore) {
          if (attemptsLeft > 1) void seed(attemptsLeft - 1);
          return;
        }
        dispatch(unreadNotificationsSet(unread));
      }

      // The first connect follows the seed below; only later ones are reconnects to catch up on.
      let connects = socket.connected ? 1 : 0;
      function onConnect() {
        connects += 1;
        if (connects > 1) void seed();
      }
      function onNewNotification(payload: unknown) {
        const result = serverEventPayloadSchemas.new_notification.safeParse(payload);
        if (!result.success) {
          console.warn('Ignored an invalid new_notification payload', result.error.message);
          return;
        }
        const notification = result.data;
        const known = getState().notifications.latest.some((held) => held.id === notification.id);
        dispatch(notificationReceived(notification));
        if (!known) deps.onNotification(notification);
      }

      socket.on('connect', onConnect);
      socket.on('new_notification', onNewNotification);
      void seed();
      try {
        await listenerApi.condition(realtimeStopped.match);
      } finally {
        socket.off('connect', onConnect);
        socket.off('new_notification', onNewNotification);
      }
    },
  });
  return () => {
    unsubscribe({ cancelActive: true });
    unsubscribeChanges();
  };
}
