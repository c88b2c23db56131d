import { and, eq, gt, lte } from 'drizzle-orm';
import { generateToken, hashToken } from '../auth/tokens';
import { emailMatches } from '../auth/user-view';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/pg-errors';
import { emailChanges, users } from '../db/schema';
import { HttpError } from '../http/errors';

/** The one answer to an unknown, used or expired confirmation link. */
export const EMAIL_CHANGE_INVALID_MESSAGE =
  'This confirmation link is invalid or has expired. Change the address again from your account page.';

/** The answer to a change request, the same whether or not the new address has an account. */
export function emailChangeRequestedMessage(newEmail: string, currentEmail: string): string {
  return `We sent a link to ${newEmail}. Your sign-in email changes when you open it; until then it stays ${currentEmail}.`;
}

/** The page of the web app that confirms a new address; built from configuration only. */
export function emailConfirmationLink(webOrigin: string, token: string): string {
  const url = new URL('/auth/confirm-email', webOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Carries a change of sign-in email on after the reply, so the answer never tells whether the
 * new address has an account. A free address gets a single-use link (hashed, expiring after
 * `registrationTtlMs`, replacing the account's earlier requests); an address with an account
 * gets a note to its owner and nothing changes.
 */
export async function startEmailChange(
  { db, config, mailer }: AppContext,
  user: { id: number; name: string },
  newEmail: string,
): Promise<void> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(emailMatches(newEmail))
    .limit(1);
  if (owner) {
    await mailer.send({
      to: newEmail,
      subject: 'Someone asked to move a Quire account to your address',
      text: [
        'Hello,',
        '',
        'Someone asked to make this address the sign-in email of their Quire account, but it',
        'already belongs to an account, so nothing was changed.',
        '',
        'If it was you, sign in with this address as before. If it was not, ignore this email.',
      ].join('\n'),
    });
    return;
  }
  const token = generateToken();
  const hours = Math.round(config.registrationTtlMs / 3_600_000);
  await db.transaction(async (tx) => {
    // One request per account counts: the newest; and expired ones are of no use to anyone.
    await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
    await tx.delete(emailChanges).where(lte(emailChanges.expiresAt, new Date()));
    await tx.insert(emailChanges).values({
      userId: user.id,
      newEmail,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + config.registrationTtlMs),
    });
  });
  await mailer.send({
    to: newEmail,
    subject: 'Confirm the new email address of your Quire account',
    text: [
      `Hello ${user.name},`,
      '',
      'You asked to make this address the sign-in email of your Quire account.',
      `Open this link within ${hours} hours to confirm it; until then your account keeps its current address:`,
      '',
      emailConfirmationLink(config.webOrigin, token),
      '',
      'The link works once. If it was not you, ignore this email: nothing changes.',
    ].join('\n'),
  });
}

/**
 * Spends a confirmation link and moves the account to its new address, in one transaction:
 * 400 with one message for a link that is unknown, used or expired; 409 when another account
 * took the address meanwhile (nothing changes). Answers what changed, for the notice to the old
 * address.
 */
export async function confirmEmailChange(
  { db }: Pick<AppContext, 'db'>,
  token: string,
): Promise<{ name: string; oldEmail: string; newEmail: string }> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(emailChanges)
      .where(
        and(eq(emailChanges.tokenHash, hashToken(token)), gt(emailChanges.expiresAt, new Date())),
      )
      .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
    if (!pending)
      throw new HttpError(400, EMAIL_CHANGE_INVALID_MESSAGE, {
        token: [EMAIL_CHANGE_INVALID_MESSAGE],
      });
    const [before] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, pending.userId));
    if (!before) throw new HttpError(400, EMAIL_CHANGE_INVALID_MESSAGE);
    const taken = 'Another account uses this address now, so your sign-in email stays as it was.';
    await tx
      .update(users)
      .set({ email: pending.newEmail, updatedAt: new Date() })
      .where(eq(users.id, pending.userId))
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, taken, { email: [taken] });
        throw error;
      });
    return { name: before.name, oldEmail: before.email, newEmail: pending.newEmail };
  });
}
