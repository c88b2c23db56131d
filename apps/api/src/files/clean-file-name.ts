/** Longest original name kept, in characters (code points); longer names are shortened. */
export const MAX_FILE_NAME_LENGTH = 200;

/** The name used when nothing usable is left of the uploader's name. */
export const FALLBACK_FILE_NAME = 'file';

// Whitespace controls become a space so `a\nb.pdf` stays readable as `a b.pdf`.
const WHITESPACE_CONTROLS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// Other C0/C1 controls, and the invisible bidirectional marks that can disguise an extension
// (`invoice\u202Efdp.exe` displays as `invoiceexe.pdf`).
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

function truncate(name: string, max: number): string {
  const chars = [...name]; // by code point: never split an emoji's surrogate pair
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  // Keep a short extension visible: `very long title….pdf`.
  if (extension.length > 1 && extension.length <= 16) {
    return chars.slice(0, max - extension.length).join('') + extension.join('');
  }
  return chars.slice(0, max).join('');
}

/**
 * Turns an uploader's file name into safe metadata: NFC-normalised Unicode, no directory parts
 * (`../../etc/passwd` → `passwd`, `C:\x\y.pdf` → `y.pdf`), no control or bidi characters, no
 * leading dots or trailing dots/spaces, at most `MAX_FILE_NAME_LENGTH` characters. Never a path.
 * @example cleanFileName('..\\..\\résumé\n2026.pdf') // 'résumé 2026.pdf'
 */
export function cleanFileName(raw: string): string {
  const normalized = raw.normalize('NFC');
  const base = normalized.slice(
    Math.max(normalized.lastIndexOf('/'), normalized.lastIndexOf('\\')) + 1,
  );
  const cleaned = base
    .replace(WHITESPACE_CONTROLS, ' ')
    .replace(INVISIBLE, '')
    .replace(/\p{Cs}/gu, '') // lone surrogates: not text, and unencodable in a header
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  return truncate(cleaned, MAX_FILE_NAME_LENGTH) || FALLBACK_FILE_NAME;
}

/**
 * The lowercased text after the last dot, or '' when there is none.
 * @example fileExtension('Paper.Final.PDF') // 'pdf'
 */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
