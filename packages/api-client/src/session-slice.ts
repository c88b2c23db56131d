import type { Session } from '@quire/contracts';
import type { AuthState } from './auth-config';
import type { AuthSession } from './auth-session-api';

/** Key of the session state in the root state (`combineReducers({ session: sessionReducer })`). */
export const SESSION_SLICE_NAME = 'session';

/** The session state before the first fetch. */
export const initialSessionState: AuthState = {
  status: 'loading',
  data: null,
  lastRefreshedAt: null,
};

/** The one action: the auth session changed, carrying its new state. */
export interface SessionChangedAction<Data = Session> {
  type: 'session/sessionChanged';
  payload: AuthState<Data>;
}

/**
 * Action creator of {@link SessionChangedAction}, shaped like Redux Toolkit's (`.type`, `.match`).
 * @example store.dispatch(sessionChanged(session.getState()))
 */
export const sessionChanged = Object.assign(
  <Data = Session>(payload: AuthState<Data>): SessionChangedAction<Data> => ({
    type: 'session/sessionChanged',
    payload,
  }),
  {
    type: 'session/sessionChanged' as const,
    match: (action: { type: string }): action is SessionChangedAction =>
      action.type === 'session/sessionChanged',
  },
);

/**
 * The session slice reducer: mirrors the auth session so components read status and user from
 * the store without fetching again. Plain Redux, fit for `combineReducers` and RTK's `configureStore`.
 */
export function sessionReducer(
  state: AuthState = initialSessionState,
  action: { type: string },
): AuthState {
  return sessionChanged.match(action) ? action.payload : state;
}

/**
 * Keeps a store in step with an auth session: dispatches the current state now and after every
 * change. Returns the unsubscribe.
 * @example const unbind = bindSessionToStore(session, store.dispatch);
 */
export function bindSessionToStore<Data>(
  session: Pick<AuthSession<Data>, 'getState' | 'subscribe'>,
  dispatch: (action: SessionChangedAction<Data>) => unknown,
): () => void {
  dispatch(sessionChanged(session.getState()));
  return session.subscribe(() => dispatch(sessionChanged(session.getState())));
}

/** The session state of a root state. */
export const selectSession = (root: { session: AuthState }): AuthState => root.session;
/** The authentication status. */
export const selectSessionStatus = (root: { session: AuthState }) => root.session.status;
/** Whether a user is signed in. */
export const selectIsAuthenticated = (root: { session: AuthState }): boolean =>
  root.session.status === 'authenticated';
/** The signed-in user, or null. */
export const selectSessionUser = (root: { session: AuthState }) => root.session.data?.user ?? null;
