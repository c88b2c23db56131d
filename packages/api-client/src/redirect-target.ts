/**
 * The `redirect` query parameter of the current URL as a same-origin path, or undefined.
 * Anything pointing at another origin (`//evil.example`, `https://evil.example`, `/\evil`) is
 * ignored: a link to the sign-in page must not be able to send users elsewhere.
 * @example redirectFromQuery('https://quire.example/auth/login?redirect=%2Fpanel', 'redirect') // '/panel'
 */
export function redirectFromQuery(
  currentUrl: string | undefined,
  param: string,
): string | undefined {
  if (!currentUrl) return undefined;
  let current: URL;
  try {
    current = new URL(currentUrl);
  } catch {
    return undefined;
  }
  const value = current.searchParams.get(param);
  if (!value) return undefined;
  let target: URL;
  try {
    target = new URL(value, current);
  } catch {
    return undefined;
  }
  // URL parsing treats `\` like `/` as browsers do, so `/\evil.example` lands here too.
  if (target.origin !== current.origin) return undefined;
  return `${target.pathname}${target.search}${target.hash}`;
}
