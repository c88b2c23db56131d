import { journalSite } from '@quire/site';

/**
 * Answers 404 when the site turned its chat off (`features: { chat: false }`), so the chat's
 * addresses do not exist there even when the app mounts the routes.
 * @throws Response 404 on a site without chat.
 */
export function requireChatFeature(): void {
  if (!journalSite().features.chat) throw new Response('Not Found', { status: 404 });
}
