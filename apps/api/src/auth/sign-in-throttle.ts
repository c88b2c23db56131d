import { createHash } from 'node:crypto';
import type { Config } from '../config';
import type { AttemptCounters } from './attempt-counters';
import { tooManyAttempts } from './rate-limit';

/** How long failed sign-ins are remembered, per account and per client and account. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

/** The counter key of an account: a hash, so shared Redis holds no email addresses. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

/**
 * The sign-in throttle behind the per-client limit of the route (every attempt, per IP).
 *
 * A plain per-account limit would let anyone lock the owner out: a few wrong passwords a minute
 * for their email, from anywhere, and their right one answers 429 too. So the account's counter
 * counts only failures, and when it is over the limit the account is "under attack" rather than
 * locked: clients that failed on it (in the window) are refused, while a client that has not
 * failed on it — the owner on their own device — still has its password checked. An attacker
 * thus gets `limit` guesses per window plus one per fresh network (IPv4 address or IPv6 /64)
 * they bring, each of which is also bound by the per-IP limit across all accounts; the owner is
 * never refused for what others did. A client also stops after `limit` failures on one account.
 *
 * Failures for unknown emails count the same way, so the throttle says nothing about who has an
 * account.
 */
export interface SignInThrottle {
  /** Throws the 429 when `client` may not try `email` now. */
  check(client: string, email: string): Promise<void>;
  /** Counts a failed sign-in of `client` for `email`. */
  recordFailure(client: string, email: string): Promise<void>;
}

/** Builds the {@link SignInThrottle} on shared counters; the limit is `authRateLimitPerMinute`. */
export function createSignInThrottle(
  counters: AttemptCounters,
  config: Pick<Config, 'authRateLimitPerMinute'>,
): SignInThrottle {
  const limit = config.authRateLimitPerMinute;
  const keys = (client: string, email: string) => {
    const account = accountKey(email);
    return { account: `sign-in:account:${account}`, client: `sign-in:client:${client}:${account}` };
  };
  return {
    async check(client, email) {
      const key = keys(client, email);
      const [account, clientOnAccount] = await counters.peek([key.account, key.client]);
      if (!account || !clientOnAccount) return;
      if (clientOnAccount.count >= limit) throw tooManyAttempts(clientOnAccount.ttlMs);
      if (account.count >= limit && clientOnAccount.count > 0) {
        // Refused until either window ends: the account's calms down, or this client's failures lapse.
        throw tooManyAttempts(Math.min(account.ttlMs, clientOnAccount.ttlMs));
      }
    },
    async recordFailure(client, email) {
      const key = keys(client, email);
      await Promise.all([
        counters.add(key.account, SIGN_IN_FAILURE_WINDOW_MS),
        counters.add(key.client, SIGN_IN_FAILURE_WINDOW_MS),
      ]);
    },
  };
}
