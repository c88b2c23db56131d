import type { AttemptCounters } from './attempt-counters';
import { accountKey } from './sign-in-throttle';

/** Mails one client may cause to one address per window (a person rarely needs more). */
export const MAILS_PER_CLIENT_AND_ADDRESS = 5;
/** The window of {@link MAILS_PER_CLIENT_AND_ADDRESS}. */
export const MAIL_WINDOW_MS = 60 * 60_000;

/**
 * Whether a request of `client` (see `clientNetwork`) may send one more mail of `scope` (e.g.
 * `reset`) to `email`; counts the request either way.
 */
export type MailThrottle = (client: string, email: string) => Promise<boolean>;

/**
 * Bounds the mail that requests naming an address can cause to it, per client and address.
 *
 * There is deliberately no limit per address alone: whoever keeps it full — cheaply, a few
 * requests an hour — would stop the owner from ever getting a reset link. Per client and address,
 * an attacker causes at most {@link MAILS_PER_CLIENT_AND_ADDRESS} mails an hour per network they
 * bring (and each network is held to the per-IP limit of the route across all addresses), while
 * the owner, on their own network, always gets theirs. Over the limit the request still gets the
 * one answer every request gets (the caller just does not mail), so the answer never depends on
 * the address: not on whether it has an account, nor on how often it was asked for.
 */
export function createMailThrottle(counters: AttemptCounters, scope: string): MailThrottle {
  return async (client, email) => {
    const key = `mail:${scope}:${client}:${accountKey(email)}`;
    const { count } = await counters.add(key, MAIL_WINDOW_MS);
    return count <= MAILS_PER_CLIENT_AND_ADDRESS;
  };
}
