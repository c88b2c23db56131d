/**
 * What the search benchmark cycles through: words from the corpus generator's vocabulary, so they
 * match on any generated corpus. Match counts are for the 100,000-article corpus.
 */
export const SEARCH_QUERIES = [
  // Common words: 17,000–90,000 matches.
  'effect',
  'data',
  'language',
  'biodiversity',
  'bilingual',
  'model',
  'review',
  // Rarer words: 100–6,000 matches.
  'catalysts',
  'perovskite',
  'palimpsest',
  'metapopulation',
  'Toronto',
  'forecast',
  'corpora',
  'workshop',
  // Two-word searches, one quoted phrase, and an author's name.
  'habitat fragmentation',
  'Raman spectroscopy',
  'thin films',
  'carbon capture',
  'monastic reform',
  'alpine meadows',
  'species distribution',
  '"second language acquisition"',
  'Sota Ito',
];
