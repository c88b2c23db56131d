import { cleanLayout, ScreenStub } from '@quire/story-kit';
import type { ComponentType } from 'react';

/** One sign-in or setup screen for a story: where it is and what its route answered. */
export interface AuthScreenProps {
  /** The route's id and pattern, e.g. `auth-login` and `auth/login`. */
  id: string;
  path: string;
  /** The page component. */
  Component: ComponentType;
  /** The address shown (default `/` + `path`). */
  url?: string;
  /** The loader's data (default `null`). */
  loaderData?: unknown;
  /** What the last post answered, if the story shows one. */
  answer?: unknown;
}

/**
 * A screen of the account kit in the clean layout, through the stub router, as every sign-in,
 * registration, password and setup story shows it.
 * @example <AuthScreen id="auth-login" path="auth/login" Component={LoginPage} answer={failure} />
 */
export function AuthScreen({
  id,
  path,
  Component,
  url = `/${path}`,
  loaderData = null,
  answer,
}: AuthScreenProps) {
  return (
    <ScreenStub
      url={url}
      routes={[
        cleanLayout({ id, path, Component, loader: { data: loaderData }, actionData: answer }),
      ]}
    />
  );
}
