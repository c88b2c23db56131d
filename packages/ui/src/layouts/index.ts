/** The page layouts: default, clean, journal, article and panel frames, and their parts (`@quire/ui/layouts`). */
export type { CleanLayoutProps } from './clean-layout';
export { CleanLayout } from './clean-layout';
export type { DefaultLayoutProps } from './default-layout';
export { DefaultLayout } from './default-layout';
export type { ArticleAuthor, JournalArticleLayoutProps } from './journal-article-layout';
export { JournalArticleLayout } from './journal-article-layout';
export type { JournalLayoutProps } from './journal-layout';
export { JournalLayout } from './journal-layout';
export type { LinkRenderProps, NavItem, RenderLink } from './nav-list';
export { renderAnchor } from './nav-list';
export type { PanelLayoutProps, PanelNavItem } from './panel-layout';
export { formatUnreadCount, PanelLayout } from './panel-layout';
export type { SkipLinkProps } from './skip-link';
export { MAIN_ID, SkipLink } from './skip-link';
