#!/usr/bin/env node
/**
 * Docs that compile: every TypeScript sample in the repository's Markdown is type-checked, and
 * every repository path and `@quire/*` entry a document names exists. CI runs it after the
 * typecheck step (`pnpm check:docs`), so a renamed export or a moved file fails the run that
 * caused it instead of misleading the next reader.
 *
 * Samples. Each ```ts / ```tsx block is compiled inside the package its document belongs to (the
 * nearest folder with a tsconfig.json; the root README and docs/ compile in apps/web, which
 * depends on the whole kit), so it imports what a user of that package imports. A block may
 * hold several files: a line `// app/…/x.tsx` (a path comment at the start of a line) starts the
 * next one. Names a fragment uses without declaring come from a hidden prelude, an HTML comment
 * just above the block that readers do not see:
 *
 *     <!-- docs-check
 *     declare const busy: boolean;
 *     -->
 *
 * Paths. Inline code that looks like a repository path (`packages/ui/src/…`, `apps/web/e2e/`,
 * brace lists and `*` allowed) must exist from the repository root or from the document's folder;
 * an app's README may also name its sources short (`routes/…`, `lib/…`, `components/…`), checked
 * from its `app/` folder; `@quire/x/entry` must be an entry of that package's `exports`.
 *
 * Route exports. Inline code naming a route module's export (`loginLoader`, `articleMeta`,
 * `LoginPage`, `panelChatMiddleware`…) must be exported by a kit package: the route tables of the
 * READMEs are what a site copies from. (`xMeta`, `XPage` stand for any page.)
 *
 * Usage: node scripts/check-docs.mjs [--paths-only]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLE_DIR = '.docs-check';
/** Documents that record history rather than describe the code as it is. */
const SKIPPED_DOCS = /(^|\/)(CHANGELOG\.md|\.changeset\/)/;
/** Where the samples of the root README and docs/ compile: the site that uses the whole kit. */
const WHOLE_KIT_PROJECT = 'apps/web';

const problems = [];
/** The source folder an app's README names its files from (`routes/search.tsx`) and the folder
 * names that start such short paths, so a file that moved into the kit fails the check. */
const APP_SOURCE_DIR = 'app';
const APP_SOURCE_FOLDERS = new Set(['routes', 'lib', 'components']);

function trackedMarkdown() {
  return execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !SKIPPED_DOCS.test(file));
}

// ─── Samples ────────────────────────────────────────────────────────────────────────────────────

/** The fenced TypeScript blocks of a document with their prelude and line. */
export function samplesOf(markdown) {
  const lines = markdown.split('\n');
  const samples = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)```(ts|tsx|typescript)\s*$/.exec(lines[index]);
    if (!open) continue;
    const indent = open[1].length;
    const body = [];
    let end = index + 1;
    for (; end < lines.length && !/^\s*```\s*$/.test(lines[end]); end += 1) {
      body.push(lines[end].slice(Math.min(indent, lines[end].search(/\S|$/))));
    }
    samples.push({ line: index + 1, code: body.join('\n'), prelude: preludeAbove(lines, index) });
    index = end;
  }
  return samples;
}

/** The `<!-- docs-check … -->` comment ending just above line `fence` (blank lines between). */
function preludeAbove(lines, fence) {
  let end = fence - 1;
  while (end >= 0 && lines[end].trim() === '') end -= 1;
  if (end < 0 || lines[end].trim() !== '-->') return '';
  let start = end - 1;
  while (start >= 0 && lines[start].trim() !== '<!-- docs-check') start -= 1;
  return start < 0 ? '' : lines.slice(start + 1, end).join('\n');
}

/** Splits a sample at `// path/to/file.tsx` lines into the files it shows. */
export function filesOf(code) {
  const files = [[]];
  for (const line of code.split('\n')) {
    if (/^\/\/ \S+\.(ts|tsx|mts)\b/.test(line) && files.at(-1).some((l) => l.trim() !== '')) {
      files.push([]);
    }
    files.at(-1).push(line);
  }
  return files.map((file) => file.join('\n'));
}

/** The folder whose tsconfig compiles a document's samples. */
function projectOf(doc) {
  for (let dir = dirname(doc); dir !== '.'; dir = dirname(dir)) {
    if (existsSync(join(root, dir, 'tsconfig.json')) && dir.includes('/')) return dir;
  }
  return WHOLE_KIT_PROJECT;
}

function writeProject(project, files) {
  const dir = join(root, project, SAMPLE_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const parent = JSON.parse(readFileSync(join(root, project, 'tsconfig.json'), 'utf8'));
  // A package's samples import it by name, so they need its project; an app's (not composite,
  // nothing imports it) need only what it references.
  const references = [
    ...(parent.compilerOptions?.composite === false ? [] : [{ path: '..' }]),
    ...(parent.references ?? []).map((ref) => ({ path: join('..', ref.path) })),
  ];
  writeFileSync(
    join(dir, 'tsconfig.json'),
    `${JSON.stringify(
      {
        extends: '../tsconfig.json',
        include: ['*.ts', '*.tsx'],
        compilerOptions: {
          composite: false,
          noEmit: true,
          emitDeclarationOnly: false,
          rootDir: '.',
          paths: {},
          tsBuildInfoFile: null,
        },
        references,
      },
      null,
      2,
    )}\n`,
  );
  // Stylesheets a sample imports, as a bundler resolves them.
  writeFileSync(join(dir, 'assets.d.ts'), "declare module '*.css';\n");
  for (const file of files) writeFileSync(join(dir, file.name), file.text);
  return dir;
}

function checkSamples(docs) {
  const byProject = new Map();
  for (const doc of docs) {
    const samples = samplesOf(readFileSync(join(root, doc), 'utf8'));
    samples.forEach((sample, sampleIndex) => {
      filesOf(sample.code).forEach((text, fileIndex) => {
        const isTsx = /<[A-Za-z]/.test(text) || /\.tsx\b/.test(text.split('\n')[0]);
        const name = `${doc.replaceAll(/[^\w]+/g, '_')}_${sampleIndex + 1}_${fileIndex + 1}.${isTsx ? 'tsx' : 'ts'}`;
        const project = projectOf(doc);
        const header = `// ${doc}:${sample.line}\n${sample.prelude}\n`;
        const list = byProject.get(project) ?? [];
        list.push({ name, text: `${header}${text}\nexport {};\n`, doc, line: sample.line });
        byProject.set(project, list);
      });
    });
  }
  const dirs = [...byProject].map(([project, files]) => writeProject(project, files));
  if (dirs.length === 0) return 0;
  const tsc = join(root, 'node_modules/.bin/tsc');
  const result = spawnSync(
    tsc,
    ['-b', ...dirs.map((d) => relative(root, d)), '--pretty', 'false'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const output = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0) {
    problems.push(
      `TypeScript samples do not compile (each file's first line names its document and line):\n${output}`,
    );
  }
  return [...byProject.values()].reduce((sum, files) => sum + files.length, 0);
}

// ─── Paths ──────────────────────────────────────────────────────────────────────────────────────

const TOP_LEVEL = new Set(
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => !['node_modules', '.git', '.turbo'].includes(entry.name))
    .map((entry) => entry.name),
);

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (one level of braces, as the docs write them). */
export function expandBraces(path) {
  const match = /\{([^{}]*)\}/.exec(path);
  if (!match) return [path];
  return match[1]
    .split(',')
    .flatMap((part) =>
      expandBraces(path.slice(0, match.index) + part + path.slice(match.index + match[0].length)),
    );
}

/** Whether `pattern` (with `*` for any characters within a segment) names something that exists. */
function exists(base, pattern) {
  const segments = pattern.replace(/\/$/, '').split('/');
  let candidates = [base];
  for (const segment of segments) {
    const next = [];
    for (const dir of candidates) {
      if (!segment.includes('*')) {
        if (existsSync(join(dir, segment))) next.push(join(dir, segment));
        continue;
      }
      const regex = new RegExp(`^${segment.replaceAll('.', '\\.').replaceAll('*', '.*')}$`);
      let entries = [];
      try {
        entries = readdirSync(dir);
      } catch {}
      for (const entry of entries) if (regex.test(entry)) next.push(join(dir, entry));
    }
    candidates = next;
    if (candidates.length === 0) return false;
  }
  return true;
}

/** Whether git ignores `path`: data and caches the running product makes (`apps/api/.data`). */
function isIgnored(path) {
  // A folder the product creates on first run is named without its trailing slash.
  return [path, `${path}/`].some(
    (candidate) =>
      spawnSync('git', ['check-ignore', '-q', '--no-index', candidate], { cwd: root }).status === 0,
  );
}

/** Inline code spans of a document, outside fenced blocks. */
function inlineCode(markdown) {
  const spans = [];
  let fenced = false;
  markdown.split('\n').forEach((line, index) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const match of line.matchAll(/`([^`\n]+)`/g))
      spans.push({ text: match[1], line: index + 1 });
  });
  return spans;
}

/** `apps/x/app` for a document of app `apps/x`, else null. */
function appSourceDir(docDir) {
  return /^apps\/[^/]+$/.test(docDir) && existsSync(join(root, docDir, APP_SOURCE_DIR))
    ? join(docDir, APP_SOURCE_DIR)
    : null;
}

/** Whether a code span reads as a repository path (rather than a URL, a route or code). */
function looksLikePath(text, docDir) {
  if (!/^[\w.@-][\w.@*{},/-]*\/[\w.@*{},/-]*$/.test(text) || text.startsWith('../')) return false;
  const first = text.split('/')[0];
  if (TOP_LEVEL.has(first)) return true;
  if (appSourceDir(docDir) && APP_SOURCE_FOLDERS.has(first)) return true;
  // Relative to the document's folder: its own src/, test/, app/… (existing first segment).
  return docDir !== '.' && existsSync(join(root, docDir, first)) && first !== '.';
}

const packageExports = new Map();
function exportsOf(name) {
  if (!packageExports.has(name)) {
    const dir = execFileSync('git', ['ls-files', '*/package.json'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .find((file) => JSON.parse(readFileSync(join(root, file), 'utf8')).name === name);
    packageExports.set(
      name,
      // null: not a package of this repository, or one without entries (an app), named by name.
      dir ? Object.keys(JSON.parse(readFileSync(join(root, dir), 'utf8')).exports ?? {}) : null,
    );
  }
  return packageExports.get(name);
}

/** Every name the kit's packages declare as an export (a fast scan of their sources). */
function kitExportNames() {
  const names = new Set();
  const sources = execFileSync('git', ['ls-files', 'packages/*/src/**', 'tooling/*/src/**'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && existsSync(join(root, file)));
  for (const file of sources) {
    const text = readFileSync(join(root, file), 'utf8');
    const declared =
      /export (?:declare )?(?:async )?(?:function\*?|const|let|class|interface|type|enum) ([A-Za-z_$][\w$]*)/g;
    for (const match of text.matchAll(declared)) names.add(match[1]);
    for (const match of text.matchAll(/export (?:type )?\{([^}]*)\}/g)) {
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type /, '')
          .split(/\s+as\s+/)
          .pop();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** A route module's export as the docs name them: `loginLoader`, `articleMeta`, `LoginPage`. */
const ROUTE_EXPORT =
  /^(?:[a-z]\w*(?:Loader|Action|Middleware|Meta|Handle|ShouldRevalidate)|[A-Z]\w*Page)$/;
/** Placeholders for any page: `xMeta`, `XPage`. */
const PLACEHOLDER = /^[xX][A-Z]/;

function checkRouteExports(docs) {
  const names = kitExportNames();
  let checked = 0;
  for (const doc of docs) {
    for (const span of inlineCode(readFileSync(join(root, doc), 'utf8'))) {
      const text = span.text.trim();
      if (!ROUTE_EXPORT.test(text) || PLACEHOLDER.test(text)) continue;
      checked += 1;
      if (!names.has(text))
        problems.push(`${doc}:${span.line}: \`${text}\` is exported by no kit package`);
    }
  }
  return checked;
}

function checkPaths(docs) {
  let checked = 0;
  for (const doc of docs) {
    const docDir = dirname(doc);
    const bases = [root, join(root, docDir)];
    if (appSourceDir(docDir)) bases.push(join(root, appSourceDir(docDir)));
    for (const span of inlineCode(readFileSync(join(root, doc), 'utf8'))) {
      const text = span.text.trim();
      const entry = /^(@quire\/[\w-]+)(\/[\w./-]+)?$/.exec(text);
      if (entry) {
        const entries = exportsOf(entry[1]);
        if (entries === null || (entries.length === 0 && !entry[2])) continue;
        checked += 1;
        const subpath = `.${entry[2] ?? ''}`;
        if (!entries.includes(subpath) && !entries.some((e) => e.includes('*'))) {
          problems.push(
            `${doc}:${span.line}: \`${text}\` is not an entry of ${entry[1]}'s exports`,
          );
        }
        continue;
      }
      if (!looksLikePath(text, docDir)) continue;
      for (const path of expandBraces(text)) {
        checked += 1;
        if (!bases.some((base) => exists(base, path)) && !isIgnored(path)) {
          problems.push(`${doc}:${span.line}: \`${path}\` does not exist`);
        }
      }
    }
  }
  return checked;
}

const docs = trackedMarkdown();
const paths = checkPaths(docs);
const routeExports = checkRouteExports(docs);
const samples = process.argv.includes('--paths-only') ? 0 : checkSamples(docs);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s) in the docs.`);
  process.exit(1);
}
console.info(
  `Docs: ${paths} paths and entries exist, ${routeExports} route exports are exported` +
    (samples ? `, ${samples} TypeScript samples compile.` : '.'),
);
