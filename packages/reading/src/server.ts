// Server-only modules: the reading pages' loaders, actions and view-models.

export { aboutLoader } from './pages/about.server';
export { bookmarksAction, bookmarksLoader, bookmarksMiddleware } from './pages/bookmarks.server';
export { contactAction, contactLoader } from './pages/contact.server';
export { homeLoader } from './pages/home.server';
export { archiveLoader } from './pages/journal/archive.server';
export { archiveItemLoader } from './pages/journal/archive-item.server';
export { articleAction, articleLoader } from './pages/journal/article.server';
export { authorLoader } from './pages/journal/author.server';
export { currentIssueLoader } from './pages/journal/current-issue.server';
export { editorialBoardLoader } from './pages/journal/editorial-board.server';
export { journalHomeLoader } from './pages/journal/home.server';
export { issueLoader } from './pages/journal/issue.server';
export { keywordLoader } from './pages/journal/keyword.server';
export { noticeLoader } from './pages/journal/notice.server';
export { journalPageLoader } from './pages/journal/page.server';
export { volumeIssuesLoader } from './pages/journal/volume-issues.server';
export { volumesLoader } from './pages/journal/volumes.server';
export { journalsLoader } from './pages/journals.server';
export { journalLayoutLoader, journalLayoutMiddleware } from './pages/layouts/journal.server';
export {
  journalArticleLayoutLoader,
  journalArticleLayoutMiddleware,
} from './pages/layouts/journal-article.server';
export { newsLoader } from './pages/news.server';
export { newsItemLoader } from './pages/news-item.server';
export { notFoundLoader } from './pages/not-found.server';
export { searchLoader } from './pages/search.server';
export { sitePageLoader } from './pages/site-page.server';

export type {
  ArticleView,
  AuthorView,
  CitationBoxView,
  CitationDownloadView,
  CitationStyleView,
  NoticeLinkView,
  SupplementaryFileView,
} from './server/article.server';
export { articleTypeLabel, SUPPLEMENTARY_TYPE_TEXTS } from './server/article.server';
export type { BookmarkIntent, BookmarkListItem, BookmarkView } from './server/bookmarks.server';
export type { BrowseItemView, BrowsePagingView, BylineLinkView } from './server/browse.server';
export type { ContactValues } from './server/contact.server';
export type { HomeData } from './server/home.server';
export type {
  IssueCardView,
  IssueView,
  JournalCardView,
  JournalFrameData,
  TocArticleView,
  TocSectionView,
} from './server/journal.server';
export { issueLabel, journalContext, journalMiddleware, notFound } from './server/journal.server';

export { NEWS_PER_PAGE } from './server/listing.server';
export type { NewsCardView } from './server/news.server';
export { loadNewsItem } from './server/news-item.server';
export type { NoticeView } from './server/notice.server';
export type {
  SearchFilters,
  SearchHitView,
  SearchLookupView,
  SearchOutcome,
} from './server/search.server';
export { ARTICLE_TYPES, SORT_OPTIONS } from './server/search.server';
