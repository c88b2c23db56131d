import { data } from 'react-router';

/**
 * Refuses a form post sent from another site (login CSRF, forced sign-out). Browsers send
 * `Origin` on every POST; a post without one (old clients, curl) is let through, since the
 * session cookie is SameSite=Lax and never rides on a cross-site post anyway. Hosts are compared,
 * not schemes, because a TLS-terminating proxy may hand us plain HTTP.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('Origin');
  if (origin === null) return;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  if (host !== new URL(request.url).host) {
    throw data('This form was sent from another site.', { status: 403 });
  }
}
