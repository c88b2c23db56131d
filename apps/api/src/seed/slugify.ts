/** Longest slug we generate; long titles are cut at a word boundary below it. */
const MAX_SLUG_LENGTH = 80;

/**
 * A URL slug from a title: ASCII lowercase words joined by hyphens, diacritics folded, cut at a
 * word within `maxLength`.
 * @example slugify('Zoë’s CO₂ Study: Part II') // 'zoes-co2-study-part-ii'
 */
export function slugify(title: string, maxLength = MAX_SLUG_LENGTH): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const candidate = slug ? `${slug}-${word}` : word;
    if (candidate.length > maxLength) break;
    slug = candidate;
  }
  // A single very long word still yields something rather than nothing.
  return slug || words.join('-').slice(0, maxLength) || 'untitled';
}

/**
 * A slug not yet in `taken` (adding `-2`, `-3`, … when needed); records the result in `taken`.
 * @example uniqueSlug('intro', new Set(['intro'])) // 'intro-2'
 */
export function uniqueSlug(title: string, taken: Set<string>): string {
  const base = slugify(title);
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  taken.add(slug);
  return slug;
}
