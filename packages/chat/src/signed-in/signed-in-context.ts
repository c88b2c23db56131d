import { useContext, useSyncExternalStore } from 'react';
import { type SignedIn, SignedInContext } from './signed-in-provider';
import type { RootState } from './store';

export { type SignedIn, SignedInContext } from './signed-in-provider';

/** The signed-in store and API, or null while they load. Types only: no Redux code here. */
export function useSignedIn(): SignedIn | null {
  return useContext(SignedInContext);
}

const noop = () => () => {};

/**
 * Reads the signed-in store; `fallback` until the store exists (server render, before the
 * bundle loads, signed-out visitors). For the layouts every visitor loads: react-redux's
 * `useSelector` needs a store, and would bring react-redux into signed-out pages (the chat
 * screens use it, see `signed-in-redux.tsx`). `select` must return the same value for the same state
 * (a slice's selectors do), or React renders again forever.
 * @example const unread = useSignedInSelector(selectUnreadCount, 0);
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
 * The signed-in area for a screen that only renders once it has loaded (the chat screens).
 * @throws Error when rendered outside a loaded signed-in area.
 */
export function useLoadedSignedIn(): SignedIn {
  const signedIn = useSignedIn();
  if (!signedIn) throw new Error('The chat screens render inside a loaded signed-in area.');
  return signedIn;
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

/** The live count of unread chat messages for the panel's badge; 0 until the store exists. */
export function useUnreadChat(): number {
  return useSignedInSelector((state) => state.chat.unReadCount, 0);
}
