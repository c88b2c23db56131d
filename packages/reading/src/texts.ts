/**
 * Every user-visible text of `@quire/reading`, in English: headings, labels, empty states, the
 * loaders' titles, descriptions and messages. A site replaces any of them under `texts.reading`
 * of its configuration; components read them with {@link useReadingTexts}, loaders, actions
 * and `meta` with {@link readingTexts}. Texts that carry values are functions.
 * See docs/architecture.md ("Site configuration").
 */
import { type JournalSite, kitTexts, useTexts } from '@quire/site';
import { ARTICLE_PAGE_TEXTS } from './article-page-texts';

export const READING_TEXTS = {
  // The article page's own texts (a module of their own, see there)
  ...ARTICLE_PAGE_TEXTS,
  // About page
  aboutTitle: (siteName: string) => `About ${siteName}`,
  aboutIntro: (siteName: string) =>
    `${siteName} is a home for peer-reviewed, open-access journals. Every article is free to read, download and cite; each journal runs its own editorial board and peer review, and publishes its work in volumes and issues with a persistent DOI for every article.`,
  aboutPublisherHeading: 'Publisher',
  aboutPublishedBy: (publishers: string) =>
    `The journals on this site are published by ${publishers}.`,
  aboutJournalsHeading: 'Our journals',
  aboutEissn: (eissn: string) => ` (e-ISSN ${eissn})`,
  aboutAuthorsHeading: 'For authors',
  aboutAuthorsBefore:
    'Authors submit manuscripts and follow their progress from their own panel after',
  aboutAuthorsLink: 'creating an account',
  aboutAuthorsAfter: ". Each journal's author guidelines are among its pages.",
  aboutIndexingHeading: 'Open access and indexing',
  aboutIndexingBefore:
    'Articles carry machine-readable citation data for scholarly search engines, are listed in our',
  aboutSitemapLink: 'sitemap',
  aboutIndexingAfter:
    'and announced in Atom feeds, and can be cited in APA, BibTeX or RIS straight from the article page.',
  aboutContactHeading: 'Contact',
  aboutContactBefore: 'Write to us through the',
  aboutContactLink: 'contact form',
  orAt: 'or at',

  // Contact page
  contactTitle: 'Contact',
  contactLead: 'Questions about a submission, a journal or the site? Write to the editors here',

  // Search page
  searchTitle: 'Search',
  searchScope: (journal: string) => `In ${journal} only.`,
  searchPrompt:
    'Enter words to search for: a title, an author, a keyword or a phrase from an abstract — or a DOI or an ORCID iD.',
  searchInvalid: (message: string) => `${message} Please check the search and filters above.`,
  resultsCount: (total: number, capped: boolean) =>
    `${total}${capped ? '+' : ''} ${total === 1 && !capped ? 'article' : 'articles'} found`,
  resultsPage: (page: number, lastPage: number) => ` (page ${page} of ${lastPage})`,
  pastEndBefore: 'This page is past the end of the results —',
  pastEndLink: (lastPage: number) => `go to page ${lastPage}`,
  pastEndAfter: ', the last one.',
  noResultsTitle: (query: string) => `No articles found for “${query}”`,
  noLookupResult:
    'No published article has this identifier. Check it, or search for words instead.',
  noResultsHint: 'Try fewer or different words, or remove a filter.',
  resultsCapped: (total: number) =>
    `Only the first ${total} can be listed: add words or a filter to narrow the search.`,
  searchPagesLabel: 'Search result pages',

  // Bookmarks page
  bookmarksTitle: 'Bookmarks',
  bookmarksPageTitle: (page: number) => (page > 1 ? `Bookmarks (page ${page})` : 'Bookmarks'),
  bookmarksCaption: (total: number) => `Bookmarked articles, newest bookmark first (${total})`,
  bookmarksColumnArticle: 'Article',
  bookmarksColumnJournal: 'Journal',
  bookmarksColumnPublished: 'Published',
  bookmarksColumnBookmarked: 'Bookmarked',
  actionsColumn: 'Actions',
  removeBookmark: 'Remove',
  removeBookmarkLabel: (title: string) => `Remove bookmark: ${title}`,
  noBookmarksTitle: 'No bookmarks yet',
  noBookmarksHint: 'Bookmark an article from its page to find it here again.',
  browseJournals: 'Browse the journals',
  bookmarkPagesLabel: 'Bookmark pages',

  // News
  newsTitle: 'News',
  featuredNews: 'Featured',
  focusScopeHeading: 'Focus and scope',
  editorialBoardLink: 'Editorial board',
  submissionsClosed: (journal: string) => `${journal} is not taking submissions at the moment.`,
  editorialBoardTitle: 'Editorial board',
  editorialBoardOf: (journal: string) => `Editorial board of ${journal}`,
  editorialBoardEmpty: 'The journal has not named its editors yet.',
  editorialBoardRole: (role: 'manager' | 'editor' | 'section_editor') =>
    role === 'manager' ? 'Journal managers' : role === 'editor' ? 'Editors' : 'Section editors',
  editorialBoardSections: (sections: string) => `Sections: ${sections}`,
  newsOfJournal: (journal: string) => `News of ${journal}`,
  newsFeedLink: 'Subscribe to the news feed (Atom)',
  newsFilterLabel: 'Filter news',
  newsJournalLabel: 'Journal',
  allNews: 'All news',
  filterButton: 'Filter',
  showAllNews: 'Show all news',
  noNewsTitle: 'No news yet',
  journalHasNoNews: (journal: string) => `${journal} has posted no news.`,
  newsPagesLabel: 'News pages',

  // Home page
  homeJournalsHeading: 'Journals',
  noJournalsTitle: 'No journals yet',
  homeIssuesHeading: 'Latest issues',
  noIssuesTitle: 'No issues published yet',
  homeNewsHeading: 'Latest news',

  // Journal home page
  publishedBy: (publisher: string) => `Published by ${publisher}`,
  currentIssueHeading: 'Current issue',
  issuePublished: (date: string) => `Published ${date}`,
  noIssueYet: 'No issue has been published yet.',
  archiveLink: 'All issues in the archive',
  mostReadHeading: 'Most read this month',
  journalNewsHeading: 'News',
  journalNewsLink: 'All news of this journal',
  journalNoNews: 'No news yet.',
  journalPagesHeading: 'About the journal',
  journalContactHeading: 'Contact and feeds',
  journalEditor: (name: string | null) => `Editor${name ? `: ${name}` : ''},`,
  writeToEditors: 'Write to the editors',
  journalFeedLink: 'Latest articles feed (Atom)',

  // Lists of journals, issues and volumes
  journalsTitle: 'Journals',
  noJournalsOnPage: 'No journals on this page',
  journalPagesLabel: 'Journal pages',
  archiveTitle: 'Archive',
  archivePagesLabel: 'Archive pages',
  currentIssueTitle: 'Current issue',
  noIssuePublished: 'No issue has been published yet',
  volumesTitle: 'Volumes',
  noVolumes: 'No volumes published yet',
  issueCount: (count: number) => `${count} ${count === 1 ? 'issue' : 'issues'}`,
  noIssuesInVolume: 'No issues in this volume yet',
  authorEyebrow: 'Author',
  authorPagesLabel: 'Pages of articles by this author',
  keywordEyebrow: 'Keyword',
  searchEveryJournalFor: (words: string) => `Search every journal for “${words}”`,
  keywordPagesLabel: 'Pages of articles with this keyword',

  // Test page
  testTitle: 'Test',
  testDescription: (siteName: string) =>
    `Shows that the ${siteName} web app is running, and which build.`,
  testAlive: 'The app is alive.',
  testBuild: 'Build',
  testUnknownBuild: 'unknown',

  // Cards and tables of contents
  articleCount: (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`,
  currentIssueBadge: 'Current issue',
  issn: (issn: string) => `ISSN ${issn}`,
  eissn: (eissn: string) => `e-ISSN ${eissn}`,
  paginationLabel: 'Pagination',
  noPublishedArticles: 'This issue has no published articles yet.',
  tocPages: (pages: string) => `Pages ${pages}`,
  // A notice's own page (a correction, retraction… of an article)
  noticeTitle: (label: string, articleTitle: string) => `${label}: ${articleTitle}`,
  noticeDescription: (label: string, articleTitle: string) =>
    `${label} notice on “${articleTitle}”.`,
  noticeUpdates: 'This notice updates ',
  noticePublished: (date: string) => `Published ${date}`,
  noticeDoi: 'DOI',
  doiPrefix: 'DOI',
  pdfLink: 'PDF',
  pdfOf: (title: string) => ` of ${title}`,

  // Submit invitation
  submitHeading: 'Submit an article',
  submitReadyHeading: 'Ready to submit?',
  submitWelcome: (journal: string) =>
    `${journal} welcomes manuscripts. Read the author guidelines, then start your submission: it is saved as a draft at every step.`,
  submitStart: (journal: string) =>
    `Start your submission to ${journal}: it is saved as a draft at every step, and you can come back to it from your panel.`,
  submitButton: 'Submit an article',
  authorGuidelines: 'Author guidelines',

  // Search form and results
  lookupDoiBefore: 'Showing the article with DOI',
  lookupOrcidBefore: 'Showing the articles of the author with ORCID iD',
  lookupAfter: '.',
  /** Before a hit's keywords, shown when the words were found in one. */
  searchHitKeywords: 'Keywords:',
  /** Before a snippet of the full text (shown when only the full text holds the words). */
  searchHitFullText: 'In the full text:',

  // Search form and results (continued)
  searchInputLabel: 'Search articles',
  searchHint:
    'Use "quotes" for a phrase, or between words, and -word to leave a word out. A DOI or an ORCID iD finds its article or its author’s articles.',
  searchFiltersLegend: 'Filters and order',
  searchJournalLabel: 'Journal',
  allJournalsOption: 'All journals',
  articleTypeLabel: 'Article type',
  allTypesOption: 'All types',
  yearLabel: 'Year',
  sortLabel: 'Sort by',
  listPastEndBefore: 'This page is past the end of the list —',
  listCount: (total: number) => `${total} ${total === 1 ? 'article' : 'articles'}`,
  bylineAnd: ' and ',
  bylineComma: ', ',

  // Contact form
  contactNameLabel: 'Your name',
  contactEmailLabel: 'Email',
  contactSubjectLabel: 'Subject',
  contactMessageLabel: 'Message',
  contactJournalLabel: 'About a journal',
  contactSiteOption: 'The site in general',
  contactMessageHint: (min: number) => `At least ${min} characters.`,
  contactSend: 'Send message',
  contactSending: 'Sending…',

  // Page titles and descriptions (loaders)
  aboutPageTitle: 'About',
  aboutDescription: (siteName: string) => `About ${siteName}: who publishes it and how it works.`,
  contactDescription: 'Write to the editors of our journals or to the site team.',
  homeDescription: 'Open-access academic journals: issues, articles and news.',
  currentIssueDescription: (issue: string, journal: string) =>
    `${issue} of ${journal}: table of contents.`,
  archivePageTitle: (page: number) => (page > 1 ? `Archive (page ${page})` : 'Archive'),
  archiveDescription: (journal: string) => `Every published issue of ${journal}, newest first.`,
  volumeLabel: (number: number, year: number) => `Volume ${number} (${year})`,
  volumesDescription: (journal: string) => `The volumes of ${journal} and their issues.`,
  volumeIssuesDescription: (volume: string, journal: string) =>
    `The issues of ${volume} of ${journal}.`,
  journalsPageTitle: (page: number) => (page > 1 ? `Journals (page ${page})` : 'Journals'),
  journalsDescription: 'Every journal published on this site, with its ISSN and scope.',
  pageSuffix: (page: number) => (page > 1 ? ` (page ${page})` : ''),
  newsDescription: 'Announcements, calls for papers and news from our journals.',
  journalNewsDescription: (journal: string) =>
    `Announcements, calls for papers and news from ${journal}.`,
  keywordPageTitle: (keyword: string) => `Keyword: ${keyword}`,
  keywordDescription: (keyword: string, journal: string) =>
    `Articles of ${journal} with the keyword “${keyword}”, newest first.`,
  authorDescription: (author: string, journal: string) =>
    `Articles by ${author} in ${journal}, newest first.`,
  authorByOrcid: 'Their articles in every journal (by ORCID iD)',
  searchResultsTitle: (query: string) => `Search results for “${query}”`,
  searchDescription:
    'Search every article of every journal by title, author, keyword and abstract.',
  issueLabel: (volume: number, number: number, year: number) =>
    `Vol. ${volume} No. ${number} (${year})`,
  issueTitle: (label: string, title: string | null) => (title ? `${label}: ${title}` : label),

  // Loader answers and options
  bookmarkAdded: 'Bookmark added',
  bookmarkRemoved: 'Bookmark removed',
  bookmarkFormIncomplete: 'This bookmark form is incomplete.',
  chooseSortOrder: 'Choose an order from the list.',
  typeResearchArticle: 'Research article',
  typeReviewArticle: 'Review article',
  typeShortCommunication: 'Short communication',
  typeEditorial: 'Editorial',
  sortRelevance: 'Relevance',
  sortNewest: 'Newest first',
  sortOldest: 'Oldest first',
  sortTitle: 'Title (A–Z)',
  viewUnit: 'view',
  viewsUnit: 'views',
  downloadUnit: 'PDF download',
  downloadsUnit: 'PDF downloads',
  dataDataset: 'Dataset',
  dataCode: 'Code',
  dataFigure: 'Figure',
  dataTable: 'Table',
  dataVideo: 'Video',
  dataDocument: 'Document',
  dataOther: 'Other',
};

/** The texts of `@quire/reading` (see {@link READING_TEXTS}); a site overrides any subset. */
export type ReadingTexts = typeof READING_TEXTS;

declare module '@quire/site' {
  interface KitTexts {
    /** `@quire/reading`'s texts: the public reading pages and their loaders. */
    reading: ReadingTexts;
  }
}

/** The reading texts of a component's site: the defaults with its `texts.reading` overrides. */
export function useReadingTexts(): ReadingTexts {
  return useTexts(READING_TEXTS, 'reading');
}

/** The reading texts for server code (loaders, actions, `meta`): the app's site by default. */
export function readingTexts(site?: JournalSite): ReadingTexts {
  return kitTexts(READING_TEXTS, 'reading', site);
}
