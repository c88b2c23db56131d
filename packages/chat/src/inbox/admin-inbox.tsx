import type { ChatConversation, ChatMessage } from '@quire/contracts';
import {
  inboxClosed,
  inboxOpened,
  inboxQueryChanged,
  moreConversationsRequested,
  selectConversations,
  selectHasMoreConversations,
  selectInboxQuery,
  selectInboxStatus,
  selectLoadingMoreConversations,
  selectPresence,
  selectTypingUsers,
} from '@quire/realtime';
import { useJournalSite } from '@quire/site';
import { ChatTextsProvider } from '@quire/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import {
  SignedInStoreProvider,
  useAppDispatch,
  useAppSelector,
} from '../signed-in/signed-in-redux';
import { type ChatTexts, useChatTexts } from '../texts';
import { ChatConversationList, type ChatConversationSummary } from '../view/chat-conversation-list';
import { useWhenVisible } from '../view/use-when-visible';
import { AdminThread } from './admin-thread';
import '../chat.css';

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
  return (
    <SignedInStoreProvider>
      <Inbox userId={userId} />
    </SignedInStoreProvider>
  );
}

function Inbox({ userId }: { userId: number | null }) {
  const texts = useChatTexts();
  const { paths } = useJournalSite();
  const dispatch = useAppDispatch();
  const conversations = useAppSelector(selectConversations);
  const status = useAppSelector(selectInboxStatus);
  const presence = useAppSelector(selectPresence);
  const typing = useAppSelector(selectTypingUsers);
  const hasMore = useAppSelector(selectHasMoreConversations);
  const loadingMore = useAppSelector(selectLoadingMoreConversations);
  // The search and the filter live in the store: the listeners load the list they describe.
  const query = useAppSelector(selectInboxQuery);
  const { unreadOnly } = query;
  const words = query.words.trim();
  const searchId = useId();
  const more = useRef<HTMLButtonElement>(null);
  const loadMore = () => dispatch(moreConversationsRequested());
  useWhenVisible(more, loadMore, hasMore && !loadingMore);

  // While the inbox shows, its list loads, and reloads after each reconnect.
  useEffect(() => {
    dispatch(inboxOpened());
    return () => {
      dispatch(inboxClosed());
    };
  }, [dispatch]);

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
              value={query.words}
              onChange={(event) =>
                dispatch(inboxQueryChanged({ ...query, words: event.target.value }))
              }
            />
            {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a fieldset of inputs */}
            <div role="group" aria-label={texts.showFilterLabel} className="q-chat-inbox__filters">
              <button
                type="button"
                className="q-chat-inbox__filter"
                aria-pressed={!unreadOnly}
                onClick={() => dispatch(inboxQueryChanged({ ...query, unreadOnly: false }))}
              >
                {texts.filterAll}
              </button>
              <button
                type="button"
                className="q-chat-inbox__filter"
                aria-pressed={unreadOnly}
                onClick={() => dispatch(inboxQueryChanged({ ...query, unreadOnly: true }))}
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
              footer={
                hasMore && (
                  <button
                    ref={more}
                    type="button"
                    className="q-btn"
                    disabled={loadingMore}
                    onClick={loadMore}
                  >
                    {loadingMore ? texts.loadingMoreConversations : texts.loadMoreConversations}
                  </button>
                )
              }
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
