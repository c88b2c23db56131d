import { AsyncLocalStorage } from 'node:async_hooks';

interface QueryScope {
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

/** Drizzle logger hook: records one query in the current scope. */
export const queryCountingLogger = {
  logQuery(): void {
    const scope = storage.getStore();
    if (scope) scope.count += 1;
  },
};
