import type { AuthHandle } from '@quire/site';
import { guard } from '@quire/site/server';
import { ListSkeleton } from '@quire/ui';
import { lazy, Suspense } from 'react';
import { redirect } from 'react-router';
import { useSignedIn } from '~/signed-in/signed-in-context';
import type { Route } from './+types/chat';

export const handle = { auth: 'user' } satisfies AuthHandle;

/** Where signed-in non-administrators are sent. */
export const NON_ADMIN_REDIRECT = '/panel';

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await guard(request, handle.auth);
  // The inbox is for administrators only; authors go back to their own panel.
  if (session?.user.role !== 'admin') throw redirect(NON_ADMIN_REDIRECT);
  const userId = params.userId === undefined ? null : Number(params.userId);
  if (userId !== null && !(Number.isInteger(userId) && userId > 0)) {
    throw new Response('Not Found', { status: 404 });
  }
  return { userId };
}

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Chat inbox · Quire' }];
}

// The inbox needs the signed-in store, which only exists in the browser: load it with it.
const AdminInbox = lazy(() =>
  import('~/signed-in/admin-inbox-provider').then((module) => ({
    default: module.AdminInboxProvider,
  })),
);

/** `/admin/chat[/:userId]`: the administrators' conversations and one conversation's thread. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const signedIn = useSignedIn();
  const loading = <ListSkeleton rows={4} label="Loading the inbox" />;
  return (
    <>
      <h1>Chat inbox</h1>
      {signedIn ? (
        <Suspense fallback={loading}>
          <AdminInbox signedIn={signedIn} userId={loaderData.userId} />
        </Suspense>
      ) : (
        loading
      )}
    </>
  );
}
