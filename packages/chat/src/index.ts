// Client-safe modules: the chat pages, the signed-in area (its one provider and the hooks that
// read its store) and the helpers the screens share. The screens themselves and the store load
// lazily, in chunks of their own.
export { AdminChatPage, adminChatMeta } from './pages/admin-chat';
export { PanelChatPage } from './pages/panel-chat';
export type { ApiLocation } from './signed-in/signed-in-boundary';
export { SignedInBoundary } from './signed-in/signed-in-boundary';
export type { SignedIn } from './signed-in/signed-in-context';
export {
  useSignedIn,
  useSignedInSelector,
  useUnreadChat,
  useUnreadNotifications,
} from './signed-in/signed-in-context';
export type { ChatTexts } from './texts';
export { CHAT_TEXTS } from './texts';
export { chatTitle, toViewMessages } from './view/chat-view-messages';
export { useHiddenArrivals } from './view/use-hidden-arrivals';
