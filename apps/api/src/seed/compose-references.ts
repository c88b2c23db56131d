import { pickArticleSlots } from './article-slots';
import { composeTitle } from './compose-title';
import { apaAuthors } from './demo-people';
import type { Prng } from './prng';
import type { TopicVocabulary } from './topic-vocabulary';

/** APA orders references by first author; one collator is much faster than `localeCompare` per pair. */
const COLLATOR = new Intl.Collator('en');

const PUBLISHERS = [
  'Cambridge University Press',
  'Oxford University Press',
  'Springer',
  'Routledge',
  'De Gruyter',
  'MIT Press',
];

/** One reference in APA style: mostly journal articles with a DOI, sometimes a book. */
function reference(prng: Prng, vocabulary: TopicVocabulary, beforeYear: number): string {
  const year = beforeYear - prng.int(1, 25);
  const authors = apaAuthors(prng, prng.int(1, 4));
  const slots = pickArticleSlots(prng, vocabulary, year);
  const title = composeTitle(prng, prng.chance(0.8) ? 'research-article' : 'review-article', slots);
  if (prng.chance(0.12)) return `${authors} (${year}). ${title}. ${prng.pick(PUBLISHERS)}.`;
  const venue = prng.pick(vocabulary.venues);
  const volume = Math.max(1, year - 1960 + prng.int(-5, 5));
  const first = prng.int(1, 2400);
  const last = first + prng.int(6, 28);
  const doi = `10.5555/${vocabulary.key}.${year}.${prng.int(100, 99_999)}`;
  return `${authors} (${year}). ${title}. ${venue}, ${volume}(${prng.int(1, 12)}), ${first}–${last}. https://doi.org/${doi}`;
}

/**
 * 8–15 APA-style references published before `year`, sorted by first author as APA lists them.
 */
export function composeReferences(prng: Prng, vocabulary: TopicVocabulary, year: number): string[] {
  const count = prng.int(8, 15);
  const references = Array.from({ length: count }, () => reference(prng, vocabulary, year));
  return references.sort(COLLATOR.compare);
}
