import type { ArticleKind } from './article-kinds';
import { type ArticleSlots, capitalise, fillTemplate } from './article-slots';
import type { Prng } from './prng';

const TITLE_TEMPLATES: Record<ArticleKind, readonly string[]> = {
  'research-article': [
    '{Method} of {subject} in {context}',
    '{Subject} under {driver}: evidence from {context}',
    'The role of {driver} in shaping {outcome} in {context}',
    'Disentangling the effects of {driver} on {outcome} in {context}',
    '{Subject} and {outcome}: a {method} approach',
    'Revisiting {subject} with {method}',
    '{Driver}, {driver2} and the {outcome} of {subject}',
    'Linking {driver} to {outcome}: insights from {dataset}',
    'Can {driver} explain variation in {outcome}? A study of {subject}',
  ],
  'review-article': [
    '{Subject}: a systematic review',
    'Advances in {method} for {subject}: a review',
    '{Method} for {subject}: a critical review',
    'What do we know about {driver} and {outcome}? A review',
    'Three decades of research on {subject}: a review and research agenda',
  ],
  'short-communication': [
    'A note on {subject} in {context}',
    'First evidence of {driver} effects on {outcome} in {context}',
    'Rapid assessment of {outcome} using {method}',
    '{Subject} in {context}: a short report',
  ],
  editorial: [
    'Editorial: {theme}',
    'Editorial: new directions in {subject}',
    'Editorial: rethinking {outcome}',
    'Editorial: open questions about {driver}',
  ],
};

/**
 * A sentence-case title for an article of the given kind (capitalised after a colon, as APA does).
 * @example composeTitle(prng, 'review-article', slots) // 'Seed dispersal networks: a systematic review'
 */
export function composeTitle(prng: Prng, kind: ArticleKind, slots: ArticleSlots): string {
  const title = fillTemplate(prng.pick(TITLE_TEMPLATES[kind]), slots, prng);
  return capitalise(
    title.replace(/: (\p{Ll})/u, (_, letter: string) => `: ${letter.toUpperCase()}`),
  );
}
