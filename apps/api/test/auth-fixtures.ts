import { hashPassword } from '../src/auth/passwords';
import { users } from '../src/db/schema';
import type { AnyTestApp } from './test-app';

/** A password that passes every rule, for accounts the tests create. */
export const GOOD_PASSWORD = 'correct horse battery staple';

/** Headers a browser on the web origin sends with a cookie-authenticated mutation. */
export function browserHeaders(testApp: AnyTestApp): Record<string, string> {
  return { origin: testApp.context.config.webOrigin, 'x-requested-with': 'quire' };
}

/** Inserts an account straight into the database (no HTTP, no rate limit) and returns its id. */
export async function createAccount(
  testApp: AnyTestApp,
  account: { email: string; password?: string; name?: string; role?: 'author' | 'admin' },
): Promise<number> {
  const [row] = await testApp.context.db
    .insert(users)
    .values({
      email: account.email,
      name: account.name ?? 'Test Person',
      role: account.role ?? 'author',
      passwordHash: await hashPassword(account.password ?? GOOD_PASSWORD),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('account not created');
  return row.id;
}

/** Signs in through the API and returns the token from the body. */
export async function signIn(
  testApp: AnyTestApp,
  email: string,
  password = GOOD_PASSWORD,
): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().token;
}

/** `Authorization: Bearer …` for a token. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
