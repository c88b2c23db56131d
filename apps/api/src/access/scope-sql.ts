import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { submissions } from '../db/schema';
import type { EditorialScope, JournalScope } from './access';

/** Matches nothing: the condition of an empty scope. */
const NOTHING = sql`false`;

/** Rows whose journal (`column`) is within the scope; undefined (no condition) for all journals. */
export function journalIn(column: AnyPgColumn, scope: JournalScope): SQL | undefined {
  if (scope === 'all') return undefined;
  return scope.length > 0 ? inArray(column, scope) : NOTHING;
}

/** Submissions within an editorial scope: their journal's, or their section's. */
export function submissionInScope(scope: EditorialScope): SQL | undefined {
  if (scope === 'all') return undefined;
  const conditions = [
    scope.journalIds.length > 0 ? inArray(submissions.journalId, scope.journalIds) : undefined,
    scope.sectionIds.length > 0 ? inArray(submissions.sectionId, scope.sectionIds) : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? or(...conditions) : NOTHING;
}
