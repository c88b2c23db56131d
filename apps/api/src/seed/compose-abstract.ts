import { AIMS, CONCLUSIONS, GAPS, LISTS, METHODS, OPENERS, RESULTS } from './abstract-templates';
import type { ArticleKind } from './article-kinds';
import { type ArticleSlots, capitalise, fillTemplate } from './article-slots';
import type { Prng } from './prng';
import type { TopicVocabulary } from './topic-vocabulary';

/** Abstract length bounds, in words of visible text. */
export const ABSTRACT_MIN_WORDS = 150;
export const ABSTRACT_MAX_WORDS = 250;

/**
 * Counts the words a reader sees in an HTML fragment.
 * @example countWords('<p>CO<sub>2</sub> rose.</p>') // 2
 */
export function countWords(html: string): number {
  const text = html.replace(/<\/(p|li)>/g, ' ').replace(/<[^>]*>/g, '');
  return text.split(/\s+/).filter(Boolean).length;
}

/** A link to an (illustrative) data deposit, the kind of link real abstracts carry. */
function dataLinkSentence(prng: Prng): string {
  const record = prng.int(1_000_000, 9_999_999);
  const url = `https://doi.org/10.5281/zenodo.${record}`;
  return `Data and code are openly available at <a href="${url}">${url}</a>.`;
}

interface Draft {
  opening: string[];
  aim: string;
  methods: string[];
  results: string[];
  /** The sentence introducing the list, and the list itself. */
  list?: { intro: string; html: string } | undefined;
  closing: string[];
}

/** Visible words of a draft, summed per sentence (re-rendering on every step was the hot spot). */
function draftWords(draft: Draft, cache: Map<string, number>): number {
  const parts = [...draft.opening, draft.aim, ...draft.methods, ...draft.results, ...draft.closing];
  if (draft.list) parts.push(draft.list.intro, draft.list.html);
  let total = 0;
  for (const part of parts) {
    let words = cache.get(part);
    if (words === undefined) {
      words = countWords(part);
      cache.set(part, words);
    }
    total += words;
  }
  return total;
}

function render(draft: Draft): string {
  const body = [
    draft.aim,
    ...draft.methods,
    ...draft.results,
    ...(draft.list ? [draft.list.intro] : []),
  ];
  const paragraphs = [draft.opening, body, draft.closing].filter((part) => part.length > 0);
  const html = paragraphs.map((sentences) => `<p>${sentences.join(' ')}</p>`);
  if (draft.list) html.splice(2, 0, draft.list.html);
  return html.join('');
}

/**
 * A 150–250-word HTML abstract for an article: background, aim, methods, results and conclusion
 * paragraphs composed from the article's phrases; some carry a list of contributions, a data
 * link, or sub/superscript notation from the discipline's findings.
 */
export function composeAbstract(
  prng: Prng,
  vocabulary: TopicVocabulary,
  kind: ArticleKind,
  slots: ArticleSlots,
): string {
  const fill = (template: string) => capitalise(fillTemplate(template, slots, prng));
  const editorial = kind === 'editorial';
  const results = prng.sample(RESULTS[kind], RESULTS[kind].length).map(fill);
  const findings = kind === 'research-article' || kind === 'short-communication';
  // Discipline findings first: they carry the notation (sub/sup) that makes abstracts realistic.
  if (findings && prng.chance(0.6)) results.unshift(fill(prng.pick(vocabulary.findings)));
  const methods = editorial ? [] : prng.sample(METHODS, METHODS.length).map(fill);

  const draft: Draft = {
    opening: [fill(prng.pick(OPENERS)), ...(prng.chance(0.6) ? [fill(prng.pick(GAPS))] : [])],
    aim: fill(prng.pick(AIMS[kind])),
    methods: methods.splice(0, 1),
    results: results.splice(0, 2),
    closing: editorial ? [] : [fill(prng.pick(CONCLUSIONS))],
  };
  if (!editorial && prng.chance(0.25)) {
    const style = prng.chance(0.5) ? 'unordered' : 'ordered';
    const { intro, items } = LISTS[style];
    const tag = style === 'unordered' ? 'ul' : 'ol';
    const picked = prng
      .sample(items, prng.int(3, 4))
      .map((item) => fillTemplate(item, slots, prng));
    const listItems = picked.map(
      (item, index) => `<li>${item}${index === picked.length - 1 ? '.' : ';'}</li>`,
    );
    draft.list = { intro, html: `<${tag}>${listItems.join('')}</${tag}>` };
  }
  if (!editorial && prng.chance(0.3)) draft.closing.push(dataLinkSentence(prng));

  // Grow towards a random length with further results (and a few more methods), then trim
  // optional sentences, so abstracts land within the bounds with a natural spread of lengths.
  const target = prng.int(ABSTRACT_MIN_WORDS + 5, ABSTRACT_MAX_WORDS - 25);
  const counted = new Map<string, number>();
  const words = () => draftWords(draft, counted);
  while (words() < target && (results.length > 0 || methods.length > 0)) {
    const more = results.shift();
    if (more) draft.results.push(more);
    const method = draft.methods.length < 3 ? methods.shift() : undefined;
    if (method && words() < target) draft.methods.push(method);
    if (!more && !method) break;
  }
  while (words() < ABSTRACT_MIN_WORDS) {
    draft.closing.push(fill(prng.pick(editorial ? OPENERS : CONCLUSIONS)));
  }
  while (words() > ABSTRACT_MAX_WORDS && draft.opening.length > 1) draft.opening.pop();
  while (words() > ABSTRACT_MAX_WORDS && draft.results.length > 1) draft.results.pop();
  while (words() > ABSTRACT_MAX_WORDS && draft.methods.length > 0) draft.methods.pop();
  return render(draft);
}
