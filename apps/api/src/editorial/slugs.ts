import { JOURNAL_SLUG_MAX_LENGTH } from '@quire/contracts';

/**
 * An address part made from a title: accents dropped, lower-case letters and digits joined by
 * single hyphens, cut at a word within the slug length (`Call for Papers: Ökologie 2027` →
 * `call-for-papers-okologie-2027`). Empty when the title has no letters or digits.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > JOURNAL_SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, JOURNAL_SLUG_MAX_LENGTH) || '';
}

/**
 * The first of `base`, `base-2`, `base-3`… that `taken` says is free (the suffix fits within
 * the slug length).
 */
export async function freeSlug(
  base: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  if (!(await taken(base))) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, JOURNAL_SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}
