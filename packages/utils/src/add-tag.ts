/** Options for {@link addTag}. */
export interface AddTagOptions {
  /** Accept a tag that is already in the list. Defaults to `false`. */
  allowDuplicates?: boolean;
  /** Most tags the list may hold. No limit by default. */
  limit?: number;
  /**
   * Extra rule for the trimmed tag: `true` accepts it; `false` rejects it with a generic
   * message; a string rejects it with that message.
   */
  validate?: (tag: string) => boolean | string;
}

/** Why {@link addTag} refused a tag. */
export type AddTagFailure = 'empty' | 'duplicate' | 'limit' | 'invalid';

/** Outcome of {@link addTag}: the new list, or the reason and a message to show. */
export type AddTagResult =
  | { ok: true; tags: string[] }
  | { ok: false; reason: AddTagFailure; message: string };

// Tags are keywords: "DNA" and "dna " are the same keyword to a reader.
function sameTag(a: string, b: string): boolean {
  return a.trim().normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();
}

/**
 * Applies the tag-input rules to a typed tag: trims it, then refuses it if empty, a duplicate
 * (compared case-insensitively, unless allowed), over the limit, or rejected by `validate`
 * (checked in that order). Never mutates `tags`.
 * @example addTag(['physics'], ' optics ') // { ok: true, tags: ['physics', 'optics'] }
 * @example addTag(['physics'], 'Physics') // { ok: false, reason: 'duplicate', message: … }
 */
export function addTag(
  tags: readonly string[],
  candidate: string,
  { allowDuplicates = false, limit, validate }: AddTagOptions = {},
): AddTagResult {
  const tag = candidate.trim();
  if (tag === '') {
    return { ok: false, reason: 'empty', message: 'Type a tag before adding it.' };
  }
  if (!allowDuplicates && tags.some((existing) => sameTag(existing, tag))) {
    return { ok: false, reason: 'duplicate', message: `"${tag}" has already been added.` };
  }
  if (limit !== undefined && tags.length >= limit) {
    const noun = limit === 1 ? 'tag' : 'tags';
    return { ok: false, reason: 'limit', message: `You can add at most ${limit} ${noun}.` };
  }
  const verdict = validate?.(tag) ?? true;
  if (verdict !== true) {
    const message =
      typeof verdict === 'string' && verdict.trim() !== ''
        ? verdict
        : `"${tag}" is not a valid tag.`;
    return { ok: false, reason: 'invalid', message };
  }
  return { ok: true, tags: [...tags, tag] };
}
