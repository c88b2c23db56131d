import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { PERFORMANCE_DOC } from './paths.mjs';

const INTRO = `# Performance

Measured figures for Quire, one section per area. Each section says how to reproduce it and on
what machine it was measured; sections written by a tool are replaced whole when it runs again.
`;

/**
 * Writes `section` into docs/performance.md between `<!-- bench:{name}:start/end -->`, keeping
 * every other section. A new block goes after the block named `after` when that exists (the
 * Lighthouse scores follow the web figures), else at the end; the file is created if missing.
 */
export async function writeNamedSection(name, section, { after } = {}) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${section.trim()}\n${end}`;
  const current = existsSync(PERFORMANCE_DOC) ? await readFile(PERFORMANCE_DOC, 'utf8') : INTRO;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  let next;
  if (from !== -1 && to > from) {
    next = `${current.slice(0, from)}${block}${current.slice(to + end.length)}`;
  } else {
    const anchor = after ? `<!-- bench:${after}:end -->` : undefined;
    const at = anchor ? current.indexOf(anchor) : -1;
    next =
      at === -1
        ? `${current.trimEnd()}\n\n${block}\n`
        : `${current.slice(0, at + anchor.length)}\n\n${block}${current.slice(at + anchor.length)}`;
  }
  await writeFile(PERFORMANCE_DOC, next);
}
