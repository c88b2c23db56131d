import { cleanFileName } from './clean-file-name';

/**
 * A plain-ASCII stand-in for a name, for clients that ignore `filename*`: accents dropped
 * (`résumé` → `resume`), every other non-printable-ASCII character, `"` and `\` replaced by `_`.
 */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/gu, '_');
}

/** RFC 5987 `value-chars`: percent-encodes every byte outside `attr-char`. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A `Content-Disposition` header value that carries a file's original name safely: an ASCII
 * `filename="…"` fallback plus the exact UTF-8 name as RFC 5987 `filename*`. The name is
 * cleaned again here, so no stored value can inject quotes, `;` parameters or line breaks.
 * @example contentDisposition('attachment', 'résumé.pdf')
 * // `attachment; filename="resume.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const safe = cleanFileName(name);
  return `${type}; filename="${asciiFileName(safe)}"; filename*=UTF-8''${encodeRfc5987(safe)}`;
}
