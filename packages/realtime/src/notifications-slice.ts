import type { Notification } from '@quire/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** How many live notifications the slice keeps (the list page reads the rest from the API). */
export const LATEST_NOTIFICATIONS_LIMIT = 20;

/** The signed-in user's notifications as the panel navigation and toasts need them. */
export interface NotificationsState {
  /** Unread notifications on the server, kept live by socket events. */
  unreadCount: number;
  /** Whether `unreadCount` has come from the server at least once (else it is a guess). */
  seeded: boolean;
  /** The newest notifications that arrived live (newest first, at most {@link LATEST_NOTIFICATIONS_LIMIT}). */
  latest: Notification[];
}

/** The state before the server has been asked. */
export const initialNotificationsState: NotificationsState = {
  unreadCount: 0,
  seeded: false,
  latest: [],
};

/** The notifications slice: unread counter and the latest live items. */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    /** The server's unread total (on start, after every reconnect, after a page load). */
    unreadNotificationsSet(state, action: PayloadAction<number>) {
      state.unreadCount = Math.max(0, Math.floor(action.payload));
      state.seeded = true;
    },
    /** One more unread notification than before. */
    unreadNotificationsIncremented(state) {
      state.unreadCount += 1;
    },
    /**
     * A notification arrived live. It goes to the front; one already held (the same id twice,
     * e.g. a replayed event) changes nothing, so the counter never counts it twice.
     */
    notificationReceived(state, action: PayloadAction<Notification>) {
      const notification = action.payload;
      if (state.latest.some((held) => held.id === notification.id)) return;
      state.latest.unshift(notification);
      state.latest.length = Math.min(state.latest.length, LATEST_NOTIFICATIONS_LIMIT);
      if (notification.readAt === null) state.unreadCount += 1;
    },
    /**
     * One notification was read. The counter drops only when the slice knew it unread; for one it
     * never held, `unreadNotificationsSet` with the server's total follows.
     */
    notificationMarkedRead(state, action: PayloadAction<{ id: number; readAt: string }>) {
      const held = state.latest.find((item) => item.id === action.payload.id);
      if (!held || held.readAt !== null) return;
      held.readAt = action.payload.readAt;
      state.unreadCount = Math.max(0, state.unreadCount - 1);
    },
    /** Every notification was read. */
    allNotificationsMarkedRead(state, action: PayloadAction<{ readAt: string }>) {
      for (const item of state.latest) item.readAt ??= action.payload.readAt;
      state.unreadCount = 0;
    },
  },
  selectors: {
    selectUnreadNotifications: (state) => state.unreadCount,
    selectNotificationsSeeded: (state) => state.seeded,
    selectLatestNotifications: (state) => state.latest,
  },
});

export const {
  allNotificationsMarkedRead,
  notificationMarkedRead,
  notificationReceived,
  unreadNotificationsIncremented,
  unreadNotificationsSet,
} = notificationsSlice.actions;

export const { selectLatestNotifications, selectNotificationsSeeded, selectUnreadNotifications } =
  notificationsSlice.selectors;
