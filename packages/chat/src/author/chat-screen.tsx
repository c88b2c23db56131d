import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@quire/contracts';
import {
  chatScreenClosed,
  chatScreenOpened,
  composerCleared,
  composerTyped,
  messageSendRequested,
  messageSendRetried,
  olderPageRequested,
  selectAdminOnline,
  selectAdminTyping,
  selectChatDeleted,
  selectConnectionStatus,
  selectHasOlder,
  selectHistoryStatus,
  selectMessages,
  selectOutgoing,
  selectSendNotice,
} from '@quire/realtime';
import { ChatComposer, ChatMessageList, ChatTextsProvider, ChatTypingIndicator } from '@quire/ui';
import { useCallback, useEffect, useMemo } from 'react';
import { useLoadedSignedIn } from '../signed-in/signed-in-context';
import {
  SignedInStoreProvider,
  useAppDispatch,
  useAppSelector,
} from '../signed-in/signed-in-redux';
import { useChatTexts } from '../texts';
import { AdminOnlineIndicator } from '../view/admin-online-indicator';
import { ChatDeletedNotice } from '../view/chat-deleted-notice';
import { ChatPane } from '../view/chat-pane';
import { toStoredAttachment, toViewAttachment, toViewMessages } from '../view/chat-view-messages';
import { ConnectionStatus } from '../view/connection-status';
import { useFirstUnread } from '../view/use-first-unread';
import '../chat.css';

const fromAdmin = (message: ChatMessage) => message.sender === 'admin';

/** The author's chat with the administrators, as a messenger pane (inside a loaded signed-in area). */
export function ChatScreen() {
  return (
    <SignedInStoreProvider>
      <AuthorChat />
    </SignedInStoreProvider>
  );
}

function AuthorChat() {
  const dispatch = useAppDispatch();
  const texts = useChatTexts();
  const messages = useAppSelector(selectMessages);
  const outgoing = useAppSelector(selectOutgoing);
  const adminOnline = useAppSelector(selectAdminOnline);
  const adminTyping = useAppSelector(selectAdminTyping);
  const connection = useAppSelector(selectConnectionStatus);
  const hasOlder = useAppSelector(selectHasOlder);
  const loadingOlder = useAppSelector(selectHistoryStatus) === 'loading';
  const deleted = useAppSelector(selectChatDeleted);
  const notice = useAppSelector(selectSendNotice);
  const view = useMemo(() => toViewMessages(messages, outgoing), [messages, outgoing]);
  const firstUnreadId = useFirstUnread(messages, fromAdmin);
  const { api } = useLoadedSignedIn();
  const attach = useCallback(
    async (file: File) => toViewAttachment(await api.chat.attach(file, file.name)),
    [api],
  );

  // While this screen shows, new messages are read rather than counted.
  useEffect(() => {
    dispatch(chatScreenOpened());
    return () => {
      dispatch(chatScreenClosed());
    };
  }, [dispatch]);

  return (
    // The ui views below say their words in the site's texts too.
    <ChatTextsProvider texts={texts}>
      <ChatPane
        className="chat-screen"
        aria-label={texts.chatScreenLabel}
        status={
          <>
            <AdminOnlineIndicator online={adminOnline} />
            <ConnectionStatus status={connection === 'idle' ? 'connecting' : connection} />
          </>
        }
        composer={
          <ChatComposer
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            offline={connection === 'reconnecting' || connection === 'offline'}
            disabled={deleted}
            notice={notice}
            onTyping={() => dispatch(composerTyped())}
            onAttach={attach}
            onSend={(text, attachments = []) => {
              dispatch(composerCleared());
              dispatch(messageSendRequested(text, undefined, attachments.map(toStoredAttachment)));
            }}
          />
        }
      >
        {deleted ? (
          <ChatDeletedNotice>
            <p>{texts.returningToPanel}</p>
          </ChatDeletedNotice>
        ) : (
          <>
            <ChatMessageList
              messages={view}
              hasOlder={hasOlder}
              loadingOlder={loadingOlder}
              firstUnreadId={firstUnreadId}
              onLoadOlder={() => dispatch(olderPageRequested())}
              onRetry={(message) => dispatch(messageSendRetried(String(message.id)))}
            />
            <ChatTypingIndicator name={adminTyping ? texts.adminName : null} />
          </>
        )}
      </ChatPane>
    </ChatTextsProvider>
  );
}
