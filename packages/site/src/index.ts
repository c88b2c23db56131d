// Client-safe modules: page helpers, the shell's components, paths and SEO meta.

export type {
  BuildManifest,
  BuildPoller,
  BuildPollerOptions,
  ReloadRecord,
  ReloadStorage,
} from './build-update/build-update';
export { useBuildUpdate } from './build-update/use-build-update';
export {
  formatSiteCount,
  formatSiteDate,
  siteDate,
  siteDatedText,
} from './config/format-site-date';
export type {
  JournalSite,
  JournalSiteOptions,
  SiteBrand,
  SiteDateSettings,
  SiteFeatures,
  SiteTexts,
} from './config/journal-site';
export {
  applySiteDateSettings,
  defineJournalSite,
  journalSite,
  siteTitle,
} from './config/journal-site';
export type { KitText, KitTextOverrides, KitTexts, TextCatalogue } from './config/kit-texts';
export { kitTexts, useTexts } from './config/kit-texts';
export { JournalSiteProvider, useJournalSite, useJournalSlug } from './config/site-context';
export type {
  AccountMenuAudience,
  AccountMenuLink,
  JournalNavLink,
  PanelBadge,
  PanelNavAudience,
  PanelNavLink,
  SiteLink,
} from './config/site-menus';
export { DEFAULT_JOURNAL_NAV, defaultAccountMenu, defaultPanelNav } from './config/site-menus';
export type { SitePaths } from './config/site-paths';
export { isUnder, resolveSitePaths } from './config/site-paths';
export { panelNavAudiences } from './lib/account-audiences';
export type { AuthGuardName, AuthSetting, GuardContext, GuardDecision } from './lib/auth-guard';
export { decideGuard, loginUrl } from './lib/auth-guard';
export type { CacheInput } from './lib/cache-control';
export type { FeedEntry, SyndicationFeed } from './lib/feed-model';
export type { FormFailure } from './lib/form-errors';
export { fieldErrorsOf, isFormFailure } from './lib/form-errors';
export type { BoundField, FormFields } from './lib/form-fields';
export { formFields } from './lib/form-fields';
export { numberField } from './lib/form-values';

export {
  articlePath,
  authorPath,
  idParam,
  issuePath,
  journalBasePath,
  journalPagePath,
  journalPath,
  keywordPath,
  newsPath,
  noticePath,
  pageParam,
  SITE_PAGE_ROUTES,
  sitePagePath,
  sitePath,
  volumePath,
  withQuery,
} from './lib/paths';
export type { RootData, Viewer } from './lib/root-data';
export { useRootData } from './lib/root-data';
export type {
  ListRouteParams,
  PrerenderContext,
  RouteParams,
  SiteRouteHandle,
} from './lib/route-handles';
export {
  journalPageRouteHandle,
  journalRouteHandle,
  prerenderedRouteHandle,
} from './lib/route-handles';
export type { PageSeo } from './lib/seo';
export { seoMeta } from './lib/seo';
export type { SiteDate, SiteDatedText } from './lib/site-date';
export { preferJitlessZod } from './lib/zod-without-eval';
export type { LiveEvent, LiveSignal } from './live/live-events';
export { publishLive, sendLive, setLiveSender, useLiveEvent } from './live/live-events';
export { AppProviders } from './shell/app-providers';
export { useCspNonce } from './shell/csp-nonce';
export { SiteDocument, SiteErrorBoundary, siteLinks } from './shell/document';
export type { ErrorModalApi } from './shell/error-modal-provider';
export {
  ErrorModalProvider,
  useActionErrorModal,
  useErrorModal,
} from './shell/error-modal-provider';
export { HeaderActions } from './shell/header-actions';

export type { ListPaginationProps } from './shell/list-pagination';
export { ListPagination } from './shell/list-pagination';
export { SILENT_FETCHER_PREFIX, useLoadingCounter } from './shell/loading-provider';
export { NavigationProgress } from './shell/navigation-progress';
export { isRequestRefusal, RequestErrorView, refusalMessage } from './shell/request-error-view';
export { renderRouterLink } from './shell/router-link';
export { SessionStatus } from './shell/session-status';
export {
  SiteBrandLink,
  SiteDefaultLayout,
  SiteFooterNav,
  SiteHeaderEnd,
  siteMenuItems,
} from './shell/site-chrome';
export { SiteCleanLayout } from './shell/site-clean-layout';
export type { SiteTimeProps } from './shell/site-time';
export { SiteDatedSentence, SiteTime } from './shell/site-time';
export { SubmitButton } from './shell/submit-button';
