import type { User } from '@quire/contracts';
import { and, eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords';
import type { SessionUser } from '../auth/session';
import { toUser, userColumns } from '../auth/user-view';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { files, submissions, users } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { unprocessable } from '../submissions/placement';

/** The message of every refused current password. */
export const WRONG_PASSWORD = 'The current password is incorrect.';

/** The user's account as the session returns it. */
export async function loadUser(db: Database, userId: number, config: Config): Promise<User> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound('The account');
  return toUser(row, config);
}

/** 400 on `currentPassword` unless it is the user's password. */
export async function checkCurrentPassword(
  db: Database,
  userId: number,
  password: string,
): Promise<void> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw validationError({ currentPassword: [WRONG_PASSWORD] }, WRONG_PASSWORD);
  }
}

/** Profile fields as validated (`undefined` = unchanged, `null` = cleared). */
export interface ProfileChanges {
  name?: string | undefined;
  affiliation?: string | null | undefined;
  orcid?: string | null | undefined;
  bio?: string | null | undefined;
}

/** Updates the fields sent and returns the account. */
export async function updateProfile(
  db: Database,
  config: Config,
  userId: number,
  changes: ProfileChanges,
): Promise<User> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.affiliation !== undefined) set.affiliation = changes.affiliation;
  if (changes.orcid !== undefined) set.orcid = changes.orcid;
  if (changes.bio !== undefined) set.bio = changes.bio;
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(userColumns);
  if (!row) throw notFound('The account');
  return toUser(row, config);
}

/**
 * Sets the avatar to one of the user's avatar uploads. The previous uploaded avatar is deleted;
 * returns the account and the storage key to remove, if any.
 */
export async function setAvatar(
  db: Database,
  config: Config,
  user: SessionUser,
  fileId: number,
): Promise<{ user: User; removedKey: string | null }> {
  const [file] = await db
    .select({ storageKey: files.storageKey, purpose: files.purpose })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, user.id)))
    .limit(1);
  if (!file) throw unprocessable('fileId', 'Choose an image you uploaded.');
  if (file.purpose !== 'avatar') {
    throw unprocessable(
      'fileId',
      `This file was uploaded as ${file.purpose}; upload the image as an avatar.`,
    );
  }
  return replaceAvatar(db, config, user.id, file.storageKey);
}

/** Sets (or clears) the avatar path and deletes the previous uploaded avatar file. */
export async function replaceAvatar(
  db: Database,
  config: Config,
  userId: number,
  storageKey: string | null,
): Promise<{ user: User; removedKey: string | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatarPath: users.avatarPath })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    const [row] = await tx
      .update(users)
      .set({ avatarPath: storageKey, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning(userColumns);
    if (!row) throw notFound('The account');
    let removedKey: string | null = null;
    const previous = before?.avatarPath;
    if (previous && previous !== storageKey) {
      // Only the user's own upload: never a shared file such as the default avatar.
      const [gone] = await tx
        .delete(files)
        .where(
          and(
            eq(files.storageKey, previous),
            eq(files.ownerId, userId),
            eq(files.purpose, 'avatar'),
          ),
        )
        .returning({ storageKey: files.storageKey });
      removedKey = gone?.storageKey ?? null;
    }
    return { user: toUser(row, config), removedKey };
  });
}

/**
 * Deletes the account after checking the password. Sessions, uploads, submissions,
 * notifications, bookmarks and chat go with it (foreign keys cascade); published articles stay,
 * with `submitted_by` cleared. Returns the storage keys of the deleted uploads.
 */
export async function deleteAccount(
  db: Database,
  user: SessionUser,
  currentPassword: string,
): Promise<string[]> {
  await checkCurrentPassword(db, user.id, currentPassword);
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(eq(files.ownerId, user.id));
    // Submissions (and by cascade their attachments) first: an attached file cannot be deleted.
    await tx.delete(submissions).where(eq(submissions.ownerId, user.id));
    // Then the account and, by cascade, its files, sessions, notifications, bookmarks and chat.
    await tx.delete(users).where(eq(users.id, user.id));
    return owned.map((file) => file.storageKey);
  });
}
