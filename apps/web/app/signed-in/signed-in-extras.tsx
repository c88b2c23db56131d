import { createHttpClient, createQuireApi } from '@quire/api-client';
import type { Session } from '@quire/contracts';
import {
  addChatListeners,
  createChatSocket,
  realtimeStarted,
  realtimeStopped,
} from '@quire/realtime';
import { useToast } from '@quire/ui';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useErrorModal } from '~/components/error-modal-provider';
import { useLoadingCounter } from '~/components/loading-provider';
import { playNotificationSound } from './notification-sound';
import type { ApiLocation } from './signed-in-boundary';
import type { SignedIn } from './signed-in-context';
import { makeStore } from './store';

/** The sign-out form's action (see `components/session-status.tsx`). */
const SIGN_OUT_PATH = '/auth/logout';

/**
 * What only signed-in visitors load (lazily, in its own chunk): the Redux store with the session,
 * the browser-side API client and the realtime connection with its chat listeners. Signed-out
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
  // The listeners outlive renders; they call the latest app callbacks through this ref.
  const app = useRef({ toast, navigate, showError });
  app.current = { toast, navigate, showError };

  const [listener] = useState(() => createListenerMiddleware());
  const [signedIn] = useState<SignedIn>(() => ({
    store: makeStore(
      {
        session: {
          status: 'authenticated',
          data: session,
          lastRefreshedAt: new Date().toISOString(),
        },
      },
      listener,
    ),
    // Same host as the web app, so the HttpOnly session cookie authenticates it.
    api: createQuireApi(
      createHttpClient({
        ...location,
        // The app's overlay counts requests that show the loader (never the silent mark-read).
        onRequestStart: () => loading.start(),
        onRequestEnd: () => loading.end(),
      }),
    ),
  }));

  useEffect(() => {
    const socket = createChatSocket({ url: location.backendUrl });
    const stop = addChatListeners(listener.startListening, {
      socket,
      api: signedIn.api.chat,
      role: session.user.role === 'admin' ? 'admin' : 'user',
      toast: (message, severity) => app.current.toast.show({ message, severity }),
      playSound: playNotificationSound,
      navigate: (path) => app.current.navigate(path),
      onError: (error) => app.current.showError(error),
    });
    signedIn.store.dispatch(realtimeStarted());
    onReady(signedIn);
    // Signing out revokes the session: close the socket first, so it never knocks with a dead one.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (new URL(form.action, window.location.href).pathname === SIGN_OUT_PATH) {
        signedIn.store.dispatch(realtimeStopped());
      }
    };
    document.addEventListener('submit', onSubmit, true);
    return () => {
      document.removeEventListener('submit', onSubmit, true);
      onReady(null);
      stop();
    };
  }, [listener, signedIn, location.backendUrl, session.user.role, onReady]);

  return null;
}
