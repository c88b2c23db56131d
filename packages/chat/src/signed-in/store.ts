import { adminInboxSlice, chatSlice, connectionSlice, notificationsSlice } from '@quire/realtime';
import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type ListenerMiddlewareInstance,
} from '@reduxjs/toolkit';

const rootReducer = combineReducers({
  [chatSlice.reducerPath]: chatSlice.reducer,
  [connectionSlice.reducerPath]: connectionSlice.reducer,
  [adminInboxSlice.reducerPath]: adminInboxSlice.reducer,
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
});

/** The signed-in store's state. */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store of the signed-in bundle: chat, connection, the admin inbox and the notifications
 * counter (the session is the page's: the store exists only while there is one). The listener
 * middleware is where the realtime listeners (and their socket) live.
 * @example const store = makeStore(undefined, listener);
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  listener: ListenerMiddlewareInstance = createListenerMiddleware(),
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
}

/** The store type. */
export type AppStore = ReturnType<typeof makeStore>;
/** The store's dispatch. */
export type AppDispatch = AppStore['dispatch'];
