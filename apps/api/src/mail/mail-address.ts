/** A bare address: something@domain, without spaces, angle brackets or commas. */
const ADDRESS = /^[^\s<>@,]+@[^\s<>@,]+$/;
/** `Display Name <address>`; the name may be quoted. */
const NAMED_ADDRESS = /^\s*("[^"]*"|[^<>"]*?)\s*<([^<>]+)>\s*$/;

/**
 * Whether `value` can be a mail's From header: `no-reply@example.org` or
 * `Journal Name <no-reply@example.org>`. One address only: a list would send as several people.
 */
export function isMailbox(value: string): boolean {
  const named = NAMED_ADDRESS.exec(value);
  const address = named ? (named[2] ?? '') : value.trim();
  return ADDRESS.test(address);
}

/**
 * Whether `value` is an SMTP server URL nodemailer can use: `smtp://` (STARTTLS when the server
 * offers it, usually port 587 or 25) or `smtps://` (TLS from the start, usually port 465), with a
 * host and optionally `user:password@` (percent-encoded) and `?` options.
 */
export function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
}

/** The sender when `MAIL_FROM` is unset: a no-reply address at the web site's own host. */
export function defaultMailFrom(webOrigin: string): string {
  return `Quire <no-reply@${new URL(webOrigin).hostname}>`;
}

/** `smtp://user:secret@host` as `smtp://user:***@host`, for messages and logs. */
export function withoutPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/@:]*:)[^/@]*@/i, '$1***@');
}
