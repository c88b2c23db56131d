import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/session';
import { requireBackOffice } from './access';

/**
 * The signed-in areas by address: `/api/user/…` needs a session (401), `/api/admin/…` someone
 * who works in a journal's back office or the site administrator (401/403). Checked before the
 * body and query are validated, so a stranger gets the same 401 or 403 whatever they send and
 * learns nothing of a route's fields; each route still decides for itself what its user may do
 * in which journal (see `access.ts`). Run after the session resolver and the CSRF check.
 */
export function registerAreaAccess(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/admin/')) requireBackOffice(request);
    else if (route?.startsWith('/api/user/')) requireUser(request);
  });
}
