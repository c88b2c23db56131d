import type { QuireApi } from '@quire/api-client';
import { CHAT_MESSAGE_MAX_LENGTH } from '@quire/contracts';
import {
  inboxConversationDeleted,
  inboxMessageDeleted,
  inboxMessageReceived,
  newClientId,
  selectConnectCount,
  selectThread,
  selectThreadHasOlder,
  threadClosed,
  threadOpened,
  threadPageLoaded,
} from '@quire/realtime';
import { ChatComposer, ConfirmDialog } from '@quire/ui';
import { formatDate } from '@quire/utils';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useErrorModal } from '~/components/error-modal-provider';
import { useAppDispatch, useAppSelector } from '~/signed-in/hooks';

/** One conversation in the admin inbox: read, reply, delete a message, delete the whole chat. */
export function AdminThread({ api, userId }: { api: QuireApi; userId: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { showError } = useErrorModal();
  const thread = useAppSelector(selectThread);
  const hasOlder = useAppSelector(selectThreadHasOlder);
  const [confirming, setConfirming] = useState(false);
  // Every (re)connect reloads the newest page, so nothing sent while the socket was down is missed.
  const connects = useAppSelector(selectConnectCount);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `connects` is the reload trigger
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
    api.adminChat
      .messages(userId, { before: thread.at(-1)?.id })
      .then(
        (page) => dispatch(threadPageLoaded({ messages: page.data, hasMore: page.meta.hasMore })),
        showError,
      );
  };

  const send = (body: string) => {
    api.adminChat
      .send(userId, { body, client_id: newClientId() })
      .then((message) => dispatch(inboxMessageReceived(message)), showError);
  };

  const deleteMessage = (id: number) => {
    api.adminChat.deleteMessage(id).then(() => dispatch(inboxMessageDeleted(id)), showError);
  };

  const deleteChat = () => {
    setConfirming(false);
    api.adminChat.deleteConversation(userId).then(() => {
      dispatch(inboxConversationDeleted(userId));
      navigate('/admin/chat');
    }, showError);
  };

  return (
    <section className="admin-thread" aria-label="Conversation">
      <button type="button" className="q-btn q-btn--danger" onClick={() => setConfirming(true)}>
        Delete chat
      </button>
      {hasOlder && (
        <button type="button" className="q-btn" onClick={loadOlder}>
          Load older messages
        </button>
      )}
      <ol className="admin-thread__messages" reversed aria-label="Messages">
        {[...thread].reverse().map((message) => (
          <li key={message.id} data-sender={message.sender}>
            <p>
              <strong>{message.sender_name}</strong>{' '}
              <time dateTime={message.created_at}>
                {formatDate(message.created_at, { withTime: true })}
              </time>
              {message.read_at && <span> · Read</span>}
            </p>
            <p className="admin-thread__body">{message.body}</p>
            <button type="button" className="q-btn" onClick={() => deleteMessage(message.id)}>
              Delete message
            </button>
          </li>
        ))}
      </ol>
      <ChatComposer label="Reply" maxLength={CHAT_MESSAGE_MAX_LENGTH} onSend={send} />
      {confirming && (
        <ConfirmDialog
          open
          title="Delete this chat?"
          message="Every message of this conversation will be deleted for the user too."
          confirmLabel="Delete chat"
          tone="danger"
          onConfirm={deleteChat}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
