import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { passwordResets, users } from '../db/schema';
import { generateToken, hashToken } from './tokens';
import { emailMatches } from './user-view';

/** The one answer to every forgot-password request, so it never tells whether an account exists. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password.';

/** The one answer to an unknown, used or expired reset token (which of them is nobody's business). */
export const RESET_INVALID_MESSAGE = 'This reset link is invalid or has expired.';

/** The reset page of the web app; always built from configuration, never from the Host header. */
export function resetLink(webOrigin: string, token: string): string {
  const url = new URL('/auth/reset-password', webOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * When an account has this email: stores a new single-use reset token (hashed, expiring) and
 * mails its link. Does nothing for an unknown email.
 */
export async function sendPasswordReset(
  { db, config, mailer }: AppContext,
  email: string,
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(emailMatches(email))
    .limit(1);
  if (!user) return;
  const token = generateToken();
  const minutes = Math.round(config.passwordResetTtlMs / 60_000);
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + config.passwordResetTtlMs),
  });
  await mailer.send({
    to: user.email,
    subject: 'Reset your Quire password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Quire account.',
      `Open this link within ${minutes} minutes to choose a new password:`,
      '',
      resetLink(config.webOrigin, token),
      '',
      'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * Spends a reset token: when it is known, unused and unexpired, marks it — and every other
 * outstanding token of the same user — used, and returns the user's id; otherwise null.
 * One conditional UPDATE, so two concurrent uses of one token cannot both succeed.
 */
export async function consumeResetToken(
  { db }: Pick<AppContext, 'db'>,
  token: string,
): Promise<number | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const owner = db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  const spent = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(inArray(passwordResets.userId, owner), isNull(passwordResets.usedAt)))
    .returning({ userId: passwordResets.userId, tokenHash: passwordResets.tokenHash });
  return spent.find((row) => row.tokenHash === tokenHash)?.userId ?? null;
}
