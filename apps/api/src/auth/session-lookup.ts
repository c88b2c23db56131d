import { setImmediate as nextTurn } from 'node:timers/promises';
import type { JournalMembership } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { membershipsOf } from '../access/memberships';
import type { Database } from '../db/client';
import { creditQueries, currentQueryScope, type QueryScope } from '../db/query-counter';
import { rowsOf } from '../db/raw-rows';
import { sessions, users } from '../db/schema';
import { type EndedSessions, onSessionsEnded } from './session-revocation';

/** A live session's user, as the resolver reads it. */
export interface SessionRow {
  id: number;
  email: string;
  name: string;
  role: 'author' | 'admin';
  /** The journals the user holds roles in (read in the same query, see `membershipsOf`). */
  journals: JournalMembership[];
  sessionId: number;
}

/** A live session as the query found it. */
interface Found {
  row: SessionRow;
  /** When the session itself expires (ms since the epoch). */
  expiresAt: number;
}

/** A live session remembered for a moment. */
interface Remembered extends Found {
  /** Until when the answer may be reused without asking again (ms since the epoch). */
  reuseUntil: number;
}

interface Lookup {
  tokenHash: string;
  scope: QueryScope | undefined;
  resolve: (row: SessionRow | undefined) => void;
  reject: (error: unknown) => void;
}

/** Token hashes per query: far more than one turn of the event loop reads under load. */
const MAX_LOOKUPS = 500;

/** Sessions remembered at most; past this the oldest answers are dropped first. */
const MAX_REMEMBERED = 10_000;

/**
 * Resolves session tokens in batches: the requests read in one turn of the event loop share one
 * indexed query (`token_hash = any(...)`) instead of one round trip each, and while that query
 * runs, the requests arriving meanwhile wait to share the next one (as chat sends share a commit,
 * see `ChatSendBatcher`). Under load that keeps the queries — each a round trip that wakes a
 * database process — far fewer than the requests; an idle server still asks at once.
 *
 * A live session's answer is then reused for `reuseMs` (never past the session's expiry), so
 * a client sending many requests (an administrator answering chats, a page's parallel calls)
 * is read from the database about once per window instead of once per request. Ending a
 * session (sign-out, password change, account deletion) forgets it on this node when the
 * session store announces it, and on the other nodes when the realtime layer relays that
 * announcement, so an ended session is refused from the next request on. The reuse window only
 * bounds what a lost announcement leaves (a node that died between commit and announcement, a
 * Redis outage), and a changed display name or journal role shows on the next read. Tokens that match nothing
 * are never remembered: a new session resolves at once, and guessed tokens fill nothing.
 */
export class SessionLookup {
  private pending: Lookup[] = [];
  private asking = false;
  private readonly remembered = new Map<string, Remembered>();
  /** Counts `forget` calls: an answer read while a session ended is not remembered. */
  private generation = 0;

  /** `reuseMs`: how long a live session's answer is reused (0: never). */
  constructor(
    private readonly db: Database,
    private readonly reuseMs: number,
  ) {
    // Module-level listeners keyed by the handle: nothing to unregister when the app closes.
    onSessionsEnded(db, (ended) => this.forget(ended));
  }

  /** The live (not revoked, not expired) session with this token hash, or undefined. */
  find(tokenHash: string): Promise<SessionRow | undefined> {
    const known = this.remembered.get(tokenHash);
    if (known) {
      const now = Date.now();
      if (known.reuseUntil > now && known.expiresAt > now) return Promise.resolve(known.row);
      this.remembered.delete(tokenHash);
    }
    return new Promise((resolve, reject) => {
      this.pending.push({ tokenHash, scope: currentQueryScope(), resolve, reject });
      if (!this.asking) {
        this.asking = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  /** Asks for what is pending until nothing is; lookups arriving meanwhile join the next ask. */
  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const lookups = this.pending.splice(0, MAX_LOOKUPS);
        const generation = this.generation;
        try {
          const rows = await creditQueries(
            lookups.map((lookup) => lookup.scope),
            () => this.query([...new Set(lookups.map((lookup) => lookup.tokenHash))]),
          );
          // A session ended while the query ran may be in its answer: remember nothing then.
          if (generation === this.generation) this.remember(rows);
          for (const lookup of lookups) lookup.resolve(rows.get(lookup.tokenHash)?.row);
        } catch (error) {
          for (const lookup of lookups) lookup.reject(error);
        }
        // As for chat sends: the requests read in the next turn join the waiting ones.
        if (this.pending.length > 0 && this.pending.length < MAX_LOOKUPS) await nextTurn();
      }
    } finally {
      this.asking = false;
    }
  }

  /**
   * One statement for every token hash asked: its text is the same however many there are (an
   * array parameter), so nothing is built per lookup and PostgreSQL plans it alike each time.
   */
  private async query(tokenHashes: string[]): Promise<Map<string, Found>> {
    const rows = await rowsOf<SessionRow & { tokenHash: string; expiresAt: string | number }>(
      this.db,
      sql`select s.token_hash as "tokenHash", u.id, u.email, u.name, u.role, s.id as "sessionId",
          ${membershipsOf(sql`u.id`)} as "journals",
          (extract(epoch from s.expires_at) * 1000)::float8 as "expiresAt"
        from ${sessions} s join ${users} u on u.id = s.user_id
        where s.token_hash = any(${sql.param(tokenHashes)}::text[])
          and s.revoked_at is null and s.expires_at > ${new Date().toISOString()}::timestamptz
          and u.disabled_at is null`,
    );
    return new Map(
      rows.map(({ tokenHash, expiresAt, ...row }) => [
        tokenHash,
        { row, expiresAt: Number(expiresAt) },
      ]),
    );
  }

  /** Keeps the live sessions just read for `reuseMs`, dropping the oldest beyond the bound. */
  private remember(found: Map<string, Found>): void {
    if (this.reuseMs <= 0) return;
    const reuseUntil = Date.now() + this.reuseMs;
    for (const [tokenHash, { row, expiresAt }] of found) {
      this.remembered.delete(tokenHash);
      this.remembered.set(tokenHash, { row, expiresAt, reuseUntil });
    }
    for (const oldest of this.remembered.keys()) {
      if (this.remembered.size <= MAX_REMEMBERED) break;
      this.remembered.delete(oldest);
    }
  }

  /**
   * Forgets ended sessions (by id, or every session of a deleted account), and any answer
   * being read right now. The session store's announcements call this on the node that ended
   * them; the realtime layer calls it on the other nodes.
   */
  forget(ended: EndedSessions): void {
    this.generation += 1;
    const hasEnded = (row: SessionRow) =>
      'sessionIds' in ended ? ended.sessionIds.includes(row.sessionId) : row.id === ended.userId;
    for (const [tokenHash, { row }] of this.remembered) {
      if (hasEnded(row)) this.remembered.delete(tokenHash);
    }
  }
}

const lookups = new WeakMap<Database, SessionLookup>();

/**
 * The session lookup of a database handle, shared by every request of the app using it;
 * `reuseMs` (the configured `sessionReuseMs`) applies when the first caller creates it.
 */
export function sessionLookupOf(db: Database, reuseMs: number): SessionLookup {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = new SessionLookup(db, reuseMs);
    lookups.set(db, lookup);
  }
  return lookup;
}
