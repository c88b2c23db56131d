import {
  AppProviders,
  type JournalSite,
  JournalSiteProvider,
  type RootData,
  SiteErrorBoundary,
} from '@quire/site';
import type { Decorator, StoryObj } from '@storybook/react-vite';
import { type ComponentType, createContext, useContext, useEffect } from 'react';
import {
  createRoutesStub,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type HydrationState,
  Outlet,
  useLocation,
  useNavigate,
} from 'react-router';
import { STORY_SITES, STORY_VISITORS, type StorySite, type StoryVisitor } from './story-sites';

/** What a route's loader answers in a story. */
export type ScreenRouteState =
  /** The loader answered with this data (the page renders at once, as after server rendering). */
  | { data: unknown }
  /** The loader has not answered yet: the route's `HydrateFallback` shows. */
  | { pending: true }
  /** The loader threw a response with this status and message: the site's error page shows. */
  | { status: number; message: string };

/** One route of a screen story: a layout or the page, with the id pages look their data up by. */
export interface ScreenRoute {
  /** The route id (`layout-journal`, `layout-panel`…); the page's own id is free. */
  id: string;
  /** Path pattern relative to its parent (`journals/:slug`, `articles/:article_slug`). */
  path?: string;
  index?: boolean;
  Component: ComponentType;
  /** The loader's answer; leave out for a route without a loader (a pure layout). */
  loader?: ScreenRouteState;
  /** What the route's action answers to a form post (pending forever when left out). */
  action?: () => unknown;
  /** The answer of a post made before the story starts (a form with its errors shown). */
  actionData?: unknown;
  HydrateFallback?: ComponentType;
  children?: ScreenRoute[];
}

/** Props of {@link ScreenStub}. */
export interface ScreenStubProps {
  /** The routes under the site's root, in the same shape as the app's `routes.ts`. */
  routes: ScreenRoute[];
  /** The address the screen is shown at. */
  url: string;
  /** Which site configuration frames the screen (default Quire's). */
  site?: StorySite | JournalSite;
  /** Who is looking (default a signed-out reader). */
  visitor?: StoryVisitor | RootData;
}

/**
 * The moment a screen story shows, for states every screen has alike: `loading` — its data is
 * reloading (a filter, the next page, a form's answer), so the page stays on screen under the
 * site's progress bar, as a reader sees it; `unavailable` — the API could not be reached, so the
 * site's 503 page shows in the frame. Set by {@link LOADING_STORY} and {@link UNAVAILABLE_STORY}.
 */
export type ScreenMoment = 'ready' | 'loading' | 'unavailable';

const ScreenMomentContext = createContext<ScreenMoment>('ready');

function momentStory(moment: ScreenMoment): Pick<StoryObj, 'decorators'> {
  const decorator: Decorator = (Story) => (
    <ScreenMomentContext.Provider value={moment}>
      <Story />
    </ScreenMomentContext.Provider>
  );
  return { decorators: [decorator] };
}

/**
 * A screen story's loading state: the screen as its data reloads (the progress bar runs, the
 * page stays readable). Add it to any screen's stories: `export const Loading: Story = LOADING_STORY;`
 */
export const LOADING_STORY: Pick<StoryObj, 'decorators'> = momentStory('loading');

/**
 * A screen story's failure state: the API is down, and the site's "Service Unavailable" page
 * shows in the frame instead of the screen: `export const ApiUnavailable: Story = UNAVAILABLE_STORY;`
 */
export const UNAVAILABLE_STORY: Pick<StoryObj, 'decorators'> = momentStory('unavailable');

/** What the site's loaders throw when the API cannot be reached (see `apiUnavailable`). */
const UNAVAILABLE = { status: 503, message: 'The API could not be reached.' };

const NEVER = new Promise<never>(() => {});

function errorOf(state: { status: number; message: string }) {
  return new ErrorResponse(state.status, '', state.message);
}

function toStubRoute(
  route: ScreenRoute,
  moment: ScreenMoment,
): Parameters<typeof createRoutesStub>[0][number] {
  const { loader, action, actionData: _answered, children, ...rest } = route;
  return {
    ...rest,
    // Data and errors arrive as hydration state; the loader only answers later revalidations,
    // and a pending route's loader never settles so its fallback stays on screen (so does a
    // loading screen's, whose reload never ends).
    loader: loader
      ? () => {
          if ('pending' in loader || moment === 'loading') return NEVER;
          if ('status' in loader) throw errorOf(loader);
          return loader.data;
        }
      : undefined,
    action: action ?? (() => NEVER),
    children: children?.map((child) => toStubRoute(child, moment)),
  } as Parameters<typeof createRoutesStub>[0][number];
}

function hydrationOf(routes: ScreenRoute[], state: Required<HydrationState>): HydrationState {
  for (const route of routes) {
    const loader = route.loader;
    if (loader && 'data' in loader) state.loaderData[route.id] = loader.data;
    // Only the root has an error boundary (the site's error page), so a thrown status lands there.
    if (loader && 'status' in loader) state.errors = { root: errorOf(loader) };
    if (route.actionData !== undefined) {
      state.actionData = { ...state.actionData, [route.id]: route.actionData };
    }
    if (route.children) hydrationOf(route.children, state);
  }
  return state;
}

/** Reloads the screen's data once, in a loading story: the reload never ends. */
function Reload() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address first shown
  useEffect(() => {
    navigate(`${pathname}${search}`, { replace: true });
  }, []);
  return null;
}

/** The app's root route: the site's providers around every page, its error page on failure. */
function SiteRoot() {
  const moment = useContext(ScreenMomentContext);
  return (
    <AppProviders>
      {moment === 'loading' && <Reload />}
      <Outlet />
    </AppProviders>
  );
}

/**
 * A screen of the kit as a site shows it: the page and its layouts inside a stub router (React
 * Router's `createRoutesStub`) with the given loader data, under a site configuration.
 * @example
 * <ScreenStub
 *   url="/auth/login"
 *   routes={[{ id: 'layout-clean', Component: SiteCleanLayout,
 *     children: [{ id: 'login', path: 'auth/login', Component: LoginPage, loader: { data } }] }]}
 * />
 */
export function ScreenStub({
  routes,
  url,
  site = 'quire',
  visitor = 'anonymous',
}: ScreenStubProps) {
  const config = typeof site === 'string' ? STORY_SITES[site] : site;
  const root = typeof visitor === 'string' ? STORY_VISITORS[visitor] : visitor;
  const tree: ScreenRoute[] = [
    { id: 'root', path: '/', Component: SiteRoot, loader: { data: root }, children: routes },
  ];
  const moment = useContext(ScreenMomentContext);
  const hydration = hydrationOf(tree, { loaderData: {}, actionData: null, errors: null });
  if (moment === 'unavailable') hydration.errors = { root: errorOf(UNAVAILABLE) };
  const Stub = createRoutesStub([
    { ...toStubRoute(tree[0] as ScreenRoute, moment), ErrorBoundary: SiteErrorBoundary },
  ]);
  return (
    <JournalSiteProvider site={config}>
      {/* A pending route has no hydration data, so the router loads it (and shows its fallback). */}
      <Stub initialEntries={[url]} hydrationData={hydration} />
    </JournalSiteProvider>
  );
}

/** The viewport globals of a phone-sized story (Storybook's viewport toolbar, 375 px wide). */
export const MOBILE_VIEWPORT = { viewport: { value: 'phone', isRotated: false } } as const;

/**
 * The story parameters every screen shares: full-bleed (the page brings its own frame) and axe's
 * `region` rule on, since a whole page must put all its content in landmarks.
 */
export const SCREEN_PARAMETERS = {
  layout: 'fullscreen',
  a11y: { config: { rules: [{ id: 'region', enabled: true }] } },
} satisfies StoryObj['parameters'];
