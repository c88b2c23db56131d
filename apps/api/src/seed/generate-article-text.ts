import type { ArticleAuthorRecord } from '../db/schema';
import type { ArticleKind } from './article-kinds';
import { pickArticleSlots } from './article-slots';
import { composeAbstract } from './compose-abstract';
import { composeReferences } from './compose-references';
import { composeTitle } from './compose-title';
import { randomAuthors } from './demo-people';
import type { Prng } from './prng';
import type { TopicVocabulary } from './topic-vocabulary';

/** The written content of a generated article: everything but where and when it appears. */
export interface ArticleText {
  title: string;
  abstract: string;
  authors: ArticleAuthorRecord[];
  keywords: string[];
  references: string[];
}

const AUTHOR_COUNTS: Record<ArticleKind, [number, number]> = {
  'research-article': [1, 5],
  'review-article': [1, 4],
  'short-communication': [1, 3],
  editorial: [1, 2],
};

/** 3–6 distinct keywords, common ones more likely; sometimes the article's own subject. */
function pickKeywords(prng: Prng, vocabulary: TopicVocabulary, subject: string): string[] {
  const wanted = prng.int(3, 6);
  const keywords = new Set<string>(prng.chance(0.4) ? [subject] : []);
  for (let tries = 0; keywords.size < wanted && tries < 50; tries += 1) {
    keywords.add(prng.pickSkewed(vocabulary.keywords));
  }
  return [...keywords];
}

/**
 * Title, abstract, authors, keywords and references for one article of a discipline, all about
 * the same phrases; deterministic for a given generator state.
 */
export function generateArticleText(
  prng: Prng,
  vocabulary: TopicVocabulary,
  kind: ArticleKind,
  year: number,
): ArticleText {
  const slots = pickArticleSlots(prng, vocabulary, year);
  const [fewest, most] = AUTHOR_COUNTS[kind];
  return {
    title: composeTitle(prng, kind, slots),
    abstract: composeAbstract(prng, vocabulary, kind, slots),
    authors: randomAuthors(prng, vocabulary, prng.int(fewest, most)),
    keywords: pickKeywords(prng, vocabulary, slots.subject),
    references: kind === 'editorial' ? [] : composeReferences(prng, vocabulary, year),
  };
}
