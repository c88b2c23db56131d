import { guardMiddleware } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { requireChatFeature } from './chat-feature.server';

/** Signed-in visitors only (redirects run before the loader). */
export const panelChatMiddleware = [guardMiddleware('user')];

/** `/panel/chat`: signed-in visitors only; the screen loads its messages in the browser. */
export async function panelChatLoader(_args: LoaderFunctionArgs) {
  requireChatFeature();
  return null;
}
