/** `text` as XML character data or an attribute's value: its markup characters escaped. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether XML 1.0 can carry the text (a galley or an OJS export cannot hold what it cannot). */
export function isXmlText(text: string): boolean {
  return [...text].every((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code >= 0x20 ? code !== 0xfffe && code !== 0xffff : [0x09, 0x0a, 0x0d].includes(code);
  });
}
