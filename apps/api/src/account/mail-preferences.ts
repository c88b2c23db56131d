import type { MailPreferences, UpdateMailPreferencesBody } from '@quire/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { notFound } from '../http/errors';

const columns = {
  decisions: users.mailDecisions,
  publication: users.mailPublication,
  editorial: users.mailEditorial,
  discussions: users.mailDiscussions,
};

/** The kinds of notice mail an account can switch off; security notices are not among them. */
export type OptionalMail = keyof MailPreferences;

/** Which notice mails the account receives. */
export async function loadMailPreferences(db: Database, userId: number): Promise<MailPreferences> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound('The account');
  return row;
}

/** Changes the switches sent, keeps the others, and returns them all. */
export async function updateMailPreferences(
  db: Database,
  userId: number,
  changes: UpdateMailPreferencesBody,
): Promise<MailPreferences> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.decisions !== undefined) set.mailDecisions = changes.decisions;
  if (changes.publication !== undefined) set.mailPublication = changes.publication;
  if (changes.editorial !== undefined) set.mailEditorial = changes.editorial;
  if (changes.discussions !== undefined) set.mailDiscussions = changes.discussions;
  if (Object.keys(set).length === 0) return loadMailPreferences(db, userId);
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(columns);
  if (!row) throw notFound('The account');
  return row;
}

/** Whether the account wants mail of this kind (an account that is gone wants none). */
export async function wantsMail(
  db: Database,
  userId: number,
  kind: OptionalMail,
): Promise<boolean> {
  const [row] = await db
    .select({ wanted: columns[kind] })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.wanted ?? false;
}

/** Which of these accounts want no mail of this kind (one query; none asked, none read). */
export async function declinedMail(
  db: Database,
  userIds: readonly number[],
  kind: OptionalMail,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(columns[kind], false)));
  return new Set(rows.map((row) => row.id));
}
