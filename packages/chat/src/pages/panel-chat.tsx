import { selectNewestAdminMessageId } from '@quire/realtime';
import { useJournalSite } from '@quire/site';
import { ListSkeleton } from '@quire/ui';
import { lazy, Suspense } from 'react';
import { useSignedIn, useSignedInSelector, useUnreadChat } from '../signed-in/signed-in-context';
import { useChatTexts } from '../texts';
import { chatTitle } from '../view/chat-view-messages';
import { useHiddenArrivals } from '../view/use-hidden-arrivals';

// The screen needs the signed-in store, which only exists in the browser: it comes with it, in
// a chunk of its own (Redux action creators stay out of the page's first load).
const ChatScreen = lazy(() =>
  import('../author/chat-screen').then((module) => ({ default: module.ChatScreen })),
);

/** `/panel/chat`: the author's chat with the administrators. */
export function PanelChatPage() {
  const site = useJournalSite();
  const texts = useChatTexts();
  const signedIn = useSignedIn();
  const unread = useUnreadChat();
  // On this screen messages are read as they come, so the count stays 0; a hidden tab still
  // needs to say that some arrived.
  const newestFromAdmin = useSignedInSelector(selectNewestAdminMessageId, null);
  const missed = useHiddenArrivals(newestFromAdmin);
  const loading = <ListSkeleton rows={4} label={texts.loadingChat} />;
  return (
    <>
      {/* The unread count leads the title so it shows in the browser tab. */}
      <title>{chatTitle(unread + missed, site, texts.chatDocumentTitle)}</title>
      <h1>{texts.chatHeading}</h1>
      {signedIn ? (
        <Suspense fallback={loading}>
          <ChatScreen />
        </Suspense>
      ) : (
        loading
      )}
    </>
  );
}
