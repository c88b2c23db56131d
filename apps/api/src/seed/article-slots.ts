import type { Prng } from './prng';
import type { TopicVocabulary } from './topic-vocabulary';

/** The phrases one article is about: its title and abstract draw on the same set, so they agree. */
export interface ArticleSlots {
  subject: string;
  subject2: string;
  method: string;
  method2: string;
  context: string;
  outcome: string;
  outcome2: string;
  driver: string;
  driver2: string;
  dataset: string;
  unit: string;
  implication: string;
  theme: string;
  year1: string;
  year2: string;
}

/** Two different skewed picks from a list (the second differs whenever the list allows). */
function pair(prng: Prng, items: readonly string[]): [string, string] {
  const first = prng.pickSkewed(items);
  let second = prng.pick(items);
  for (let tries = 0; second === first && items.length > 1 && tries < 8; tries += 1) {
    second = prng.pick(items);
  }
  return [first, second];
}

/** Picks an article's phrases; skewed so some terms are common and most are rare, as in real corpora. */
export function pickArticleSlots(
  prng: Prng,
  vocabulary: TopicVocabulary,
  year: number,
): ArticleSlots {
  const [subject, subject2] = pair(prng, vocabulary.subjects);
  const [method, method2] = pair(prng, vocabulary.methods);
  const [outcome, outcome2] = pair(prng, vocabulary.outcomes);
  const [driver, driver2] = pair(prng, vocabulary.drivers);
  const start = year - prng.int(6, 30);
  return {
    subject,
    subject2,
    method,
    method2,
    context: prng.pickSkewed(vocabulary.contexts),
    outcome,
    outcome2,
    driver,
    driver2,
    dataset: prng.pick(vocabulary.datasets),
    unit: prng.pick(vocabulary.units),
    implication: prng.pick(vocabulary.implications),
    theme: prng.pick(vocabulary.themes),
    year1: String(start),
    year2: String(year - prng.int(1, 3)),
  };
}

/** Numbers drawn fresh at each use, so two results in one abstract do not repeat a figure. */
const NUMBERS: Record<string, (prng: Prng) => string> = {
  n: (prng) => String(prng.int(12, 480)),
  few: (prng) => String(prng.int(3, 12)),
  pct: (prng) => String(prng.int(6, 68)),
  small: (prng) => (prng.int(12, 98) / 10).toFixed(1),
  r2: (prng) => (prng.int(41, 93) / 100).toFixed(2),
};

/**
 * Fills `{slot}` placeholders; `{Slot}` capitalises the phrase and `{slot_lower}` lower-cases its
 * first letter (for themes used mid-sentence).
 * @example fillTemplate('{Subject} in {context}', slots, prng)
 */
export function fillTemplate(template: string, slots: ArticleSlots, prng: Prng): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const lowered = name.endsWith('_lower');
    const key = (lowered ? name.slice(0, -6) : name).toLowerCase();
    const number = NUMBERS[key];
    const value = number ? number(prng) : slots[key as keyof ArticleSlots];
    if (value === undefined) return match;
    if (lowered) return value.charAt(0).toLowerCase() + value.slice(1);
    return name.charAt(0) === name.charAt(0).toUpperCase() ? capitalise(value) : value;
  });
}

/** Upper-cases the first letter (sentence case). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
