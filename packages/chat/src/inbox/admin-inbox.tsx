import type { ChatConversation, ChatMessage } from '@quire/contracts';
import {
  conversationsFailed,
  conversationsLoaded,
  conversationsRequested,
  selectConnectCount,
  selectConversations,
  selectInboxStatus,
  selectPresence,
  selectTypingUsers,
  selectUnlistedArrivals,
} from '@quire/realtime';
import { useErrorModal, useJournalSite } from '@quire/site';
import { ChatConversationList, type ChatConversationSummary, ChatTextsProvider } from '@quire/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector, useLoadedSignedIn } from '../signed-in/signed-in-context';
import { type ChatTexts, useChatTexts } from '../texts';
import { AdminThread } from './admin-thread';

/** Conversations the inbox asks for at once (the API's page maximum). */
const INBOX_PAGE = 100;
/** Pause after the last key before the search asks the API. */
const SEARCH_DELAY_MS = 250;

/** Whether a conversation passes the search and the unread filter (live arrivals included). */
function matches(conversation: ChatConversation, words: string, unreadOnly: boolean): boolean {
  if (unreadOnly && conversation.unreadCount === 0) return false;
  if (!words) return true;
  const { name, email } = conversation.user;
  return `${name} ${email}`.toLowerCase().includes(words.toLowerCase());
}

/** A message as the list previews it: its text, or for files alone what was sent. */
function previewOf(message: ChatMessage, texts: ChatTexts): string {
  if (message.body.trim() !== '' || message.attachments.length === 0) return message.body;
  const [first] = message.attachments;
  return texts.filesOnlyPreview(message.attachments.length, first?.name ?? '');
}

/**
 * The administrators' support inbox: conversations by latest activity (name, online state, last
 * message, time, unread count, typing), searched by name or email and filtered to unread ones,
 * beside the open thread; on phones the list and the thread take turns.
 */
export function AdminInbox({ userId }: { userId: number | null }) {
  const texts = useChatTexts();
  const { paths } = useJournalSite();
  const dispatch = useAppDispatch();
  const { api } = useLoadedSignedIn();
  const { showError } = useErrorModal();
  const conversations = useAppSelector(selectConversations);
  const status = useAppSelector(selectInboxStatus);
  const presence = useAppSelector(selectPresence);
  const typing = useAppSelector(selectTypingUsers);
  // Every (re)connect reloads the list, so nothing sent while the socket was down is missed.
  const connects = useAppSelector(selectConnectCount);
  // So does a message from someone the list lacks: the row comes from the server, complete.
  const unlisted = useAppSelector(selectUnlistedArrivals);
  const [search, setSearch] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const searchId = useId();
  const words = search.trim();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `connects` and `unlisted` are reload triggers: a reconnection, or a new conversation, loads the list again.
  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        dispatch(conversationsRequested());
        api.adminChat
          .conversations({
            perPage: INBOX_PAGE,
            q: words || undefined,
            unread: unreadOnly || undefined,
          })
          .then(
            (list) => current && dispatch(conversationsLoaded(list.data)),
            (error: unknown) => {
              if (!current) return;
              dispatch(conversationsFailed());
              showError(error);
            },
          );
      },
      words ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, dispatch, showError, connects, unlisted, words, unreadOnly]);

  const visible = useMemo(
    () =>
      conversations
        .filter(
          (conversation) =>
            conversation.user.id === userId || matches(conversation, words, unreadOnly),
        )
        .map(
          (conversation): ChatConversationSummary => ({
            id: conversation.user.id,
            name: conversation.user.name,
            lastMessage: conversation.lastMessage
              ? previewOf(conversation.lastMessage, texts)
              : null,
            lastAt: conversation.lastMessage?.created_at ?? null,
            lastFromAdmin: conversation.lastMessage?.sender === 'admin',
            unread: conversation.unreadCount,
            online: presence[conversation.user.id] ?? conversation.online,
            typing: typing[conversation.user.id] ?? false,
          }),
        ),
    [conversations, presence, typing, userId, words, unreadOnly, texts],
  );
  const open = conversations.find((conversation) => conversation.user.id === userId);

  return (
    // The ui views below (and the thread's) say their words in the site's texts too.
    <ChatTextsProvider texts={texts}>
      <div className="q-chat-inbox admin-inbox" data-view={userId === null ? 'list' : 'thread'}>
        <nav aria-label={texts.conversationsLabel} className="q-chat-inbox__list">
          <div className="q-chat-inbox__tools">
            <label className="q-visually-hidden" htmlFor={searchId}>
              {texts.searchConversations}
            </label>
            <input
              id={searchId}
              type="search"
              className="q-chat-inbox__search"
              placeholder={texts.searchPlaceholder}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a fieldset of inputs */}
            <div role="group" aria-label={texts.showFilterLabel} className="q-chat-inbox__filters">
              <button
                type="button"
                className="q-chat-inbox__filter"
                aria-pressed={!unreadOnly}
                onClick={() => setUnreadOnly(false)}
              >
                {texts.filterAll}
              </button>
              <button
                type="button"
                className="q-chat-inbox__filter"
                aria-pressed={unreadOnly}
                onClick={() => setUnreadOnly(true)}
              >
                {texts.filterUnread}
              </button>
            </div>
          </div>
          {visible.length === 0 ? (
            <p className="q-chat-inbox__empty" role="status">
              {status !== 'succeeded'
                ? texts.loadingConversations
                : words || unreadOnly
                  ? texts.noConversationMatches
                  : texts.noConversationsYet}
            </p>
          ) : (
            <ChatConversationList
              conversations={visible}
              currentId={userId}
              renderLink={(conversation, children, current) => (
                <Link
                  to={`${paths.chatInbox}/${conversation.id}`}
                  aria-current={current ? 'page' : undefined}
                >
                  {children}
                </Link>
              )}
            />
          )}
        </nav>
        <div className="q-chat-inbox__thread">
          {userId === null ? (
            <p className="q-chat-inbox__placeholder">{texts.chooseConversation}</p>
          ) : (
            <AdminThread
              userId={userId}
              name={open?.user.name ?? null}
              online={presence[userId] ?? open?.online ?? false}
            />
          )}
        </div>
      </div>
    </ChatTextsProvider>
  );
}
