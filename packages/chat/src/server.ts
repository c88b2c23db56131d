// Server-only modules: the chat routes' loaders.

export * from './pages/admin-chat.server';
export * from './pages/chat-feature.server';
export * from './pages/panel-chat.server';
