/**
 * The `redirect` query parameter of the current URL as a same-origin path, or undefined.
 * Anything pointing at another origin (`//evil.example`, `https://evil.example`, `/\evil`,
 * `/.//evil.example`) is ignored: a link to the sign-in page must not be able to send users
 * elsewhere.
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
  const path = `${target.pathname}${target.search}${target.hash}`;
  return staysOnOrigin(path, current.origin) ? path : undefined;
}

/**
 * Whether `path`, used as it is (a `Location` header, `window.location`), still lands on
 * `origin`. A target can resolve on the site yet normalise to a network-path reference:
 * `/.//evil.example` resolves to the pathname `//evil.example`, which a browser reads as the
 * host `evil.example`. So the string that leaves here is checked on its own, not its source.
 */
function staysOnOrigin(path: string, origin: string): boolean {
  // One slash, then anything but another slash or a backslash: never scheme- or host-relative.
  if (!/^\/(?![/\\])/.test(path)) return false;
  try {
    const reparsed = new URL(path, origin);
    return (
      reparsed.origin === origin &&
      `${reparsed.pathname}${reparsed.search}${reparsed.hash}` === path
    );
  } catch {
    return false;
  }
}
