import type { Session } from '@quire/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { type SignedIn, SignedInContext } from './signed-in-provider';

// Its own chunk: Redux and socket.io reach the browser only when someone is signed in.
const SignedInExtras = lazy(() =>
  import('./signed-in-extras').then((module) => ({ default: module.SignedInExtras })),
);

/** Where the browser reaches the API (from the root loader). */
export interface ApiLocation {
  apiUrl: string;
  backendUrl: string;
}

/**
 * Loads the signed-in extras after hydration, and only with a session, then provides their store
 * and API to the page below. Rendering nothing extra on the server keeps the HTML identical for
 * the hydration pass.
 */
export function SignedInBoundary({
  session,
  location,
  children,
}: {
  session: Session | null;
  location: ApiLocation;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(false);
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);
  useEffect(() => setHydrated(true), []);
  return (
    <SignedInContext.Provider value={signedIn}>
      {children}
      {hydrated && session && (
        <Suspense fallback={null}>
          {/* Keyed by account: a different one (or none) never sees the previous store; the
              extras hand theirs back with onReady(null) when they unmount. */}
          <SignedInExtras
            key={session.user.id}
            session={session}
            location={location}
            onReady={setSignedIn}
          />
        </Suspense>
      )}
    </SignedInContext.Provider>
  );
}
