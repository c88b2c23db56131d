// Client-safe modules: the chat pages, the signed-in area (its one provider and the hooks that
// read its store) and the helpers the screens share. The screens themselves and the store load
// lazily, in chunks of their own.
export * from './pages/admin-chat';
export * from './pages/panel-chat';
export * from './signed-in/signed-in-boundary';
export * from './signed-in/signed-in-context';
export * from './texts';
export * from './view/chat-view-messages';
export * from './view/use-hidden-arrivals';
