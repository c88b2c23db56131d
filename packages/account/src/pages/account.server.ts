import { apiFor, assertSameOrigin, requireSession } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { AVATAR_EXTENSIONS, answerAccountForm, avatarMaxBytes } from '../server/account.server';
import { accountHandle } from './account';

export async function accountLoader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request, accountHandle.auth);
  return {
    user: session.user,
    mailPreferences: await apiFor(request).account.mailPreferences(),
    avatarRules: { extensions: [...AVATAR_EXTENSIONS], maxBytes: avatarMaxBytes() },
  };
}

/** Every section's form posts here; each names itself in `intent`. */
export async function accountAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireSession(request, accountHandle.auth);
  return answerAccountForm(request);
}
