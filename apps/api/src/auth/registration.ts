import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { pendingRegistrations, users } from '../db/schema';
import { generateToken, hashToken } from './tokens';
import { emailMatches, type UserRow, userColumns } from './user-view';

/**
 * The one answer to every registration, so it never tells whether the address has an account:
 * a new address gets a confirmation link, a known one a note to its owner.
 */
export const REGISTRATION_REQUESTED_MESSAGE =
  'Check your inbox: we have sent an email to this address. Open the link in it to finish creating your account.';

/** The one answer to an unknown, used or expired confirmation link (or an address taken since). */
export const REGISTRATION_INVALID_MESSAGE =
  'This confirmation link is invalid or has expired. Please register again.';

/** A sign-up as typed, with the password already hashed. */
export interface RegistrationDetails {
  name: string;
  email: string;
  passwordHash: string;
  affiliation: string | null;
  orcid: string | null;
}

/** The confirmation page of the web app; always built from configuration, never from the Host header. */
export function confirmationLink(webOrigin: string, token: string): string {
  const url = new URL('/auth/confirm', webOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

function webPage(webOrigin: string, path: string): string {
  return new URL(path, webOrigin).toString();
}

/**
 * Carries a registration on after the reply. A known address gets a note to its owner (sign in,
 * or reset the password); a new one a pending registration — hashed single-use token, expiring
 * after `registrationTtlMs` — and the link that turns it into the account. The mails never
 * repeat what the registrant typed, so nobody can send words of their choosing to an address.
 */
export async function startRegistration(
  { db, config, mailer }: AppContext,
  details: RegistrationDetails,
): Promise<void> {
  const [owner] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(emailMatches(details.email))
    .limit(1);
  if (owner) {
    await mailer.send({
      to: owner.email,
      subject: 'Someone tried to create a Quire account with your address',
      text: [
        `Hello ${owner.name},`,
        '',
        'Someone (perhaps you) tried to create a new Quire account with this email address,',
        'but it already belongs to your account, so no second account was created.',
        '',
        'If it was you, sign in:',
        webPage(config.webOrigin, '/auth/login'),
        '',
        'Forgot your password? Choose a new one:',
        webPage(config.webOrigin, '/auth/forgot-password'),
        '',
        'If it was not you, ignore this email: your account is unchanged.',
      ].join('\n'),
    });
    return;
  }
  const token = generateToken();
  const hours = Math.round(config.registrationTtlMs / 3_600_000);
  // Expired sign-ups are of no use to anyone; each new one clears them out.
  await db.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, new Date()));
  await db.insert(pendingRegistrations).values({
    ...details,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + config.registrationTtlMs),
  });
  await mailer.send({
    to: details.email,
    subject: 'Confirm your email to finish creating your Quire account',
    text: [
      'Hello,',
      '',
      'Someone (hopefully you) used this address to create a Quire author account.',
      `Open this link within ${hours} hours to confirm it; the account is then created and you are signed in:`,
      '',
      confirmationLink(config.webOrigin, token),
      '',
      'The link works once. If it was not you, ignore this email: no account is created.',
    ].join('\n'),
  });
}

/**
 * Spends a confirmation token and creates its account: null when the token is unknown, used or
 * expired, or when the address got an account in the meantime (the token is spent then too).
 * The pending row is deleted in the same transaction that creates the account, so a token works
 * once even when two confirmations race; the address's other pending sign-ups go with it.
 */
export async function confirmRegistration(
  { db }: Pick<AppContext, 'db'>,
  token: string,
): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(pendingRegistrations)
      .where(
        and(
          eq(pendingRegistrations.tokenHash, hashToken(token)),
          gt(pendingRegistrations.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!pending) return null;
    await tx
      .delete(pendingRegistrations)
      .where(sql`lower(${pendingRegistrations.email}) = ${pending.email.toLowerCase()}`);
    const [created] = await tx
      .insert(users)
      .values({
        name: pending.name,
        email: pending.email,
        passwordHash: pending.passwordHash,
        role: 'author',
        affiliation: pending.affiliation,
        orcid: pending.orcid,
      })
      .onConflictDoNothing()
      .returning(userColumns);
    return created ?? null;
  });
}
