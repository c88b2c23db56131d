/**
 * Passwords long enough to pass the length rule yet among the first guesses of any attacker
 * (breach-corpus favourites of 10+ characters). Compared case-insensitively.
 */
const COMMON_PASSWORDS = new Set([
  '0123456789',
  '1029384756',
  '1111122222',
  '1122334455',
  '1234512345',
  '1234554321',
  '1234567890',
  '12345678910',
  '123456789a',
  '123456789q',
  '1234567891',
  '123456789abc',
  '1234abcd1234',
  '1234qwer1234',
  '1234qwerasdf',
  '123qweasdzxc',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  '1qazxsw23edc',
  '9876543210',
  'a1b2c3d4e5',
  'abc1234567',
  'abcd123456',
  'abcd1234abcd',
  'abcdefghij',
  'abcdefghijk',
  'abcdefghijkl',
  'administrator',
  'admin12345',
  'admin123456',
  'adminadmin',
  'asdfghjkl1',
  'asdfghjkl123',
  'asdfghjkl;',
  'baseball123',
  'changeme123',
  'computer123',
  'dragon12345',
  'football123',
  'iloveyou12',
  'iloveyou123',
  'iloveyou1234',
  'internet123',
  'jennifer123',
  'letmein123',
  'letmein1234',
  'letmeinplease',
  'michael123',
  'monkey12345',
  'p@ssw0rd123',
  'p@ssword123',
  'passw0rd12',
  'passw0rd123',
  'password!!',
  'password01',
  'password1!',
  'password12',
  'password123',
  'password123!',
  'password1234',
  'password12345',
  'passwordpassword',
  'princess123',
  'q1w2e3r4t5',
  'q1w2e3r4t5y6',
  'qazwsxedc123',
  'qazwsxedcrfv',
  'quire12345',
  'quirepassword',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'qwertyqwerty',
  'qwertyuiop',
  'qwertyuiop123',
  'starwars123',
  'sunshine123',
  'superman123',
  'trustno1234',
  'welcome123',
  'welcome1234',
  'whatever123',
  'zaq12wsxcde3',
  'zxcvbnm123',
  'zxcvbnm1234',
  'zxcvbnmasdfghjkl',
]);

/** The message shown for a password that is too easy to guess. */
export const WEAK_PASSWORD_MESSAGE =
  'This password is too common or easy to guess. Choose a less predictable one, such as a few unrelated words.';

/**
 * Why a new password is too weak, or null when it is acceptable. The length rule lives in the
 * contracts; this adds what needs the server: common passwords, one repeated character, the email.
 */
export function weakPasswordReason(password: string, email?: string): string | null {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return WEAK_PASSWORD_MESSAGE;
  if (new Set(lowered).size <= 2) return WEAK_PASSWORD_MESSAGE;
  if (email && lowered === email.toLowerCase()) {
    return 'Do not use your email address as your password.';
  }
  return null;
}
