import {
  DEFAULT_ABSTRACT_WORD_LIMIT,
  SUBMISSION_KEYWORD_LIMIT,
  type SubmissionOptions,
} from '@quire/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { journals, settings } from '../db/schema';
import { uploadPolicies } from '../files/upload-policy';

/** The setting that overrides the abstract word limit. */
export const ABSTRACT_WORD_LIMIT_SETTING = 'submission_abstract_word_limit';

/** The abstract word limit: the setting when it holds a positive whole number, else the default. */
export async function abstractWordLimit(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, ABSTRACT_WORD_LIMIT_SETTING))
    .limit(1);
  const limit = row ? Number(row.value.trim()) : Number.NaN;
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_ABSTRACT_WORD_LIMIT;
}

/** What the submission wizard needs (2 queries: journals with their sections, the word limit). */
export async function loadSubmissionOptions(
  db: Database,
  config: Config,
): Promise<SubmissionOptions> {
  const [rows, wordLimit] = await Promise.all([
    db
      .select({
        id: journals.id,
        slug: journals.slug,
        title: journals.title,
        declarations: journals.submissionDeclarations,
        // Correlated subquery with the outer table named literally (see journal-query.ts).
        sections: sql<Array<{ id: number; title: string }>>`coalesce((
          select json_agg(json_build_object('id', s.id, 'title', s.title) order by s.position, s.id)
          from sections s where s.journal_id = journals.id and s.submissions_open), '[]'::json)`,
      })
      .from(journals)
      // Only the journals that take submissions now (open, not archived).
      .where(and(eq(journals.submissionsOpen, true), isNull(journals.archivedAt)))
      .orderBy(asc(journals.position), asc(journals.title), asc(journals.id)),
    abstractWordLimit(db),
  ]);
  const policies = uploadPolicies(config);
  return {
    journals: rows,
    abstractWordLimit: wordLimit,
    keywordLimit: SUBMISSION_KEYWORD_LIMIT,
    uploads: {
      manuscript: {
        extensions: [...policies.manuscript.extensions],
        maxBytes: policies.manuscript.maxBytes,
      },
      supplementary: {
        extensions: [...policies.supplementary.extensions],
        maxBytes: policies.supplementary.maxBytes,
      },
    },
  };
}
