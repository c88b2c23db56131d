import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyDataTemplate } from './api-data-template';

/** A stand-in checkout: the template's key hashes the API's sources and manifest. */
async function fakeCheckout(root: string) {
  const apiDir = path.join(root, 'apps', 'api');
  await mkdir(path.join(apiDir, 'src'), { recursive: true });
  await writeFile(path.join(apiDir, 'src', 'index.ts'), 'export {};\n');
  await writeFile(path.join(apiDir, 'package.json'), '{}\n');
  return { apiDir, repoRoot: root };
}

const cacheDir = (root: string) => path.join(root, 'node_modules', '.cache', 'quire-api-data');

describe('copyDataTemplate', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'quire-template-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('waits for the template another live process is making instead of making its own', async () => {
    const checkout = await fakeCheckout(root);
    // Learn the folder's name from a first copy, then pretend it is being made elsewhere.
    await copyDataTemplate(path.join(root, 'probe'), 'empty', {
      ...checkout,
      make: (folder) => writeFile(path.join(folder, 'made-by'), 'probe'),
    });
    const [folderName] = readdirSync(cacheDir(root));
    const folder = path.join(cacheDir(root), folderName as string);
    const kind = 'demo';
    const demoFolder = folder.replace(/-empty$/, `-${kind}`);
    await mkdir(`${demoFolder}.making`);
    await writeFile(path.join(`${demoFolder}.making`, 'pid'), String(process.pid));

    let made = false;
    const target = path.join(root, 'target');
    await mkdir(target);
    const copying = copyDataTemplate(target, kind, {
      ...checkout,
      make: async () => {
        made = true;
      },
    });
    // The "other process" finishes as a maker does: its draft renamed, then its lock gone.
    const draft = `${demoFolder}.draft-other`;
    await mkdir(draft);
    await writeFile(path.join(draft, 'made-by'), 'the other process');
    await rename(draft, demoFolder);
    await rm(`${demoFolder}.making`, { recursive: true });
    await copying;

    expect(made).toBe(false);
    expect(await readFile(path.join(target, 'made-by'), 'utf8')).toBe('the other process');
  });

  it('takes over a template whose maker died', async () => {
    const checkout = await fakeCheckout(root);
    await copyDataTemplate(path.join(root, 'probe'), 'empty', {
      ...checkout,
      make: (folder) => writeFile(path.join(folder, 'made-by'), 'probe'),
    });
    const [folderName] = readdirSync(cacheDir(root));
    const demoFolder = path.join(
      cacheDir(root),
      (folderName as string).replace(/-empty$/, '-demo'),
    );
    // A process that has exited: its pid names nobody now.
    const { pid: deadPid } = spawnSync(process.execPath, ['-e', '']);
    await mkdir(`${demoFolder}.making`);
    await writeFile(path.join(`${demoFolder}.making`, 'pid'), String(deadPid));

    const target = path.join(root, 'target');
    await mkdir(target);
    await copyDataTemplate(target, 'demo', {
      ...checkout,
      make: (folder) => writeFile(path.join(folder, 'made-by'), 'this process'),
    });

    expect(await readFile(path.join(target, 'made-by'), 'utf8')).toBe('this process');
    expect(existsSync(`${demoFolder}.making`)).toBe(false);
  });
});
