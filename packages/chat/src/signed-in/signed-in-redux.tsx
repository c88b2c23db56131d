import type { ReactNode } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { useLoadedSignedIn } from './signed-in-context';
import type { AppDispatch, RootState } from './store';

// react-redux, like Redux itself, reaches the browser only with the chat screens (lazily loaded
// chunks for signed-in people). The layouts every visitor loads read the store through
// `useSignedInSelector` instead, which needs no store at all while there is none.

/** `useSelector` typed for the signed-in store. */
export const useAppSelector = useSelector.withTypes<RootState>();

/** `useDispatch` typed for the signed-in store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/**
 * Provides the loaded signed-in store to react-redux's hooks below it: each chat screen wraps
 * itself in it, so the screens use `useAppSelector`/`useAppDispatch` like any Redux app.
 */
export function SignedInStoreProvider({ children }: { children: ReactNode }) {
  const { store } = useLoadedSignedIn();
  return <Provider store={store}>{children}</Provider>;
}
