import { useTexts } from '@quire/site';

/**
 * The reading texts an article page's browser code uses (its components and the journal's
 * search box), in a module of their own: the article page is the most read page, and its
 * JavaScript carries only these instead of the whole reading catalogue. They are part of
 * `READING_TEXTS` and overridden under `texts.reading` like the rest.
 */
export const ARTICLE_PAGE_TEXTS = {
  searchAllJournals: 'Search all journals',
  journalSearchLabel: (journal: string) => `Search ${journal}`,
  journalSearchInputLabel: (journal: string) => `Search articles in ${journal}`,
  journalSearchPlaceholder: 'Search this journal',
  searchButton: 'Search',
  articlePublished: (date: string) => `Published ${date}`,
  downloadPdf: 'Download PDF',
  readFullText: 'Read the full text',
  abstractHeading: 'Abstract',
  keywordsHeading: 'Keywords',
  articleDetailsHeading: 'Article details',
  referencesHeading: 'References',
  authorsLabel: 'Authors',
  orcidOf: (name: string) => `ORCID iD of ${name}: `,
  detailPublished: 'Published',
  detailReceived: 'Received',
  detailAccepted: 'Accepted',
  detailDoi: 'DOI',
  detailType: 'Type',
  detailSection: 'Section',
  detailIssue: 'Issue',
  detailPages: 'Pages',
  detailLicence: 'Licence',
  detailReadership: 'Readership',
  readership: (views: string, downloads: string) => `${views}, ${downloads}`,
  signInToBookmark: 'Sign in to bookmark',
  bookmarkButton: 'Bookmark',
  howToCite: 'How to cite',
  citationStyleLabel: 'Citation style',
  copyCitation: (style: string) => `Copy ${style} citation`,
  citationUnavailable:
    'The formatted citation could not be loaded; the downloads below still work.',
  citationDownload: 'Download:',
  citationFile: ' citation file',
  fullTextHeading: 'Full text',
  fullTextSections: 'Sections of the full text',
  shareHeading: 'Share',
  shareNative: 'Share…',
  copyLink: 'Copy link',
  shareByEmail: 'Email',
  opensInNewWindow: ' (opens in a new window)',
  supplementaryHeading: 'Supplementary files',
};

/** The article page's texts of a component's site: the defaults with its `texts.reading` overrides. */
export function useArticlePageTexts(): typeof ARTICLE_PAGE_TEXTS {
  return useTexts(ARTICLE_PAGE_TEXTS, 'reading');
}
