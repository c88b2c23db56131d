import type { Session } from '@quire/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk: Redux (and later socket.io) reach the browser only when someone is signed in.
const SignedInExtras = lazy(() =>
  import('./signed-in-extras').then((module) => ({ default: module.SignedInExtras })),
);

/**
 * Loads the signed-in extras after hydration, and only with a session. Rendering nothing on the
 * server keeps the HTML identical for the hydration pass.
 */
export function SignedInBoundary({ session }: { session: Session | null }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || !session) return null;
  return (
    <Suspense fallback={null}>
      <SignedInExtras session={session} />
    </Suspense>
  );
}
