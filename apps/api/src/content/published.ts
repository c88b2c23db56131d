import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * True when a publication time is set and has come: NULL (draft) and future (scheduled) rows are
 * not public. `now()` is evaluated by the database, so every node agrees on the clock.
 */
export function isPublished(column: AnyPgColumn): SQL {
  return sql`${column} <= now()`;
}

/**
 * An issue readers see listed and can open: published (its date has come) and not withdrawn.
 * A withdrawn issue's articles stay readable (with a notice); the issue leaves the lists.
 */
export function issueIsPublic(table: { publishedAt: AnyPgColumn; withdrawnAt: AnyPgColumn }): SQL {
  return sql`(${table.publishedAt} <= now() and ${table.withdrawnAt} is null)`;
}

/** An ISO 8601 string for a timestamp read through Drizzle (a Date, or the driver's text). */
export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
