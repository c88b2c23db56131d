import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { creditQueries, currentQueryScope, type QueryScope } from '../db/query-counter';
import { rowsOf } from '../db/raw-rows';
import { sessions, users } from '../db/schema';

/** A live session's user, as the resolver reads it. */
export interface SessionRow {
  id: number;
  email: string;
  name: string;
  role: 'author' | 'admin';
  sessionId: number;
}

interface Lookup {
  tokenHash: string;
  scope: QueryScope | undefined;
  resolve: (row: SessionRow | undefined) => void;
  reject: (error: unknown) => void;
}

/** Token hashes per query: far more than one turn of the event loop reads under load. */
const MAX_LOOKUPS = 500;

/**
 * Resolves session tokens in batches: the requests read in one turn of the event loop share one
 * indexed query (`token_hash = any(...)`) instead of one round trip each, and while that query
 * runs, the requests arriving meanwhile wait to share the next one (as chat sends share a commit,
 * see `ChatSendBatcher`). Under load that keeps the queries — each a round trip that wakes a
 * database process — far fewer than the requests; an idle server still asks at once. Every
 * lookup reads the database after its request arrived, so a session ended before that is not
 * found.
 */
export class SessionLookup {
  private pending: Lookup[] = [];
  private asking = false;

  constructor(private readonly db: Database) {}

  /** The live (not revoked, not expired) session with this token hash, or undefined. */
  find(tokenHash: string): Promise<SessionRow | undefined> {
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
        try {
          const rows = await creditQueries(
            lookups.map((lookup) => lookup.scope),
            () => this.query([...new Set(lookups.map((lookup) => lookup.tokenHash))]),
          );
          for (const lookup of lookups) lookup.resolve(rows.get(lookup.tokenHash));
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
  private async query(tokenHashes: string[]): Promise<Map<string, SessionRow>> {
    const rows = await rowsOf<SessionRow & { tokenHash: string }>(
      this.db,
      sql`select s.token_hash as "tokenHash", u.id, u.email, u.name, u.role, s.id as "sessionId"
        from ${sessions} s join ${users} u on u.id = s.user_id
        where s.token_hash = any(${sql.param(tokenHashes)}::text[])
          and s.revoked_at is null and s.expires_at > ${new Date().toISOString()}::timestamptz`,
    );
    return new Map(rows.map(({ tokenHash, ...row }) => [tokenHash, row]));
  }
}

const lookups = new WeakMap<Database, SessionLookup>();

/** The session lookup of a database handle, shared by every request of the app using it. */
export function sessionLookupOf(db: Database): SessionLookup {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = new SessionLookup(db);
    lookups.set(db, lookup);
  }
  return lookup;
}
