import type { JournalReviewer, MyReviewerInterests } from '@quire/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { journalRoles, journals, reviewerInterests, users } from '../db/schema';
import { HttpError } from '../http/errors';

/*
 * A reviewer's declared interests, per journal where they review: editors choosing reviewers
 * read them beside each candidate (`assignments.ts`). The reviewer declares their own; the
 * journal's managers may correct them.
 */

/** The journals where `userId` reviews, by title, each with the interests declared there. */
export async function interestsOfReviewer(
  db: Database,
  userId: number,
): Promise<MyReviewerInterests[]> {
  return db
    .select({
      journalId: journals.id,
      journalTitle: journals.title,
      interests: sql<string[]>`coalesce(${reviewerInterests.interests}, '{}'::text[])`,
    })
    .from(journalRoles)
    .innerJoin(journals, eq(journals.id, journalRoles.journalId))
    .leftJoin(
      reviewerInterests,
      and(
        eq(reviewerInterests.userId, journalRoles.userId),
        eq(reviewerInterests.journalId, journalRoles.journalId),
      ),
    )
    .where(and(eq(journalRoles.userId, userId), eq(journalRoles.role, 'reviewer')))
    .orderBy(asc(journals.title), asc(journals.id));
}

/**
 * Records `userId`'s interests in `journalId` (duplicates dropped, the order kept). 404 unless
 * they review for that journal: interests elsewhere would mean nothing to its editors.
 */
export async function saveReviewerInterests(
  db: Database,
  userId: number,
  journalId: number,
  declared: readonly string[],
): Promise<{ interests: string[] }> {
  const [role] = await db
    .select({ userId: journalRoles.userId })
    .from(journalRoles)
    .where(
      and(
        eq(journalRoles.journalId, journalId),
        eq(journalRoles.userId, userId),
        eq(journalRoles.role, 'reviewer'),
      ),
    );
  if (!role) throw new HttpError(404, 'The reviewer was not found in this journal.');
  const interests = [...new Set(declared)];
  await db
    .insert(reviewerInterests)
    .values({ userId, journalId, interests })
    .onConflictDoUpdate({
      target: [reviewerInterests.userId, reviewerInterests.journalId],
      set: { interests, updatedAt: new Date() },
    });
  return { interests };
}

/** `GET admin/journals/:journalId/reviewers`: the journal's reviewers by name, with their interests. */
export async function reviewersOfJournal(
  db: Database,
  journalId: number,
): Promise<JournalReviewer[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      interests: sql<string[]>`coalesce(${reviewerInterests.interests}, '{}'::text[])`,
    })
    .from(journalRoles)
    .innerJoin(users, eq(users.id, journalRoles.userId))
    .leftJoin(
      reviewerInterests,
      and(
        eq(reviewerInterests.userId, journalRoles.userId),
        eq(reviewerInterests.journalId, journalRoles.journalId),
      ),
    )
    .where(and(eq(journalRoles.journalId, journalId), eq(journalRoles.role, 'reviewer')))
    .orderBy(asc(users.name), asc(users.id));
}
