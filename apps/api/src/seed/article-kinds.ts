/** The article types the seed produces, each tied to the section it is published in. */
export type ArticleKind =
  | 'research-article'
  | 'review-article'
  | 'short-communication'
  | 'editorial';

/** A journal section and the article type its articles have. */
export interface SectionKind {
  title: string;
  abbreviation: string;
  kind: ArticleKind;
}

/** The sections every seeded journal has, in table-of-contents order. */
export const SECTION_KINDS: readonly SectionKind[] = [
  { title: 'Editorials', abbreviation: 'ED', kind: 'editorial' },
  { title: 'Research Articles', abbreviation: 'RA', kind: 'research-article' },
  { title: 'Reviews', abbreviation: 'REV', kind: 'review-article' },
  { title: 'Short Communications', abbreviation: 'SC', kind: 'short-communication' },
];
