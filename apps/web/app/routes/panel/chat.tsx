import type { AuthHandle } from '@quire/site';
import { guard } from '@quire/site/server';
import { ListSkeleton } from '@quire/ui';
import { lazy, Suspense } from 'react';
import { chatTitle } from '~/components/chat/chat-view-messages';
import { useHiddenArrivals } from '~/components/chat/use-hidden-arrivals';
import { useSignedIn, useSignedInSelector } from '~/signed-in/signed-in-context';
import type { Route } from './+types/chat';

export const handle = { auth: 'user' } satisfies AuthHandle;

export async function loader({ request }: Route.LoaderArgs) {
  await guard(request, handle.auth);
  return null;
}

// The screen needs the signed-in store, which only exists in the browser: load it with it.
const ChatScreen = lazy(() =>
  import('~/signed-in/chat-screen-provider').then((module) => ({
    default: module.ChatScreenProvider,
  })),
);

/** `/panel/chat`: the author's chat with the administrators. */
export default function Page() {
  const signedIn = useSignedIn();
  const unread = useSignedInSelector((state) => state.chat.unReadCount, 0);
  // On this screen messages are read as they come, so the count stays 0; a hidden tab still
  // needs to say that some arrived.
  const newestFromAdmin = useSignedInSelector(
    (state) => state.chat.data.find((message) => message.sender === 'admin')?.id ?? null,
    null,
  );
  const missed = useHiddenArrivals(newestFromAdmin);
  const loading = <ListSkeleton rows={4} label="Loading the chat" />;
  return (
    <>
      {/* The unread count leads the title so it shows in the browser tab. */}
      <title>{chatTitle(unread + missed)}</title>
      <h1>Chat</h1>
      {signedIn ? (
        <Suspense fallback={loading}>
          <ChatScreen store={signedIn.store} />
        </Suspense>
      ) : (
        loading
      )}
    </>
  );
}
