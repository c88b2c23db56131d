import { CHAT_MESSAGE_MAX_LENGTH } from '@quire/contracts';
import {
  chatScreenClosed,
  chatScreenOpened,
  messageSendRequested,
  messageSendRetried,
  olderPageRequested,
  selectAdminOnline,
  selectChatDeleted,
  selectConnectionStatus,
  selectHasOlder,
  selectHistoryStatus,
  selectMessages,
  selectOutgoing,
} from '@quire/realtime';
import {
  AdminOnlineIndicator,
  ChatComposer,
  ChatDeletedNotice,
  ChatMessageList,
  ConnectionStatus,
} from '@quire/ui';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '~/signed-in/hooks';
import { toViewMessages } from './chat-view-messages';

/** The author's chat with the administrators (spec §2 panel-chat), inside the store's Provider. */
export function ChatScreen() {
  const dispatch = useAppDispatch();
  const messages = useAppSelector(selectMessages);
  const outgoing = useAppSelector(selectOutgoing);
  const adminOnline = useAppSelector(selectAdminOnline);
  const connection = useAppSelector(selectConnectionStatus);
  const hasOlder = useAppSelector(selectHasOlder);
  const loadingOlder = useAppSelector(selectHistoryStatus) === 'loading';
  const deleted = useAppSelector(selectChatDeleted);
  const view = useMemo(() => toViewMessages(messages, outgoing), [messages, outgoing]);

  // While this screen shows, new messages are read (spec §4) rather than counted.
  useEffect(() => {
    dispatch(chatScreenOpened());
    return () => {
      dispatch(chatScreenClosed());
    };
  }, [dispatch]);

  return (
    <div className="chat-screen">
      <div className="chat-screen__status">
        <AdminOnlineIndicator online={adminOnline} />
        <ConnectionStatus status={connection === 'idle' ? 'connecting' : connection} />
      </div>
      {deleted ? (
        <ChatDeletedNotice>
          <p>Returning to your panel…</p>
        </ChatDeletedNotice>
      ) : (
        <ChatMessageList
          messages={view}
          hasOlder={hasOlder}
          loadingOlder={loadingOlder}
          onLoadOlder={() => dispatch(olderPageRequested())}
          onRetry={(message) => dispatch(messageSendRetried(String(message.id)))}
        />
      )}
      <ChatComposer
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        offline={connection === 'reconnecting' || connection === 'offline'}
        disabled={deleted}
        onSend={(text) => dispatch(messageSendRequested(text))}
      />
    </div>
  );
}
