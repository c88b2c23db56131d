// Characters XML 1.0 cannot carry at all, even escaped: control characters other than tab, LF
// and CR (C1 controls are allowed but meaningless in prose, so they go too), U+FFFE/U+FFFF, and
// lone surrogates (with the `u` flag a well-formed pair is one code point, so \p{Cs} only matches
// unpaired halves). Dropped, or feed readers would reject the whole document.
const INVALID_XML_CHARS = /(?![\t\n\r])\p{Cc}|[\uFFFE\uFFFF]|\p{Cs}/gu;

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text made safe for XML element content and attribute values.
 * @example escapeXml('Tom & "Jerry" <3') // 'Tom &amp; &quot;Jerry&quot; &lt;3'
 */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** `<name>text</name>` with the text escaped; nothing when the text is empty. */
export function xmlElement(name: string, text: string | null | undefined, attributes = ''): string {
  if (text === null || text === undefined || text === '') return '';
  return `<${name}${attributes}>${escapeXml(text)}</${name}>`;
}
