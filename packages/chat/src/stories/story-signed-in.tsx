import type { QuireApi } from '@quire/api-client';
import type { ChatConversation, ChatHistory, ChatMessage } from '@quire/contracts';
import { addInboxListeners } from '@quire/realtime';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { type SignedIn, SignedInContext } from '../signed-in/signed-in-context';
import { type AppStore, makeStore } from '../signed-in/store';
import { STORY_ATTACHMENTS } from './story-conversations';

/** What a story's signed-in area holds: the inbox's conversations and each author's messages. */
export interface StoryChatData {
  conversations?: ChatConversation[];
  /** Messages by author id, newest first. */
  threads?: Record<number, ChatMessage[]>;
  /** Whether older messages exist beyond what the thread shows. */
  hasOlder?: boolean;
}

function page(messages: ChatMessage[], hasMore: boolean): ChatHistory {
  const unreadCount = messages.filter((message) => !message.read_at).length;
  return { data: messages, meta: { hasMore, unreadCount } };
}

/**
 * The browser-side API as the screens call it, answering from the story's data in memory (no
 * network in Storybook). Sends stay pending; deletions are answered and leave the data as it is.
 */
function storyApi(data: StoryChatData): QuireApi {
  const threads = data.threads ?? {};
  const readAt = new Date().toISOString();
  const adminChat: QuireApi['adminChat'] = {
    conversations: async ({ query: { page = 1, perPage = 20 } = {} } = {}) => {
      const conversations = data.conversations ?? [];
      const total = conversations.length;
      const meta = { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
      return { data: conversations.slice((page - 1) * perPage, page * perPage), meta };
    },
    messages: async ({ params }) => page(threads[params.userId] ?? [], data.hasOlder ?? false),
    attach: async () => STORY_ATTACHMENTS[1] ?? Promise.reject(new Error('No file')),
    send: () => new Promise(() => {}),
    markRead: async ({ body }) => ({ id: body.id, read_at: readAt }),
    markAllRead: async () => ({ read_at: readAt, count: 0 }),
    deleteMessage: async () => null,
    deleteConversation: async () => null,
  };
  const chat = {
    attach: async () => STORY_ATTACHMENTS[1],
  } as unknown as QuireApi['chat'];
  return { adminChat, chat } as unknown as QuireApi;
}

/**
 * A loaded signed-in area for a story: a real store that `setup` puts in the state to show
 * (dispatching what the listeners would on server events), and the in-memory API, which the
 * inbox's own listeners read as they would the server (no socket: server events come from
 * `setup`).
 */
export function StorySignedIn({
  setup,
  data = {},
  children,
}: {
  setup?: (store: AppStore) => void;
  data?: StoryChatData;
  children: ReactNode;
}) {
  const [signedIn] = useState<SignedIn>(() => {
    const listener = createListenerMiddleware();
    const store = makeStore(undefined, listener);
    const api = storyApi(data);
    addInboxListeners(listener.startListening, {
      api: api.adminChat,
      onError: (error) => console.error(error),
      navigate: () => {},
      inboxPath: '/admin/chat',
    });
    setup?.(store);
    return { store, api, setUnreadNotifications: () => {} };
  });
  return <SignedInContext.Provider value={signedIn}>{children}</SignedInContext.Provider>;
}
