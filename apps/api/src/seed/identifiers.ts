import { hasValidOrcidChecksum, ORCID_PATTERN } from '@quire/contracts';

/**
 * The ORCID check character for the first 15 digits of an iD (ISO 7064 MOD 11-2).
 * @example orcidChecksum('000000021825009') // '7'
 */
export function orcidChecksum(baseDigits: string): string {
  if (!/^\d{15}$/.test(baseDigits)) throw new RangeError('an ORCID base is exactly 15 digits');
  let total = 0;
  for (const digit of baseDigits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/**
 * A formatted ORCID iD with its check character appended.
 * @example makeOrcid('000000021825009') // '0000-0002-1825-0097'
 */
export function makeOrcid(baseDigits: string): string {
  const full = `${baseDigits}${orcidChecksum(baseDigits)}`;
  return full.match(/.{4}/g)?.join('-') ?? full;
}

/** Whether a string is a well-formed ORCID iD (`0000-0002-1825-0097`) with a correct checksum. */
export function isValidOrcid(orcid: string): boolean {
  return ORCID_PATTERN.test(orcid) && hasValidOrcidChecksum(orcid);
}

/**
 * The ISSN check character for its first 7 digits (weights 8…2, modulus 11).
 * @example issnCheckDigit('0317847') // '1' (ISSN 0317-8471)
 */
export function issnCheckDigit(baseDigits: string): string {
  if (!/^\d{7}$/.test(baseDigits)) throw new RangeError('an ISSN base is exactly 7 digits');
  let sum = 0;
  for (let index = 0; index < 7; index += 1) sum += Number(baseDigits[index]) * (8 - index);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/**
 * A formatted ISSN with its check character appended.
 * @example makeIssn('2049363') // '2049-3630'
 */
export function makeIssn(baseDigits: string): string {
  const check = issnCheckDigit(baseDigits);
  return `${baseDigits.slice(0, 4)}-${baseDigits.slice(4)}${check}`;
}

/** Whether a string is a well-formed ISSN (`2049-3630`) with a correct check character. */
export function isValidIssn(issn: string): boolean {
  if (!/^\d{4}-\d{3}[\dX]$/.test(issn)) return false;
  const digits = issn.replace('-', '');
  return issnCheckDigit(digits.slice(0, 7)) === digits.slice(7);
}
