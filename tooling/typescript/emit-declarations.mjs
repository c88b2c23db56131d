#!/usr/bin/env node
// A package's published declarations, from what `tsc -b` (the `typecheck` task) already wrote.
//
// Every package is a composite project: checking it emits one `.d.ts` per source file into its
// `.tsbuild/`. Its `exports` map `./src/<path>.ts(x)` to `./dist/<path>.js`, so the published
// types are those files, copied to `dist/` beside the JavaScript tsup wrote. Two things change on
// the way, because the sources are written for a bundler and consumers resolve like Node:
// - relative specifiers get the extension Node needs (`./dialog` → `./dialog.js`, `./chat` →
//   `./chat/index.js`), and stylesheet imports, which `tsc` keeps but which name no types, go;
// - a package that also ships CommonJS (`require` in its exports) gets a second copy, `.d.cts`
//   files whose specifiers end in `.cjs`, so TypeScript sees those entries as CommonJS.
// Tests, stories and story helpers (`src/stories/`) are left out. This replaces `tsup --dts-only`,
// which compiled every package a second time with the TypeScript 5 API (over two minutes in CI)
// for the same declarations.
//
// Usage, in a package folder (its `build:types` script): quire-emit-declarations

import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Tests, stories and the story helpers of `src/stories/`: none of them is published. */
const LEFT_OUT = /\.(test|stories)\.d\.ts$|(^|\/)stories\//;
/** `import './page.css';`: `tsc` keeps a module's stylesheet imports, which name no types. */
const STYLESHEET_IMPORT = /^import\s*(['"])[^'"]+\.css\1;?[ \t]*\r?\n?/gm;
/** `from './x'`, `import('..')`, `import './x'`: the relative specifiers of a declaration file. */
const RELATIVE_SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

const packageDir = process.cwd();
const emitted = path.join(packageDir, '.tsbuild', 'src');
const dist = path.join(packageDir, 'dist');

if (!existsSync(emitted)) {
  process.stderr.write(
    `${path.relative(process.cwd(), emitted) || emitted} does not exist: run \`tsc -b\` ` +
      '(the typecheck task) first; it writes the declarations this copies.\n',
  );
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const shipsCommonJs = Object.values(manifest.exports ?? {}).some(
  (entry) => typeof entry === 'object' && entry !== null && 'require' in entry,
);

const files = (await readdir(emitted, { recursive: true }))
  .filter((file) => file.endsWith('.d.ts') && !LEFT_OUT.test(file))
  .map((file) => file.split(path.sep).join('/'));
const known = new Set(files);

/**
 * The file a relative specifier of `from` names, as `<path>` (for `<path>.d.ts`), or undefined
 * when it names something else (a stylesheet, a JSON file, a left-out test helper).
 * @param {string} from
 * @param {string} specifier
 */
function target(from, specifier) {
  // `path.posix.join('pages', '..')` is `.`: the folder `src` itself.
  const joined = path.posix.join(path.posix.dirname(from), specifier);
  const bare = joined === '.' ? '' : joined.replace(/\.(js|ts|tsx)$/, '');
  if (bare && known.has(`${bare}.d.ts`)) return bare;
  const index = bare ? `${bare}/index` : 'index';
  return known.has(`${index}.d.ts`) ? index : undefined;
}

/**
 * @param {string} file a path under `.tsbuild/src`, `/`-separated
 * @param {string} text its declarations
 * @param {'.js' | '.cjs'} extension
 */
function withExtensions(file, text, extension) {
  return text
    .replace(STYLESHEET_IMPORT, '')
    .replace(RELATIVE_SPECIFIER, (whole, keyword, quote, specifier) => {
      const found = target(file, specifier);
      if (found === undefined) return whole;
      const relative = path.posix.relative(path.posix.dirname(file), found);
      return `${keyword}${quote}${relative.startsWith('.') ? relative : `./${relative}`}${extension}${quote}`;
    });
}

await Promise.all(
  files.map(async (file) => {
    const text = readFileSync(path.join(emitted, file), 'utf8');
    const out = path.join(dist, file);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, withExtensions(file, text, '.js'));
    if (shipsCommonJs)
      await writeFile(out.replace(/\.d\.ts$/, '.d.cts'), withExtensions(file, text, '.cjs'));
  }),
);
const kinds = shipsCommonJs ? ' (.d.ts and .d.cts)' : '';
process.stdout.write(`${manifest.name}: ${files.length} declaration files${kinds} in dist/\n`);
