import { SESSION_SLICE_NAME, sessionReducer } from '@quire/api-client';
import { combineReducers, configureStore } from '@reduxjs/toolkit';

const rootReducer = combineReducers({ [SESSION_SLICE_NAME]: sessionReducer });

/** The signed-in store's state. */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store of the signed-in bundle (session now; chat and realtime join in issues 6 and 7).
 * @example const store = makeStore({ session: { status: 'authenticated', data, lastRefreshedAt } });
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

/** The store type. */
export type AppStore = ReturnType<typeof makeStore>;
