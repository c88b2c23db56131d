import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@quire/contracts';
import {
  composerCleared,
  composerTyped,
  inboxConversationDeleteRequested,
  inboxMessageDeleteRequested,
  inboxSendRequested,
  inboxSendRetried,
  olderThreadPageRequested,
  selectConnectionStatus,
  selectInboxOutgoing,
  selectInboxSendNotice,
  selectThread,
  selectThreadHasOlder,
  selectThreadLoadingOlder,
  selectThreadStatus,
  selectTypingUsers,
  threadClosed,
  threadOpened,
} from '@quire/realtime';
import { useJournalSite } from '@quire/site';
import {
  ChatComposer,
  ChatMessageList,
  ChatTypingIndicator,
  ConfirmDialog,
  LineIcon,
} from '@quire/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLoadedSignedIn } from '../signed-in/signed-in-context';
import { useAppDispatch, useAppSelector } from '../signed-in/signed-in-redux';
import { useChatTexts } from '../texts';
import { ChatPane } from '../view/chat-pane';
import { toStoredAttachment, toViewAttachment, toViewMessages } from '../view/chat-view-messages';
import { ConnectionStatus } from '../view/connection-status';
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
  const thread = useAppSelector(selectThread);
  const hasOlder = useAppSelector(selectThreadHasOlder);
  const allOutgoing = useAppSelector(selectInboxOutgoing);
  const notice = useAppSelector(selectInboxSendNotice);
  const typing = useAppSelector(selectTypingUsers)[userId] ?? false;
  const connection = useAppSelector(selectConnectionStatus);
  const loadingOlder = useAppSelector(selectThreadLoadingOlder);
  const status = useAppSelector(selectThreadStatus);
  const [confirming, setConfirming] = useState(false);
  // Until the list or the thread names the author, say it is loading rather than show "User".
  const knownAuthor = name ?? thread.find(fromUser)?.sender_name ?? null;
  const author = knownAuthor ?? texts.unnamedUser;
  const naming = knownAuthor === null && status === 'loading';
  const presence = naming
    ? texts.loadingConversation
    : online
      ? texts.userOnline(author)
      : texts.userOffline(author);
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

  // The listeners load the thread opened (and catch it up after a reconnect), and read it.
  useEffect(() => {
    dispatch(threadOpened(userId));
    return () => {
      dispatch(threadClosed());
    };
  }, [dispatch, userId]);

  const deleteConversation = () => {
    setConfirming(false);
    dispatch(inboxConversationDeleteRequested(userId));
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
            <p
              role="status"
              className="q-presence"
              data-state={naming ? 'connecting' : online ? 'online' : 'offline'}
            >
              <span className="q-presence__dot" aria-hidden="true" />
              {presence}
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
          loading={status === 'loading'}
          emptyText={status === 'failed' ? texts.threadLoadFailed : undefined}
          onLoadOlder={() => dispatch(olderThreadPageRequested())}
          firstUnreadId={firstUnreadId}
          adminLabel={author}
          onRetry={(message) => dispatch(inboxSendRetried(String(message.id)))}
          onDelete={(message) => dispatch(inboxMessageDeleteRequested(Number(message.id)))}
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
