import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

/**
 * Makes a person a site administrator, or takes it back. Taking it from the last administrator
 * who can sign in is refused (409): a site always keeps one. The check and the change share a
 * transaction that locks the administrators' rows, so two revocations racing leave one standing.
 * False when nothing changed (already so).
 */
export async function setSiteAdministrator(
  db: Database,
  userId: number,
  admin: boolean,
  actorId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ name: users.name, role: users.role, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!person) throw notFound('The person');
    if ((person.role === 'admin') === admin) return false;
    if (!admin) {
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, userId)))
        .for('update');
      if (others.length === 0) {
        throw new HttpError(
          409,
          `${person.name} is the site’s only administrator: make someone else an administrator first.`,
        );
      }
    }
    await tx
      .update(users)
      .set({ role: admin ? 'admin' : 'author', updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId,
      journalId: null,
      action: admin ? 'account.admin_granted' : 'account.admin_revoked',
      subject: person.name,
      targetId: userId,
      changes: { siteAdministrator: [!admin, admin] },
    });
    return true;
  });
}
