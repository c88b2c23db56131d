import type { Letter } from './letter';

/** Where a security notice points: the site and a person to write to. */
export interface SecurityContacts {
  /** The web app's origin, for the sign-in and reset pages. */
  webOrigin: string;
  /** The editorial office (`CONTACT_EMAIL`): someone who can lock an account that was taken. */
  contactEmail: string;
}

/** `23 November 2025 at 20:40 UTC`: the moment of a change, the same for every reader. */
export function changeMoment(at: Date): string {
  const day = at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${day} at ${at.toISOString().slice(11, 16)} UTC`;
}

function page(webOrigin: string, path: string): string {
  return new URL(path, webOrigin).toString();
}

const SIGNATURE = ['The Quire team'];

/**
 * The notice that an account's password was changed. Always sent (it cannot be switched off):
 * it is how the owner learns that someone else changed it.
 */
export function passwordChangedLetter(
  account: { name: string; email: string },
  at: Date,
  contacts: SecurityContacts,
): Letter {
  return {
    to: account.email,
    subject: 'Your Quire password was changed',
    greeting: `Hello ${account.name},`,
    blocks: [
      `The password of your Quire account (${account.email}) was changed on ${changeMoment(at)}. Every other device signed in to the account has been signed out.`,
      'If you made this change, you need not do anything.',
      `If this wasn’t you, someone else may know your password: choose a new one right away with the link below, and let the editorial office know at ${contacts.contactEmail} (a reply to this message reaches them).`,
      { link: page(contacts.webOrigin, '/auth/forgot-password') },
    ],
    signature: SIGNATURE,
    replyTo: contacts.contactEmail,
  };
}

/**
 * The two notices of an email change: to the old address, which can no longer sign in and may
 * belong to the account's rightful owner, and to the new one, confirming where mail goes now.
 * The mail to the new address does not name the old one: a mistyped address may be a stranger's.
 */
export function emailChangedLetters(
  change: { name: string; oldEmail: string; newEmail: string },
  at: Date,
  contacts: SecurityContacts,
): { toOldAddress: Letter; toNewAddress: Letter } {
  return {
    toOldAddress: {
      to: change.oldEmail,
      subject: 'The email address of your Quire account was changed',
      greeting: `Hello ${change.name},`,
      blocks: [
        `On ${changeMoment(at)} the sign-in email address of your Quire account was changed from ${change.oldEmail} to ${change.newEmail}. From now on the account signs in, and receives its mail, at the new address.`,
        'If you made this change, you need not do anything.',
        `If this wasn’t you, someone else has access to your account: write to the editorial office at ${contacts.contactEmail} right away, replying to this message, so that we can return the account to you.`,
      ],
      signature: SIGNATURE,
      replyTo: contacts.contactEmail,
    },
    toNewAddress: {
      to: change.newEmail,
      subject: 'This is now the email address of your Quire account',
      greeting: `Hello ${change.name},`,
      blocks: [
        `As of ${changeMoment(at)} this address is the sign-in email of your Quire account; notices about your submissions will come here. Sign in with it from now on:`,
        { link: page(contacts.webOrigin, '/auth/login') },
        `If you don’t have a Quire account, someone may have typed your address by mistake; write to ${contacts.contactEmail} and we will sort it out.`,
      ],
      signature: SIGNATURE,
      replyTo: contacts.contactEmail,
    },
  };
}
