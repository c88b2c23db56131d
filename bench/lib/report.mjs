import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { PERFORMANCE_DOC } from './paths.mjs';

const START = '<!-- bench:api:start -->';
const END = '<!-- bench:api:end -->';

const INTRO = `# Performance

Measured figures for Quire, one section per area. Each section says how to reproduce it and on
what machine it was measured; sections written by a tool are replaced whole when it runs again.
`;

/**
 * Writes `section` into docs/performance.md between this benchmark's markers, creating the file
 * (with a short intro) if needed and leaving every other section as it is.
 */
export async function writeSection(section) {
  const block = `${START}\n${section.trim()}\n${END}`;
  const current = existsSync(PERFORMANCE_DOC) ? await readFile(PERFORMANCE_DOC, 'utf8') : INTRO;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start !== -1 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  await writeFile(PERFORMANCE_DOC, next);
}

/** `1234.5` → `1,235`. */
export const whole = (value) => Math.round(value).toLocaleString('en');
/** `12.345` → `12.3`. */
export const ms = (value) => value.toFixed(1);

/** A Markdown table from a header row and rows of cells. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(header),
    line(header.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map(line),
  ].join('\n');
}
