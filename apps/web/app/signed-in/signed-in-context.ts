import type { QuireApi } from '@quire/api-client';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppStore, RootState } from './store';

/** What the lazy signed-in bundle hands to pages once it has loaded. */
export interface SignedIn {
  store: AppStore;
  /** Browser-side API client (cookie-authenticated, same host as the API). */
  api: QuireApi;
  /**
   * Feeds the store a count the server just gave (a page's loader): pages stay free of Redux
   * code, the store stays the one live source.
   */
  setUnreadNotifications(count: number): void;
}

/** Null until the signed-in bundle has loaded (and always for signed-out visitors). */
export const SignedInContext = createContext<SignedIn | null>(null);

/** The signed-in store and API, or null while they load. Types only: no Redux code here. */
export function useSignedIn(): SignedIn | null {
  return useContext(SignedInContext);
}

const noop = () => () => {};

/**
 * Reads the signed-in store without react-redux (for layouts outside its Provider); `fallback`
 * until the store exists.
 * @example const unread = useSignedInSelector((state) => state.chat.unReadCount, 0);
 */
export function useSignedInSelector<T>(select: (state: RootState) => T, fallback: T): T {
  const store = useSignedIn()?.store;
  return useSyncExternalStore(
    store ? store.subscribe : noop,
    () => (store ? select(store.getState()) : fallback),
    () => fallback,
  );
}

/**
 * The unread notification count to show: the live store's once it has heard from the server,
 * else `serverCount` from the page's loader (server render, before the bundle loads, no JS).
 * @example const unread = useUnreadNotifications(loaderData.unread);
 */
export function useUnreadNotifications(serverCount: number | null | undefined): number {
  const live = useSignedInSelector(
    (state) => (state.notifications.seeded ? state.notifications.unreadCount : null),
    null,
  );
  return live ?? serverCount ?? 0;
}
