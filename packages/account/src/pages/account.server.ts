import {
  apiContext,
  assertSameOrigin,
  guardMiddleware,
  refreshSession,
  requireSession,
} from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { AVATAR_EXTENSIONS, answerAccountForm, avatarMaxBytes } from '../server/account.server';

/** Who may see this page (redirects run before its loader and action). */
export const accountMiddleware = [guardMiddleware('user')];

export async function accountLoader({ context }: LoaderFunctionArgs) {
  const session = await requireSession(context);
  return {
    user: session.user,
    mailPreferences: await context.get(apiContext).account.mailPreferences(),
    avatarRules: { extensions: [...AVATAR_EXTENSIONS], maxBytes: avatarMaxBytes() },
  };
}

/** Every section's form posts here; each names itself in `intent`. */
export async function accountAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const answer = await answerAccountForm({ request, context });
  // Without JavaScript the page is drawn in this same request: show the account as changed.
  refreshSession({ request, context });
  return answer;
}
