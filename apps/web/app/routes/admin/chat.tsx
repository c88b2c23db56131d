export {
  AdminChatPage as default,
  adminChatMeta as meta,
} from '@quire/chat';
export { adminChatLoader as loader, adminChatMiddleware as middleware } from '@quire/chat/server';
