import { JOURNAL_SLUG_MAX_LENGTH } from '@quire/contracts';
import { slugify } from '../seed/slugify';

/** A news item's or page's address part made from its title, within a journal slug's length. */
export function slugFromTitle(title: string): string {
  return slugify(title, JOURNAL_SLUG_MAX_LENGTH);
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
