// Client-safe modules: the reading pages' components.

export { ArticleNotices } from './article/article-notices';
export type { BookmarkAnswer } from './article/bookmark-toggle';

export { RetractedMark } from './article/retracted-mark';
export { shareTargets } from './article/share-links';

export type { ContactFormProps } from './contact/contact-form';
export { AboutPage, aboutMeta } from './pages/about';
export { BookmarksPage, bookmarksMeta } from './pages/bookmarks';
export { ContactPage, contactMeta } from './pages/contact';
export { HomePage, homeMeta } from './pages/home';
export { ArchivePage, archiveMeta } from './pages/journal/archive';
export { ArchiveItemPage, archiveItemMeta } from './pages/journal/archive-item';
export { ArticlePage, articleMeta, articleShouldRevalidate } from './pages/journal/article';
export { AuthorPage, authorMeta } from './pages/journal/author';
export { CurrentIssuePage, currentIssueMeta } from './pages/journal/current-issue';
export { EditorialBoardPage, editorialBoardMeta } from './pages/journal/editorial-board';
export { JournalHomePage, journalHomeMeta } from './pages/journal/home';
export { IssuePage, issueMeta } from './pages/journal/issue';
export { KeywordPage, keywordMeta } from './pages/journal/keyword';
export { NoticePage, noticeMeta } from './pages/journal/notice';
export { JournalPagePage, journalPageMeta } from './pages/journal/page';
export { VolumeIssuesPage, volumeIssuesMeta } from './pages/journal/volume-issues';
export { VolumesPage, volumesMeta } from './pages/journal/volumes';
export { JournalsPage, journalsMeta } from './pages/journals';
export { JournalLayoutPage } from './pages/layouts/journal';
export { JournalArticleLayoutPage } from './pages/layouts/journal-article';
export { NewsPage, newsMeta } from './pages/news';
export { NewsItemPage, newsItemMeta } from './pages/news-item';
export { NotFoundPage } from './pages/not-found';
export { SearchPage, searchMeta } from './pages/search';
export { SitePagePage, sitePageMeta } from './pages/site-page';
export { TestPage, testMeta } from './pages/test';

export type { IssueListItem } from './reading/issue-list';

export { journalFrameProps } from './reading/journal-frame';
export type { JournalSections } from './reading/journal-links';
export { journalLinks, journalNavItems } from './reading/journal-links';

export type { ListPaginationProps } from './reading/list-pagination';
export { ListPagination } from './reading/list-pagination';
export { NewsList } from './reading/news-list';
export type { RichTextProps } from './reading/rich-text';

export type { BrowseListProps, BrowsePageProps } from './search/browse-list';
export { BrowsePage } from './search/browse-list';
export type { JournalSearchBoxProps } from './search/journal-search-box';
export type { SearchFormProps } from './search/search-form';

export type { ReadingTexts } from './texts';
export { READING_TEXTS, readingTexts, useReadingTexts } from './texts';
