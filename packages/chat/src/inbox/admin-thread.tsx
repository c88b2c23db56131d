import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@quire/contracts';
import {
  composerCleared,
  composerTyped,
  inboxConversationDeleted,
  inboxMessageDeleted,
  inboxSendRequested,
  inboxSendRetried,
  selectConnectCount,
  selectConnectionStatus,
  selectInboxOutgoing,
  selectInboxSendNotice,
  selectThread,
  selectThreadHasOlder,
  selectTypingUsers,
  threadClosed,
  threadOpened,
  threadPageLoaded,
} from '@quire/realtime';
import { useErrorModal, useJournalSite } from '@quire/site';
import {
  ChatComposer,
  ChatMessageList,
  ChatPane,
  ChatTypingIndicator,
  ConfirmDialog,
  ConnectionStatus,
  LineIcon,
} from '@quire/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector, useLoadedSignedIn } from '../signed-in/signed-in-context';
import { useChatTexts } from '../texts';
import { toStoredAttachment, toViewAttachment, toViewMessages } from '../view/chat-view-messages';
import { useFirstUnread } from '../view/use-first-unread';

const fromUser = (message: ChatMessage) => message.sender === 'user';

/**
 * One conversation of the support inbox, in the same message list as the author's screen: read
 * (messages are marked read as they show), reply (optimistic, Retry on failure), delete a message
 * from its actions menu, delete the whole conversation after a confirmation.
 */
export function AdminThread({
  userId,
  name,
  online,
}: {
  userId: number;
  /** The author's name from the list; null until the list has it. */
  name: string | null;
  online: boolean;
}) {
  const texts = useChatTexts();
  const { paths } = useJournalSite();
  const dispatch = useAppDispatch();
  const { api } = useLoadedSignedIn();
  const navigate = useNavigate();
  const { showError } = useErrorModal();
  const thread = useAppSelector(selectThread);
  const hasOlder = useAppSelector(selectThreadHasOlder);
  const allOutgoing = useAppSelector(selectInboxOutgoing);
  const notice = useAppSelector(selectInboxSendNotice);
  const typing = useAppSelector(selectTypingUsers)[userId] ?? false;
  const connection = useAppSelector(selectConnectionStatus);
  const [confirming, setConfirming] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  // Every (re)connect reloads the newest page, so nothing sent while the socket was down is missed.
  const connects = useAppSelector(selectConnectCount);
  const author = name ?? thread.find(fromUser)?.sender_name ?? texts.unnamedUser;
  const outgoing = useMemo(
    () => allOutgoing.filter((entry) => entry.user_id === userId),
    [allOutgoing, userId],
  );
  const view = useMemo(() => toViewMessages(thread, outgoing, 'admin'), [thread, outgoing]);
  const firstUnreadId = useFirstUnread(thread, fromUser);
  const attach = useCallback(
    async (file: File) => toViewAttachment(await api.adminChat.attach(file, file.name)),
    [api],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `connects` is the reload trigger: a reconnection loads the thread again.
  useEffect(() => {
    dispatch(threadOpened(userId));
    api.adminChat.messages(userId).then(
      (page) => {
        dispatch(threadPageLoaded({ messages: page.data, hasMore: page.meta.hasMore }));
        if (page.meta.unreadCount > 0) api.adminChat.markAllRead(userId).catch(showError);
      },
      (error: unknown) => showError(error),
    );
    return () => {
      dispatch(threadClosed());
    };
  }, [api, dispatch, showError, userId, connects]);

  // A user's message that arrives while the thread is open is read at once.
  const newest = thread[0];
  useEffect(() => {
    if (newest && newest.sender === 'user' && newest.read_at === null) {
      api.adminChat.markRead(userId, newest.id).catch(showError);
    }
  }, [api, newest, showError, userId]);

  const loadOlder = () => {
    setLoadingOlder(true);
    api.adminChat
      .messages(userId, { before: thread.at(-1)?.id })
      .then(
        (page) => dispatch(threadPageLoaded({ messages: page.data, hasMore: page.meta.hasMore })),
        showError,
      )
      .finally(() => setLoadingOlder(false));
  };

  const deleteMessage = (id: number) => {
    api.adminChat.deleteMessage(id).then(() => dispatch(inboxMessageDeleted(id)), showError);
  };

  const deleteConversation = () => {
    setConfirming(false);
    api.adminChat.deleteConversation(userId).then(() => {
      dispatch(inboxConversationDeleted(userId));
      navigate(paths.chatInbox);
    }, showError);
  };

  return (
    <>
      <Link className="q-chat-inbox__back" to={paths.chatInbox}>
        <span aria-hidden="true">←</span> {texts.allConversations}
      </Link>
      <ChatPane
        className="admin-thread"
        aria-label={texts.conversationWith(author)}
        status={
          <>
            <p role="status" className="q-presence" data-state={online ? 'online' : 'offline'}>
              <span className="q-presence__dot" aria-hidden="true" />
              {online ? texts.userOnline(author) : texts.userOffline(author)}
            </p>
            <ConnectionStatus status={connection === 'idle' ? 'connecting' : connection} />
          </>
        }
        actions={
          <button type="button" className="q-btn q-btn--danger" onClick={() => setConfirming(true)}>
            <LineIcon size={18} d="M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13M10 11v6m4-6v6" />
            <span className="q-chat-pane__action-label">{texts.deleteConversation}</span>
          </button>
        }
        composer={
          <ChatComposer
            label={texts.replyLabel}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            offline={connection === 'reconnecting' || connection === 'offline'}
            notice={notice}
            onTyping={() => dispatch(composerTyped(userId))}
            onAttach={attach}
            onSend={(text, attachments = []) => {
              dispatch(composerCleared(userId));
              dispatch(
                inboxSendRequested(userId, text, undefined, attachments.map(toStoredAttachment)),
              );
            }}
          />
        }
      >
        <ChatMessageList
          messages={view}
          hasOlder={hasOlder}
          loadingOlder={loadingOlder}
          onLoadOlder={loadOlder}
          firstUnreadId={firstUnreadId}
          adminLabel={author}
          onRetry={(message) => dispatch(inboxSendRetried(String(message.id)))}
          onDelete={(message) => deleteMessage(Number(message.id))}
        />
        <ChatTypingIndicator name={typing ? author : null} />
      </ChatPane>
      {confirming && (
        <ConfirmDialog
          open
          title={texts.deleteConversationTitle}
          message={texts.deleteConversationMessage}
          confirmLabel={texts.deleteConversation}
          tone="danger"
          onConfirm={deleteConversation}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
