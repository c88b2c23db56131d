import type { SignedInApi } from '@quire/api-client';
import { createContext } from 'react';
import type { AppStore } from './store';

// Kept apart from the hooks (signed-in-context.ts): every page loads this module with the
// boundary, so it holds the context alone.

/** What the lazy signed-in bundle hands to pages once it has loaded. */
export interface SignedIn {
  store: AppStore;
  /** Browser-side API client (cookie-authenticated, same host as the API). */
  api: SignedInApi;
  /**
   * Feeds the store a count the server just gave (a page's loader): pages stay free of Redux
   * code, the store stays the one live source.
   */
  setUnreadNotifications(count: number): void;
}

/**
 * The one provider of the signed-in area: null until the signed-in bundle has loaded (and always
 * for signed-out visitors). Every read of the store goes through it, so the layouts outside the
 * chat screens and the screens themselves see the same state the same way.
 */
export const SignedInContext = createContext<SignedIn | null>(null);
