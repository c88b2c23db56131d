import type { QuireApi } from '@quire/api-client';
import {
  conversationsFailed,
  conversationsLoaded,
  conversationsRequested,
  selectConnectCount,
  selectConnectionStatus,
  selectConversations,
  selectInboxStatus,
  selectPresence,
} from '@quire/realtime';
import { ConnectionStatus, EmptyState, UnreadBadge } from '@quire/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useErrorModal } from '~/components/error-modal-provider';
import { useAppDispatch, useAppSelector } from '~/signed-in/hooks';
import { AdminThread } from './admin-thread';

/** The administrators' inbox: conversations by last activity with unread counts and presence. */
export function AdminInbox({ api, userId }: { api: QuireApi; userId: number | null }) {
  const dispatch = useAppDispatch();
  const { showError } = useErrorModal();
  const conversations = useAppSelector(selectConversations);
  const status = useAppSelector(selectInboxStatus);
  const presence = useAppSelector(selectPresence);
  const connection = useAppSelector(selectConnectionStatus);
  // Every (re)connect reloads the list, so nothing sent while the socket was down is missed.
  const connects = useAppSelector(selectConnectCount);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `connects` is the reload trigger
  useEffect(() => {
    dispatch(conversationsRequested());
    api.adminChat.conversations().then(
      (list) => dispatch(conversationsLoaded(list.data)),
      (error: unknown) => {
        dispatch(conversationsFailed());
        showError(error);
      },
    );
  }, [api, dispatch, showError, connects]);

  return (
    <div className="admin-inbox">
      <ConnectionStatus status={connection === 'idle' ? 'connecting' : connection} />
      <nav aria-label="Conversations" className="admin-inbox__list">
        {status === 'succeeded' && conversations.length === 0 ? (
          <EmptyState title="No conversations yet" />
        ) : (
          <ul>
            {conversations.map((conversation) => {
              const online = presence[conversation.user.id] ?? conversation.online;
              return (
                <li key={conversation.user.id} data-state={online ? 'online' : 'offline'}>
                  <Link
                    to={`/admin/chat/${conversation.user.id}`}
                    aria-current={conversation.user.id === userId ? 'page' : undefined}
                  >
                    {conversation.user.name}
                  </Link>{' '}
                  <span className="admin-inbox__presence">{online ? 'online' : 'offline'}</span>{' '}
                  <UnreadBadge count={conversation.unreadCount} />
                  {conversation.lastMessage && (
                    <p className="admin-inbox__last">{conversation.lastMessage.body}</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </nav>
      {userId !== null && <AdminThread api={api} userId={userId} />}
    </div>
  );
}
