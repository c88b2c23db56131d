import type { NoticeType } from '@quire/contracts';
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
  /** Before the date of a withdrawn issue's notice on its articles. */
  issueWithdrawnBefore: 'The issue this article appeared in was withdrawn by its editors on ',
  /** After the date: their reason. The article stays in the record. */
  issueWithdrawnReason: (reason: string) => `: ${reason} The article itself stays available.`,
  /** Before the date a corrected article's current version replaced the one before. */
  articleUpdated: (version: number) => `Version ${version}, updated `,
  earlierVersionsHeading: 'Earlier versions',
  earlierVersion: (number: number) => `Version ${number}`,
  /** Before the date a version was replaced. */
  versionReplaced: ', replaced ',
  earlierVersionPdf: 'PDF of that version',
  /** The banner's heading on an article with notices, by the weightiest of them. */
  noticeBannerHeading: (type: NoticeType) =>
    ({
      retraction: 'This article has been retracted',
      expression_of_concern: 'An expression of concern has been published about this article',
      correction: 'This article has been corrected',
      addendum: 'An addendum to this article has been published',
    })[type],
  /** Under a retracted article's heading: why it is still here. */
  retractedExplanation:
    'It stays available so that the record is complete, but its findings should not be relied on. The retraction notice says why.',
  /** A notice in the banner's list: `Retraction notice`, then its date. */
  noticeLink: (label: string) => `${label} notice`,
  /** Between a notice's link and its date. */
  noticeDated: ', ',
  /** The mark beside a retracted article's title in lists (words, not only a colour). */
  retractedMark: 'Retracted',
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
  /** The outline's visible title (a phone's closed list shows only this). */
  fullTextContents: 'Contents',
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
