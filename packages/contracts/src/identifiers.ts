/*
 * The shapes and lengths of the persistent identifiers Quire handles — ORCID iDs and DOIs — for
 * the schemas that check them and the form fields that take them.
 */

/** A bare ORCID iD (`0000-0002-1825-0097`): four groups of four digits, the last may be `X`. */
export const ORCID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

/**
 * The longest text an ORCID iD field takes: room for spaces around the iD and for a pasted
 * `https://orcid.org/…` link, so the field never cuts a paste short and the schema answers with
 * its own message instead.
 */
export const ORCID_INPUT_MAX_LENGTH = 50;

/** Whether the last character of an ORCID iD matches its ISO 7064 MOD 11-2 check digit. */
export function hasValidOrcidChecksum(orcid: string): boolean {
  const digits = orcid.replaceAll('-', '');
  let total = 0;
  for (const char of digits.slice(0, -1)) total = (total + Number(char)) * 2;
  const result = (12 - (total % 11)) % 11;
  return digits.at(-1) === (result === 10 ? 'X' : String(result));
}

/** A DOI: the `10.` directory, a registrant code, a slash and any suffix without spaces. */
export const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;

/** The longest DOI an article may carry (characters). */
export const DOI_MAX_LENGTH = 200;

/** An ISSN as printed: two groups of four, the last character a digit or `X` (`2049-3630`). */
export const ISSN_PATTERN = /^\d{4}-\d{3}[\dX]$/;

/**
 * Whether an ISSN's last character matches its check digit (ISO 3297: the first seven digits
 * weighted 8 down to 2, modulo 11; a remainder of 10 is written `X`).
 */
export function hasValidIssnChecksum(issn: string): boolean {
  const digits = issn.replace('-', '');
  let total = 0;
  for (let index = 0; index < 7; index++) total += Number(digits[index]) * (8 - index);
  const check = (11 - (total % 11)) % 11;
  return digits.at(-1) === (check === 10 ? 'X' : String(check));
}
