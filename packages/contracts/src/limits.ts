/**
 * The limits and fixed values of the contracts as plain constants, without zod: forms in the
 * browser set the same `maxLength`s the schemas enforce, and import them from here so a page's
 * bundle never carries the schemas (the package is side-effect free, so only this module ships).
 */

// Search

/** Longest search text accepted. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/**
 * Most results a search can page through. Past it `meta.total` stops at this number and
 * `meta.totalIsCapped` is true: show it as "200+" and suggest narrowing the search.
 */
export const SEARCH_RESULT_CAP = 200;

/** The orders of search results; `relevance` (best match first) is the default. */
export const SEARCH_SORTS = ['relevance', 'newest', 'oldest', 'title'] as const;

// Accounts and sign-in

/** Longest email address (RFC 5321's path limit), the same everywhere one is typed. */
export const EMAIL_MAX_LENGTH = 254;

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 10;

/** Longest password accepted: long passphrases are welcome, the cap bounds the hashing work. */
export const PASSWORD_MAX_LENGTH = 200;

/** The phrase typed to confirm deleting an account. */
export const DELETE_ACCOUNT_PHRASE = 'DELETE';

/** The longest profile texts kept (characters, after trimming): registration and the profile form. */
export const PROFILE_TEXT_LIMITS = { name: 200, affiliation: 300, bio: 2000 } as const;

// Issues

/** Longest description of an issue's cover the API keeps. */
export const ISSUE_COVER_ALT_MAX_LENGTH = 300;

// Contact form

/** Longest name and subject of a contact message (characters). */
export const CONTACT_LINE_MAX_LENGTH = 200;

/** Longest contact message accepted. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** Shortest contact message accepted (characters, once trimmed). */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

// Submissions

/**
 * The longest texts of a submission, its authors and the editorial forms: the schemas below
 * enforce them and the kit's forms set the same `maxLength`, so both always agree.
 */
export const SUBMISSION_TEXT_LIMITS = {
  title: 300,
  abstract: 10_000,
  keyword: 100,
  coverLetter: 10_000,
  authorName: 200,
  affiliation: 300,
  /** The note sent with a submission. */
  submitNote: 5000,
  /** The author's response sent with a revision. */
  revisionResponse: 5000,
  /** The editor's message with a decision. */
  decisionMessage: 10_000,
  pages: 50,
  /** The queue's search words. */
  search: 200,
} as const;

/** Word limit of an abstract when the `submission_abstract_word_limit` setting is absent. */
export const DEFAULT_ABSTRACT_WORD_LIMIT = 300;

/** Most keywords a submission may carry. */
export const SUBMISSION_KEYWORD_LIMIT = 10;

/** Most authors (the submitting author included) a submission may list. */
export const SUBMISSION_AUTHOR_LIMIT = 30;

/** Most supplementary files per submission. */
export const SUBMISSION_SUPPLEMENTARY_LIMIT = 10;

// First run and journals

/** Longest site name (characters, after trimming). */
export const SITE_NAME_MAX_LENGTH = 120;

/** Longest journal title (characters, after trimming). */
export const JOURNAL_TITLE_MAX_LENGTH = 300;

/** Longest journal slug: the journal's part of every address (`/journals/<slug>`). */
export const JOURNAL_SLUG_MAX_LENGTH = 60;

/** What a journal slug may hold: lower-case letters and digits in words joined by single hyphens. */
export const JOURNAL_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
