import { createHttpClient, createSignedInApi } from '@quire/api-client';
import { isSiteAdministrator, type Notification, type Session } from '@quire/contracts';
import {
  addAdminChatListeners,
  addAuthorChatListeners,
  addNotificationListeners,
  addTypingListeners,
  createChatSocket,
  newNotificationText,
  realtimeStarted,
  realtimeStopped,
  relayDiscussionEvents,
  unreadNotificationsSet,
} from '@quire/realtime';
import {
  publishLive,
  setLiveSender,
  useErrorModal,
  useJournalSite,
  useLoadingCounter,
} from '@quire/site';
import { useToast } from '@quire/ui';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { playSound } from './notification-sound';
import type { ApiLocation } from './signed-in-boundary';
import type { SignedIn } from './signed-in-context';
import { makeStore } from './store';

/** Text of the link in a new notification's toast. */
export const VIEW_NOTIFICATION_LABEL = 'View notification';

/**
 * What only signed-in visitors load (lazily, in its own chunk): the Redux store (chat, inbox,
 * notifications), the browser-side API client and the realtime connection with its chat listeners. Signed-out
 * pages never download this module.
 */
export function SignedInExtras({
  session,
  location,
  onReady,
}: {
  session: Session;
  location: ApiLocation;
  onReady: (signedIn: SignedIn | null) => void;
}) {
  const loading = useLoadingCounter();
  const toast = useToast();
  const navigate = useNavigate();
  const { showError } = useErrorModal();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const { texts, paths } = useJournalSite();
  // The listeners outlive renders; they call the latest app callbacks through this ref.
  const app = useRef({ toast, navigate, showError, revalidator, pathname });
  app.current = { toast, navigate, showError, revalidator, pathname };

  const [listener] = useState(() => createListenerMiddleware());
  const [signedIn] = useState<SignedIn>(() => {
    const store = makeStore(undefined, listener);
    return {
      store,
      setUnreadNotifications: (count) => store.dispatch(unreadNotificationsSet(count)),
      // Same host as the web app, so the HttpOnly session cookie authenticates it.
      api: createSignedInApi(
        createHttpClient({
          ...location,
          // The app's overlay counts requests that show the loader (never the silent mark-read).
          onRequestStart: () => loading.start(),
          onRequestEnd: () => loading.end(),
        }),
      ),
    };
  });

  const { apiUrl, backendUrl } = location;
  const siteAdmin = isSiteAdministrator(session.user);
  useEffect(() => {
    /** Toast with a link to it; panel pages (the list, the counts) reload their data. */
    function announceNotification(notification: Notification) {
      const { toast, navigate, revalidator, pathname } = app.current;
      const href = `${paths.panel}/notifications/${notification.id}`;
      toast.info(newNotificationText(notification), {
        link: { label: VIEW_NOTIFICATION_LABEL, href, onFollow: () => navigate(href) },
      });
      if (pathname.startsWith(paths.panel)) void revalidator.revalidate();
    }

    const socket = createChatSocket({ url: backendUrl });
    // Administrators follow every conversation in the inbox; authors have their own chat.
    const stopChat = siteAdmin
      ? addAdminChatListeners(listener.startListening, {
          socket,
          api: signedIn.api.adminChat,
          onError: (error) => app.current.showError(error),
          navigate: (path) => app.current.navigate(path),
          inboxPath: paths.chatInbox,
        })
      : addAuthorChatListeners(listener.startListening, {
          socket,
          api: signedIn.api.chat,
          texts: {
            newAdminMessage: texts.chatNewMessage,
            chatDeleted: texts.chatDeleted,
            redirectPath: paths.panel,
          },
          toast: (message, severity) => app.current.toast.show({ message, severity }),
          playSound: () => playSound(paths.chatSound),
          navigate: (path) => app.current.navigate(path),
          onError: (error) => app.current.showError(error),
        });
    const stopTyping = addTypingListeners(listener.startListening, { socket });
    const stopNotifications = addNotificationListeners(listener.startListening, {
      socket,
      // Background counts never show the loading overlay: a client without its counter.
      api: createSignedInApi(createHttpClient({ apiUrl, backendUrl })).panel,
      onNotification: (notification) => announceNotification(notification),
    });
    // Submission discussions are the panel's pages: they follow these through the site's bridge.
    const discussions = relayDiscussionEvents(socket, {
      message: (event) => publishLive('discussion_message', event),
      read: (event) => publishLive('discussion_read', event),
      typing: (event) => publishLive('discussion_typing', event),
      presence: (event) => publishLive('discussion_presence', event),
    });
    setLiveSender((signal, payload) => discussions.signal(signal, payload));
    signedIn.store.dispatch(realtimeStarted());
    onReady(signedIn);
    // Signing out revokes the session: close the socket first, so it never knocks with a dead one.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (new URL(form.action, window.location.href).pathname === paths.logout) {
        signedIn.store.dispatch(realtimeStopped());
      }
    };
    document.addEventListener('submit', onSubmit, true);
    return () => {
      document.removeEventListener('submit', onSubmit, true);
      onReady(null);
      setLiveSender(null);
      discussions.stop();
      stopNotifications();
      stopTyping();
      stopChat();
    };
    // The site's texts and paths never change (a frozen configuration): no restart from them.
  }, [listener, signedIn, apiUrl, backendUrl, siteAdmin, onReady, texts, paths]);

  return null;
}
