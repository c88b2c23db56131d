// Server-only modules: the chat routes' loaders.

export { adminChatLoader, adminChatMiddleware } from './pages/admin-chat.server';
export { requireChatFeature } from './pages/chat-feature.server';
export { panelChatLoader, panelChatMiddleware } from './pages/panel-chat.server';
