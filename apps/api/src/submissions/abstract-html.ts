import { escapeHtml } from '../content/plain-text';

/**
 * A plain-text abstract as the safe HTML the public pages show: every character escaped,
 * paragraphs (separated by blank lines) wrapped in `<p>`, single line breaks kept as spaces.
 * @example abstractToHtml('A < B.\n\nSecond') // '<p>A &lt; B.</p><p>Second</p>'
 */
export function abstractToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
}
