import { isSiteAdministrator } from '@quire/contracts';
import { journalSite } from '@quire/site';
import { guardMiddleware, requireSession } from '@quire/site/server';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { requireChatFeature } from './chat-feature.server';

/** Signed-in visitors only (redirects run before the loader). */
export const adminChatMiddleware = [guardMiddleware('user')];

/**
 * `/admin/chat[/:userId]`: administrators only (signed-in authors go back to their panel); a
 * `userId` that is not a positive integer is a 404.
 */
export async function adminChatLoader({ context, params }: LoaderFunctionArgs) {
  requireChatFeature();
  const session = await requireSession(context);
  if (!isSiteAdministrator(session.user)) throw redirect(journalSite().paths.panel);
  const userId = params.userId === undefined ? null : Number(params.userId);
  if (userId !== null && !(Number.isInteger(userId) && userId > 0)) {
    throw new Response('Not Found', { status: 404 });
  }
  return { userId };
}
