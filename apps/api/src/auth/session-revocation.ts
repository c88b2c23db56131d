import type { Database } from '../db/client';

/** Sessions that just ended: some by id, or every session of an account that was deleted. */
export type EndedSessions = { sessionIds: readonly number[] } | { userId: number };

/** Reacts to ended sessions, e.g. by disconnecting their sockets. Must not throw. */
export type SessionEndListener = (ended: EndedSessions) => void;

// Keyed by the database handle: the session store is called with nothing but `db`, and the
// realtime server attached to the same app registers here. Several apps in one process (tests,
// two nodes) each have their own handle, so they never hear one another's sessions.
const listeners = new WeakMap<Database, Set<SessionEndListener>>();

/**
 * Registers a listener for the sessions ended through this database handle (sign-out,
 * password change or reset, account deletion). Returns the function that unregisters it.
 */
export function onSessionsEnded(db: Database, listener: SessionEndListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/**
 * Tells the listeners that sessions ended (after the change is committed). A failing listener
 * is isolated: ending a session never fails because of it (open sockets are re-validated
 * periodically anyway, see `realtime/session-sockets.ts`).
 */
export function announceSessionsEnded(db: Database, ended: EndedSessions): void {
  if ('sessionIds' in ended && ended.sessionIds.length === 0) return;
  for (const listener of listeners.get(db) ?? []) {
    try {
      listener(ended);
    } catch {
      // A listener logs its own failures; the others must still run.
    }
  }
}
