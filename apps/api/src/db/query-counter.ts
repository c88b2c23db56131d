import { AsyncLocalStorage } from 'node:async_hooks';

/** The queries counted for one request (or one `countQueries` call). */
export interface QueryScope {
  count: number;
}

const storage = new AsyncLocalStorage<QueryScope>();

/**
 * Counts the SQL queries run inside `work` (and everything it awaits).
 * Used per request, so tests can prove no endpoint runs more than a few queries (no N+1).
 */
export async function countQueries<T>(
  work: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const scope: QueryScope = { count: 0 };
  const result = await storage.run(scope, work);
  return { result, queries: scope.count };
}

/** Starts a counting scope for the rest of the current async context (one request). */
export function enterQueryScope(): void {
  storage.enterWith({ count: 0 });
}

/** Queries counted so far in the current scope, or 0 outside one. */
export function queriesInScope(): number {
  return storage.getStore()?.count ?? 0;
}

/** The current scope, if any: remember it to credit work done for this request elsewhere. */
export function currentQueryScope(): QueryScope | undefined {
  return storage.getStore();
}

/**
 * Runs `work` in a scope of its own and credits its queries to each of `scopes` once: a
 * statement shared by several requests (a batch) counts for every request that waited for it,
 * not only for the one whose turn of the event loop happened to run it.
 */
export async function creditQueries<T>(
  scopes: Iterable<QueryScope | undefined>,
  work: () => Promise<T>,
): Promise<T> {
  const shared: QueryScope = { count: 0 };
  try {
    return await storage.run(shared, work);
  } finally {
    for (const scope of new Set(scopes)) if (scope) scope.count += shared.count;
  }
}

/**
 * Statements that only open or close a transaction. Drizzle runs them as queries on
 * node-postgres and inside the driver on PGlite; they are not counted, so one request counts the
 * same on both engines.
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/** Drizzle logger hook: records one query in the current scope (transaction control aside). */
export const queryCountingLogger = {
  logQuery(query: string): void {
    if (TRANSACTION_CONTROL.test(query)) return;
    const scope = storage.getStore();
    if (scope) scope.count += 1;
  },
};
