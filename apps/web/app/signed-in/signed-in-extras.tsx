import type { Session } from '@quire/contracts';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from './store';

/**
 * What only signed-in visitors load (lazily, in its own chunk): the Redux store with the session,
 * where the realtime connection and chat listeners mount (issues 6 and 7). Signed-out pages never
 * download this module.
 */
export function SignedInExtras({ session }: { session: Session }) {
  const [store] = useState(() =>
    makeStore({
      session: {
        status: 'authenticated',
        data: session,
        lastRefreshedAt: new Date().toISOString(),
      },
    }),
  );
  // Issues 6 and 7 mount the realtime connection and chat listeners inside this provider.
  return <Provider store={store}>{null}</Provider>;
}
