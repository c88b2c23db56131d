import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStorableText } from '@quire/contracts';
import {
  type ApiServer,
  findExecutableContent,
  freePort,
  freshApiDataDir,
  startApiServer,
  xssVectors,
} from '@quire/test-utils';
import type { Browser, Dialog } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { startWebServer, WEB_DIR, type WebServer } from './support/web-server';
import { escapeXml, isXmlText } from './support/xml-text';

/**
 * A journal moved from Open Journal Systems: `quire import` reads the hand-written OJS export
 * (apps/api's test fixture) with the project's XSS corpus in an article's abstract and markup in
 * its title, keywords and affiliation; the built site then answers the journal's old OJS
 * addresses with 301s to the new pages, and the hostile article's page runs nothing in Chromium.
 * Its own API (the import runs on the embedded database before the API holds it) and web server.
 */

const API_DIR = path.resolve(WEB_DIR, '..', 'api');
const SAMPLE = path.join(API_DIR, 'test', 'fixtures', 'ojs', 'sample-export.xml');
const JOURNAL = 'manuscript-studies';
const OJS_PATH = 'nmr';
const MARKER_DIALOG = 'The test’s own dialog';

/** `quire import` on the API's data folder (source through tsx, as the API itself runs here). */
function quireImport(dataDir: string, file: string): Promise<{ code: number | null; out: string }> {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [
      '--conditions=@quire/source',
      '--import',
      'tsx',
      'src/ops/quire-cli.ts',
      'import',
      '--journal',
      JOURNAL,
      '--ojs-path',
      OJS_PATH,
      file,
    ],
    {
      cwd: API_DIR,
      env: { ...inherited, NODE_ENV: 'test', QUIRE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out }));
  });
}

let browser: Browser;
let dataDir: string;
let api: ApiServer | undefined;
let web: WebServer | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = await freshApiDataDir({ seedDemo: true });
  const corpus = xssVectors.filter((vector) => isStorableText(vector) && isXmlText(vector));
  const exportFile = path.join(dataDir, 'ojs-export.xml');
  await writeFile(
    exportFile,
    (await readFile(SAMPLE, 'utf8')).replace('XSS-CORPUS', escapeXml(corpus.join('\n'))),
  );
  const imported = await quireImport(dataDir, exportFile);
  expect(imported.out).toContain('articles: 5 created');
  expect(imported.code).toBe(0);
  const apiPort = await freePort();
  const webPort = await freePort();
  const webOrigin = `http://127.0.0.1:${webPort}`;
  api = await startApiServer({
    port: apiPort,
    dataDir,
    env: { WEB_ORIGIN: webOrigin },
    readyTimeoutMs: 120_000,
  });
  web = await startWebServer({
    apiUrl: api.apiUrl,
    backendUrl: api.backendUrl,
    port: webPort,
    env: { PUBLIC_ORIGIN: webOrigin },
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await api?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Where an old OJS address of the journal sends a visitor (without following it). */
async function moved(oldPath: string) {
  const response = await fetch(`${web?.url}/index.php/${OJS_PATH}/${oldPath}`, {
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}

describe('a journal moved from OJS', () => {
  it('answers its old article, galley and issue addresses with a 301 to the new pages', async () => {
    const article = await moved('article/view/101');
    expect(article.status).toBe(301);
    expect(article.location).toMatch(
      new RegExp(`^/journals/${JOURNAL}/articles/tidal-mixing-in-norwegian-fjords(-\\d+)?$`),
    );
    expect(await moved('article/view/101/201')).toEqual(article);
    expect(await moved('article/download/101/201')).toEqual(article);
    const issue = await moved('issue/view/12');
    expect(issue.status).toBe(301);
    expect(issue.location).toMatch(new RegExp(`^/journals/${JOURNAL}/volumes/\\d+/issues/\\d+$`));

    const page = await fetch(`${web?.url}${issue.location}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Plankton blooms after storms');

    expect((await moved('article/view/999')).status).toBe(404);
    expect((await moved('user/register/1')).status).toBe(404);
  });

  it('runs none of the XSS corpus imported into an article, on its page in Chromium', async () => {
    const { page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const dialogs: string[] = [];
    const onDialog = (dialog: Dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    };
    page.on('dialog', onDialog);
    const response = await page.goto(`${web?.url}/index.php/${OJS_PATH}/article/view/102`, {
      waitUntil: 'networkidle',
    });
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toMatch(`/journals/${JOURNAL}/articles/`);
    await page.getByRole('heading', { level: 1, name: 'Sediment budgets of estuaries' }).waitFor();
    // The corpus arrived: the abstract holds its defused text.
    await expect(page.locator('.q-article-abstract').textContent()).resolves.toContain(
      'Estuaries trap sediment.',
    );
    // Hover what the imported text became, for handlers that need an interaction.
    for (const element of await page.locator('main *').all()) {
      await element.hover({ force: true, timeout: 500 }).catch(() => undefined);
    }
    const marker = page.waitForEvent('dialog', {
      predicate: (dialog) => dialog.message() === MARKER_DIALOG,
    });
    await page.evaluate((message) => {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => alert(message))));
    }, MARKER_DIALOG);
    await marker;
    page.off('dialog', onDialog);
    expect(dialogs).toEqual([MARKER_DIALOG]);
    await expect(
      page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).resolves.toBeUndefined();
    for (const prose of await page.locator('.q-prose').all()) {
      expect(findExecutableContent(await prose.innerHTML())).toEqual([]);
    }
    expect(findExecutableContent(await page.locator('main').innerHTML())).toEqual([]);
    await page.context().close();
  });
});
