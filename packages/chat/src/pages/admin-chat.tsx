import { siteTitle } from '@quire/site';
import { ListSkeleton } from '@quire/ui';
import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { useSignedIn } from '../signed-in/signed-in-context';
import { chatTexts, useChatTexts } from '../texts';
import type { adminChatLoader } from './admin-chat.server';

/** The inbox's document title: "Chat inbox · {site name}". */
export function adminChatMeta() {
  return [{ title: siteTitle(chatTexts().inboxTitle) }];
}

// The inbox needs the signed-in store, which only exists in the browser: it comes with it, in a
// chunk of its own.
const AdminInbox = lazy(() =>
  import('../inbox/admin-inbox').then((module) => ({ default: module.AdminInbox })),
);

/** `/admin/chat[/:userId]`: the administrators' conversations and one conversation's thread. */
export function AdminChatPage() {
  const { userId } = useLoaderData<typeof adminChatLoader>();
  const signedIn = useSignedIn();
  const texts = useChatTexts();
  const loading = <ListSkeleton rows={4} label={texts.loadingInbox} />;
  return (
    <>
      <h1 className="q-chat-inbox__title">{texts.inboxTitle}</h1>
      {signedIn ? (
        <Suspense fallback={loading}>
          <AdminInbox userId={userId} />
        </Suspense>
      ) : (
        loading
      )}
    </>
  );
}
