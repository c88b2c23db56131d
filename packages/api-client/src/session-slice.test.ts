import type { Session } from '@quire/contracts';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import type { AuthState } from './auth-config';
import { createAuthSession } from './auth-session';
import { createHttpClient } from './http-client';
import {
  bindSessionToStore,
  initialSessionState,
  SESSION_SLICE_NAME,
  selectIsAuthenticated,
  selectSession,
  selectSessionStatus,
  selectSessionUser,
  sessionChanged,
  sessionReducer,
} from './session-slice';

const signedIn: Session = {
  user: {
    id: 7,
    email: 'ada@example.org',
    name: 'Ada',
    role: 'author',
    affiliation: null,
    orcid: null,
    bio: null,
    avatarUrl: null,
    journals: [],
  },
  expiresAt: '2030-01-01T00:00:00.000Z',
};

function makeStore() {
  return configureStore({
    reducer: combineReducers({ [SESSION_SLICE_NAME]: sessionReducer }),
  });
}

// Nothing here reaches a server: the store holds no token and sign-out calls no endpoint.
function makeSession(initialSession?: Session | null) {
  return createAuthSession({
    http: createHttpClient({ apiUrl: 'http://127.0.0.1:9/api/' }),
    endpoints: { signOut: false },
    focusTarget: null,
    navigate: () => {},
    ...(initialSession === undefined ? {} : { initialSession }),
  });
}

describe('sessionReducer', () => {
  it('starts loading', () => {
    expect(sessionReducer(undefined, { type: '@@INIT' })).toEqual(initialSessionState);
  });

  it('takes the state carried by sessionChanged', () => {
    const next: AuthState = {
      status: 'authenticated',
      data: signedIn,
      lastRefreshedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(sessionReducer(initialSessionState, sessionChanged(next))).toBe(next);
  });

  it('ignores other actions', () => {
    expect(sessionReducer(initialSessionState, { type: 'chat/messageReceived' })).toBe(
      initialSessionState,
    );
  });
});

describe('sessionChanged', () => {
  it('is shaped like a Redux Toolkit action creator', () => {
    expect(sessionChanged.type).toBe('session/sessionChanged');
    expect(sessionChanged.match(sessionChanged(initialSessionState))).toBe(true);
    expect(sessionChanged.match({ type: 'other' })).toBe(false);
  });
});

describe('bindSessionToStore', () => {
  it('puts the current state in the store at once', () => {
    const store = makeStore();
    const session = makeSession(signedIn);
    bindSessionToStore(session, store.dispatch);
    expect(selectSessionStatus(store.getState())).toBe('authenticated');
    expect(selectSessionUser(store.getState())?.name).toBe('Ada');
    session.destroy();
  });

  it('follows every change of the session', async () => {
    const store = makeStore();
    const session = makeSession(signedIn);
    bindSessionToStore(session, store.dispatch);
    await session.signOut({ redirect: false });
    expect(selectSession(store.getState())).toEqual({
      status: 'unauthenticated',
      data: null,
      lastRefreshedAt: null,
    });
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    session.destroy();
  });

  it('moves from loading to unauthenticated when there is no session', async () => {
    const store = makeStore();
    const session = makeSession();
    bindSessionToStore(session, store.dispatch);
    expect(selectSessionStatus(store.getState())).toBe('loading');
    await session.getSession();
    expect(selectSessionStatus(store.getState())).toBe('unauthenticated');
    session.destroy();
  });

  it('stops after unbinding', async () => {
    const store = makeStore();
    const session = makeSession(signedIn);
    const unbind = bindSessionToStore(session, store.dispatch);
    unbind();
    await session.signOut({ redirect: false });
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    session.destroy();
  });

  it('keeps the state serialisable (no Redux Toolkit warnings)', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const store = makeStore();
    const session = makeSession(signedIn);
    bindSessionToStore(session, store.dispatch);
    await session.signOut({ redirect: false });
    session.destroy();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
