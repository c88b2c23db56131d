// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellChunk } from './shell-chunk';

// A root route and another route sharing a kit whose `index.ts` only re-exports.
const FILES: Record<string, string> = {
  'root.js': `import { shellPart, sharedPart, outsidePart } from './kit/index.js';
import { viaOutside } from './kit/via-outside.js';
export default () => [shellPart(), sharedPart(), outsidePart(), viaOutside()];`,
  'route.js': `import { shellPart, routePart, sharedPart } from './kit/index.js';
export default () => [shellPart(), routePart(), sharedPart()];`,
  'kit/index.js': `export { shellPart } from './shell-part.js';
export { routePart } from './route-part.js';
export { outsidePart } from './outside-part.js';
export * from './shared-part.js';`,
  'kit/shell-part.js': `import { helper } from './helper.js';
export const shellPart = () => helper('shell');`,
  'kit/helper.js': `export const helper = (text) => text + '!';`,
  'kit/route-part.js': `export const routePart = () => 'route';`,
  // Imports the kit's index for a name whose module joins: it joins too, and brings no more.
  'kit/shared-part.js': `import { shellPart } from './index.js';
export const sharedPart = () => 'shared ' + shellPart.name;`,
  // Needs a module the chunk cannot hold (a bundler-made one, as a package outside the framework).
  'kit/outside-part.js': `import { outside } from 'virtual:outside';
export const outsidePart = () => outside;`,
  // Imports the kit's index for a name whose module stays out: it stays out as well.
  'kit/via-outside.js': `import { outsidePart } from './index.js';
export const viaOutside = () => outsidePart();`,
};

/** A module outside the sources, as a package outside the framework would be. */
const outsideModule: Plugin = {
  name: 'outside',
  resolveId: (source) => (source === 'virtual:outside' ? '\0outside' : null),
  load: (id) => (id === '\0outside' ? `export const outside = 'outside';` : null),
};

let dir: string;
let shellModules: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shell-chunk-'));
  for (const [name, source] of Object.entries(FILES)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), source);
  }
  const root = join(dir, 'root.js');
  const output = (await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [outsideModule, shellChunk({ root })],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: { root, route: join(dir, 'route.js') },
        // As React Router's plugin sets it: the routes' exports are kept (and so what they use).
        preserveEntrySignatures: 'exports-only',
      },
    },
  })) as Rolldown.RolldownOutput;
  const shell = output.output.find((file) => file.type === 'chunk' && file.name === 'shell');
  shellModules =
    shell?.type === 'chunk'
      ? Object.keys(shell.modules).map((id) => (id.startsWith(dir) ? id.slice(dir.length + 1) : id))
      : [];
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('shellChunk', () => {
  it("puts what the root route needs into the shell chunk, through the kit's index", () => {
    expect(shellModules).toEqual(expect.arrayContaining(['kit/shell-part.js', 'kit/helper.js']));
  });

  it('leaves out what only other routes need', () => {
    expect(shellModules).not.toContain('kit/route-part.js');
  });

  it("takes a module that imports a kit's index when what the index leads to joins", () => {
    expect(shellModules).toContain('kit/shared-part.js');
    expect(shellModules).not.toContain('kit/route-part.js');
  });

  it('leaves out a module that needs one the chunk cannot hold, directly or through an index', () => {
    expect(shellModules).not.toContain('kit/outside-part.js');
    expect(shellModules).not.toContain('kit/via-outside.js');
  });
});
