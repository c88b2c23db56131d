import type { JournalMembership, User } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { membershipsOf } from '../access/memberships';
import type { Config } from '../config';
import { users } from '../db/schema';

/** The columns a `User` is built from; spread into a Drizzle `select`/`returning`. */
export const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  affiliation: users.affiliation,
  orcid: users.orcid,
  bio: users.bio,
  avatarPath: users.avatarPath,
  // Qualified by hand: Drizzle leaves a column of a one-table select unqualified, and inside the
  // subquery a bare "id" would be the journal's.
  journals: membershipsOf(sql.raw('"users"."id"')),
};

/** A row selected with `userColumns`. */
export interface UserRow {
  id: number;
  email: string;
  name: string;
  role: 'author' | 'admin';
  affiliation: string | null;
  orcid: string | null;
  bio: string | null;
  avatarPath: string | null;
  journals: JournalMembership[];
}

/** Case-insensitive email match that uses the `lower(email)` unique index. */
export function emailMatches(email: string) {
  return sql`lower(${users.email}) = ${email.toLowerCase()}`;
}

/** Turns a user row into the account shape of the contracts (avatar path → public URL). */
export function toUser(row: UserRow, config: Pick<Config, 'backendUrl'>): User {
  const { avatarPath, ...rest } = row;
  return { ...rest, avatarUrl: avatarPath ? `${config.backendUrl}/${avatarPath}` : null };
}
