// What free text may hold, beyond its length. Names and titles are shown to other people (an
// author's name in the editors' inbox, a title in a table of contents), so they must show
// something and must not be able to disguise themselves; every text must be valid Unicode, or
// it would be stored altered (a lone surrogate becomes U+FFFD on the way to the database).

/** Half of a surrogate pair without its other half: not a character, cannot be stored as sent. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What a single line never holds: C0 and C1 controls (line breaks, tabs, NEL), the Unicode line
 * and paragraph separators, and the bidirectional embeddings, overrides and isolates, which can
 * make "Eve \u202EnimdA" read as "Eve Admin". The marks LRM and RLM stay allowed: right-to-left
 * names need them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NOT_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** A character someone can see: a letter, digit, punctuation mark or symbol. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** Whether `value` is well-formed Unicode (no lone surrogate halves). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Whether PostgreSQL can store `value` as sent: no NUL, no lone surrogate half. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && isWellFormedText(value);
}

/** Whether `value` is one line with no controls and no direction overrides (see NOT_IN_A_LINE). */
export function isSingleLine(value: string): boolean {
  return !NOT_IN_A_LINE.test(value);
}

/** Whether `value` shows at least one visible character (not only spaces or zero-width ones). */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value);
}
