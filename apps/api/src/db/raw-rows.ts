import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Anything that runs raw SQL: the database or a transaction. */
export type SqlExecutor = Pick<Database, 'execute'>;

/**
 * Runs a raw statement and gives its rows as the driver returned them (column names as the SQL
 * spells them, values as the driver parses them): node-postgres and PGlite both answer `{ rows }`.
 * Counted like every Drizzle query (it goes through Drizzle's logger).
 */
export async function rowsOf<Row>(db: SqlExecutor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
