import { Provider } from 'react-redux';
import { AdminInbox } from '~/components/chat/admin-inbox';
import type { SignedIn } from './signed-in-context';

/** The admin inbox inside the signed-in store (a lazy chunk of the inbox route). */
export function AdminInboxProvider({
  signedIn,
  userId,
}: {
  signedIn: SignedIn;
  userId: number | null;
}) {
  return (
    <Provider store={signedIn.store}>
      <AdminInbox api={signedIn.api} userId={userId} />
    </Provider>
  );
}
