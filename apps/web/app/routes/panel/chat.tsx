export { PanelChatPage as default } from '@quire/chat';
export { panelChatLoader as loader, panelChatMiddleware as middleware } from '@quire/chat/server';
