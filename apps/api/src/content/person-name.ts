/** A person's name split for citations. `given` is empty for one-word or corporate names. */
export interface PersonName {
  family: string;
  given: string;
}

// Lower-case particles that belong to the family name ("Ludwig van Beethoven" → "van Beethoven").
const PARTICLES = new Set([
  'da',
  'de',
  'del',
  'della',
  'der',
  'di',
  'du',
  'la',
  'le',
  'van',
  'von',
  'ten',
  'ter',
]);

/**
 * Splits a display name into family and given names: "Surname, Given" is taken as written;
 * otherwise the last word (with any lower-case particles before it) is the family name.
 * @example splitName('Ada Lovelace') // { family: 'Lovelace', given: 'Ada' }
 */
export function splitName(name: string): PersonName {
  const clean = name.replace(/\s+/g, ' ').trim();
  const comma = clean.indexOf(',');
  if (comma > 0) {
    return { family: clean.slice(0, comma).trim(), given: clean.slice(comma + 1).trim() };
  }
  const words = clean.split(' ');
  if (words.length < 2) return { family: clean, given: '' };
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1] ?? '')) start -= 1;
  return { family: words.slice(start).join(' '), given: words.slice(0, start).join(' ') };
}
