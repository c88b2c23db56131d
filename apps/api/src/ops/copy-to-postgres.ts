import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { rowsOf, type SqlExecutor } from '../db/raw-rows';

/** Rows read from the embedded database and written to PostgreSQL per statement. */
const BATCH_ROWS = 500;

/** One copied table and its row count (the same in both databases once verified). */
export interface CopiedTable {
  table: string;
  rows: number;
}

/** What {@link copyToPostgres} needs: where the data is and where it goes. */
export interface CopyToPostgresOptions {
  /** The API's data folder (`QUIRE_DATA_DIR`, holding `pglite/`): the embedded database. */
  from: string;
  /** The empty PostgreSQL database, `postgres://user:password@host:5432/name`. */
  to: string;
  /** Called after each table, e.g. to print progress. */
  onTable?: (copied: CopiedTable) => void;
}

/** Thrown when the copy cannot start or its result does not match; nothing is left half-copied. */
export class CopyRefusedError extends Error {
  override name = 'CopyRefusedError';
}

/** The tables of the `public` schema (the app's own; migrations' bookkeeping lives elsewhere). */
async function publicTables(db: SqlExecutor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

async function countRows(db: SqlExecutor, table: string): Promise<number> {
  const [row] = await rowsOf<{ count: string | number }>(
    db,
    sql`select count(*) as count from ${sql.identifier(table)}`,
  );
  return Number(row?.count ?? 0);
}

/**
 * The tables in an order that inserts every referenced row before the rows that refer to it
 * (foreign keys), so the copy needs no superuser rights to suspend constraint checks.
 */
async function parentsFirst(db: SqlExecutor, tables: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return; // a cycle: rows go in physical order
    visiting.add(table);
    for (const edge of edges) {
      if (edge.child === table && edge.parent !== table) visit(edge.parent);
    }
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** Columns that hold data: generated columns (search vectors) are computed again by the target. */
async function storedColumns(db: SqlExecutor, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute
        where attrelid = ${`public.${quoteIdent(table)}`}::regclass and attnum > 0
          and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  return rows.map((row) => row.name);
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Copies one table in batches. Rows travel as JSON and are rebuilt by the target's own column
 * types (`json_populate_recordset`), so arrays, JSON, timestamps, enums and bytes keep their
 * values without a per-type conversion here. Identity values are kept as they are.
 */
async function copyTable(source: SqlExecutor, target: SqlExecutor, table: string): Promise<void> {
  const columns = sql.join(
    (await storedColumns(source, table)).map((column) => sql.identifier(column)),
    sql`, `,
  );
  for (let offset = 0; ; offset += BATCH_ROWS) {
    const [batch] = await rowsOf<{ rows: string }>(
      source,
      sql`select coalesce(json_agg(t), '[]')::text as rows from (
            select ${columns} from ${sql.identifier(table)} order by ctid
            limit ${BATCH_ROWS} offset ${offset}) t`,
    );
    const json = batch?.rows ?? '[]';
    if (json === '[]') return;
    await target.execute(
      sql`insert into ${sql.identifier(table)} (${columns}) overriding system value
          select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
    );
  }
}

/** Sets every serial and identity sequence past the largest value copied into its column. */
async function resetSequences(target: SqlExecutor, tables: string[]): Promise<void> {
  for (const table of tables) {
    const owned = await rowsOf<{ column: string; sequence: string }>(
      target,
      sql`select attname as column, pg_get_serial_sequence(${`public.${quoteIdent(table)}`}, attname) as sequence
          from pg_attribute
          where attrelid = ${`public.${quoteIdent(table)}`}::regclass and attnum > 0 and not attisdropped
            and pg_get_serial_sequence(${`public.${quoteIdent(table)}`}, attname) is not null`,
    );
    for (const { column, sequence } of owned) {
      await target.execute(
        sql`select setval(${sequence}::regclass,
              coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1,
              false)`,
      );
    }
  }
}

async function nonEmptyTables(db: SqlExecutor): Promise<string[]> {
  const found: string[] = [];
  for (const table of await publicTables(db)) {
    const [row] = await rowsOf<{ any: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table)}) as any`,
    );
    if (row?.any) found.push(table);
  }
  return found;
}

/**
 * Copies the embedded (PGlite) database of a data folder into an empty PostgreSQL database:
 * brings both to the current schema (migrations), copies every table parents-first in one
 * transaction, sets each sequence past the copied ids, and compares every table's row count
 * before committing. Refuses a target that holds any row, and a data folder an API is using.
 * Uploaded files stay where they are (`{from}/files`): point the API's `QUIRE_DATA_DIR` there
 * (or copy that folder) when it switches to `DATABASE_URL`.
 * @example await copyToPostgres({ from: '.data', to: 'postgres://quire@db/quire' });
 */
export async function copyToPostgres(options: CopyToPostgresOptions): Promise<CopiedTable[]> {
  if (!/^postgres(ql)?:\/\//.test(options.to)) {
    throw new CopyRefusedError('--to must be a PostgreSQL URL such as postgres://user@host/name.');
  }
  // Opening a folder without a database would create an empty one and copy nothing.
  if (!fs.existsSync(path.join(options.from, 'pglite', 'PG_VERSION'))) {
    throw new CopyRefusedError(
      `${options.from} holds no embedded database (no pglite/ folder): --from is the API's QUIRE_DATA_DIR.`,
    );
  }
  const target = await openDatabase({ databaseUrl: options.to, poolSize: 2 });
  try {
    // Checked before migrating: migrations themselves insert no rows, so any row is someone's.
    const occupied = await nonEmptyTables(target.db);
    if (occupied.length > 0) {
      throw new CopyRefusedError(
        `The target database is not empty (rows in ${occupied.join(', ')}); copy into a new, empty database.`,
      );
    }
    const source = await openDatabase({ dataDir: options.from });
    try {
      await source.migrate();
      await target.migrate();
      const tables = await parentsFirst(source.db, await publicTables(source.db));
      const expected = new Map<string, number>();
      for (const table of tables) expected.set(table, await countRows(source.db, table));

      return await target.db.transaction(async (tx) => {
        const copied: CopiedTable[] = [];
        // Rows are copied as they are: triggers that derive columns or register rows elsewhere
        // (search vectors, the DOI register) would add or change what the copy brings.
        for (const table of tables) {
          await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
        }
        for (const table of tables) {
          await copyTable(source.db, tx, table);
          const rows = await countRows(tx, table);
          if (rows !== expected.get(table)) {
            throw new CopyRefusedError(
              `Row counts differ for ${table}: ${expected.get(table)} in the embedded database, ${rows} copied. Nothing was kept.`,
            );
          }
          copied.push({ table, rows });
          options.onTable?.({ table, rows });
        }
        await resetSequences(tx, tables);
        for (const table of tables) {
          await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
        }
        return copied;
      });
    } finally {
      await source.close();
    }
  } finally {
    await target.close();
  }
}
