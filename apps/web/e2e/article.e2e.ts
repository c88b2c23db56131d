import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findExecutableContent, xssVectors } from '@quire/test-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { apiUrl, webUrl } from './support/servers';
import { startWebServer, type WebServer } from './support/web-server';

let browser: Browser;

interface ApiArticle {
  slug: string;
  title: string;
  doi: string | null;
  pdfUrl: string | null;
  pdfDownloadUrl: string | null;
  authors: { name: string; affiliation: string | null; orcid: string | null }[];
  keywords: string[];
  references: string[];
  fullText: object | null;
  journal: { slug: string; title: string };
}

let article: ApiArticle;
let articlePath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // An article with an ORCID-bearing author, a DOI and a PDF: what the page has to show.
  const journals = (await (await fetch(new URL('journals', apiUrl))).json()) as {
    data: { slug: string }[];
  };
  for (const { slug } of journals.data) {
    const archive = (await (await fetch(new URL(`journals/${slug}/archive`, apiUrl))).json()) as {
      data: { id: number }[];
    };
    for (const { id } of archive.data) {
      const issue = (await (
        await fetch(new URL(`journals/${slug}/issues/${id}`, apiUrl))
      ).json()) as {
        sections: { articles: { slug: string; doi: string | null; pdfUrl: string | null }[] }[];
      };
      // The table of contents carries no ORCID iDs: ask each candidate article itself.
      const candidates = issue.sections
        .flatMap((section) => section.articles)
        .filter((item) => item.doi && item.pdfUrl);
      for (const candidate of candidates) {
        const full = (await (
          await fetch(new URL(`journals/${slug}/articles/${candidate.slug}`, apiUrl))
        ).json()) as ApiArticle;
        // Without a full text, whose reference list replaces the article's own (full-text.e2e.ts).
        if (full.authors.some((author) => author.orcid) && !full.fullText) {
          article = full;
          articlePath = `/journals/${slug}/articles/${candidate.slug}`;
          return;
        }
      }
    }
  }
  throw new Error('The demo seed has no article with a DOI, a PDF and an ORCID iD');
});

afterAll(async () => {
  await browser?.close();
});

/** The first author's family name (the last word of the name), escaped for a RegExp. */
const firstFamilyName = () =>
  (article.authors[0]?.name.split(' ').at(-1) ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const metaContents = (page: Page, name: string) =>
  page
    .locator(`head meta[name="${name}"]`)
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));

describe('the article page', () => {
  it('shows the article with its authors, ORCID links, dates, DOI, keywords and references', async () => {
    const { page, errors } = await newPage(browser);
    const response = await page.goto(`${webUrl}${articlePath}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      article.title,
    );
    const authors = page.getByRole('list', { name: 'Authors' });
    for (const author of article.authors) {
      await authors.getByText(author.name, { exact: true }).waitFor();
      if (author.orcid) {
        const link = authors.locator(`a[href="https://orcid.org/${author.orcid}"]`);
        await expect(link.textContent()).resolves.toContain(author.orcid);
        await expect(link.textContent()).resolves.toContain(`ORCID iD of ${author.name}`);
      }
    }
    await page.getByRole('heading', { name: 'Abstract' }).waitFor();
    await page.locator(`a[href="https://doi.org/${article.doi}"]`).first().waitFor();
    for (const keyword of article.keywords)
      await page.getByRole('listitem').getByText(keyword, { exact: true }).first().waitFor();
    await expect(page.locator('.q-references li').count()).resolves.toBe(article.references.length);
    await expect(page.getByText(/^Published$/).count()).resolves.toBeGreaterThan(0);
    // The link goes through the API's counting redirect, which lands on the PDF itself.
    const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    expect(pdfHref).toBe(article.pdfDownloadUrl);
    const download = await fetch(pdfHref ?? '', { headers: { 'User-Agent': 'Mozilla/5.0 e2e' } });
    expect(download.url).toBe(article.pdfUrl);
    expect(download.headers.get('content-type')).toContain('application/pdf');
    await download.body?.cancel();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('carries Google Scholar, Dublin Core and Open Graph tags', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}${articlePath}`);
    await expect(metaContents(page, 'citation_title')).resolves.toEqual([article.title]);
    await expect(metaContents(page, 'citation_author')).resolves.toEqual(
      article.authors.map((a) => a.name),
    );
    await expect(metaContents(page, 'citation_journal_title')).resolves.toEqual([
      article.journal.title,
    ]);
    await expect(metaContents(page, 'citation_doi')).resolves.toEqual([article.doi]);
    await expect(metaContents(page, 'citation_pdf_url')).resolves.toEqual([article.pdfUrl]);
    for (const name of [
      'citation_publication_date',
      'citation_volume',
      'citation_issue',
      'citation_issn',
      'citation_language',
    ]) {
      expect((await metaContents(page, name)).length, name).toBeGreaterThan(0);
    }
    await expect(metaContents(page, 'citation_abstract_html_url')).resolves.toEqual([
      expect.stringMatching(new RegExp(`${articlePath}$`)),
    ]);
    await expect(metaContents(page, 'DC.Title')).resolves.toEqual([article.title]);
    await expect(metaContents(page, 'DC.Creator.PersonalName')).resolves.toEqual(
      article.authors.map((a) => a.name),
    );
    await expect(
      page.locator('head meta[property="og:type"]').getAttribute('content'),
    ).resolves.toBe('article');
    await expect(page.title()).resolves.toBe(`${article.title} — ${article.journal.title} — Quire`);
    await page.context().close();
  });

  it('switches the citation to MLA in place, copies it and says "Copied"', async () => {
    const { page, errors } = await newPage(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.goto(`${webUrl}${articlePath}`, { waitUntil: 'networkidle' });
    const box = page.getByRole('region', { name: 'How to cite' });
    await expect(box.locator('.q-citation i').count()).resolves.toBeGreaterThan(0);
    const requests: string[] = [];
    // A reload or a loader call would ask for the article's page or its `.data` (the favicon and
    // the build-update poll may come and go meanwhile).
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(articlePath)) requests.push(request.url());
    });
    await box.getByRole('link', { name: 'MLA' }).click();
    await expect(box.getByRole('link', { name: 'MLA' }).getAttribute('aria-current')).resolves.toBe(
      'true',
    );
    // In place: the address keeps the pick, and nothing was loaded for it.
    expect(new URL(page.url()).search).toBe('?cite=mla');
    expect(requests).toEqual([]);
    await box.getByRole('button', { name: 'Copy MLA citation' }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // MLA: "Family, Given, …" first, the title in quotes, the journal, "vol.", no markup.
    expect(copied).toMatch(new RegExp(`^[^,]*${firstFamilyName()}, `));
    expect(copied).toMatch(/“[^”]+” /);
    expect(copied).toContain(article.journal.title);
    expect(copied).toContain('vol. ');
    expect(copied).not.toContain('<');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('chooses the citation style without JavaScript, through the ?cite= links', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${webUrl}${articlePath}`);
    const box = page.getByRole('region', { name: 'How to cite' });
    await box.getByRole('link', { name: 'IEEE' }).click();
    await page.waitForURL(/\?cite=ieee#cite$/);
    await expect(
      box.getByRole('link', { name: 'IEEE' }).getAttribute('aria-current'),
    ).resolves.toBe('true');
    // IEEE: initials before the family name, the title in quotes followed by a comma.
    await expect(box.locator('.q-citation').textContent()).resolves.toMatch(
      new RegExp(`^(\\p{Lu}\\.[ -]?)+[^,]*${firstFamilyName()}.*“[^”]+,” `, 'u'),
    );
    await expect(box.getByRole('button', { name: 'Copy IEEE citation' }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it('says "An error occurred" when the browser refuses the copy', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}${articlePath}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.getByRole('button', { name: 'Copy APA citation' }).click();
    await page.getByText('An error occurred', { exact: true }).waitFor();
    await page.context().close();
  });

  it('downloads the citation as BibTeX, RIS and CSL-JSON files', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}${articlePath}`);
    const hrefs = await page
      .locator('a[href*="/citation?"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const types = [];
    for (const href of hrefs) {
      expect(href).toContain('download=1');
      const response = await fetch(href);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      types.push(response.headers.get('content-type'));
    }
    expect(types).toEqual([
      'application/x-bibtex; charset=utf-8',
      'application/x-research-info-systems; charset=utf-8',
      'application/vnd.citationstyles.csl+json; charset=utf-8',
    ]);
    await page.context().close();
  });

  it('shares by copying the link, and links the usual networks', async () => {
    const { page } = await newPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${webUrl}${articlePath}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(
      new RegExp(`${articlePath}$`),
    );
    for (const name of ['Email', /LinkedIn/, /^X/])
      await page.getByRole('link', { name }).first().waitFor();
    await page.context().close();
  });

  it('has no axe violations', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}${articlePath}`, { waitUntil: 'networkidle' });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('puts the PDF and the citation above the abstract on a phone, beside the text when wide', async () => {
    const { page } = await newPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto(`${webUrl}${articlePath}`);
    const shown = async (name: string, role: 'link' | 'heading' | 'complementary') => {
      const box = await page.getByRole(role, { name, exact: true }).boundingBox();
      if (!box) throw new Error(`${name} is not shown`);
      return box;
    };
    const pdf = await shown('Download PDF', 'link');
    const cite = await shown('How to cite', 'heading');
    const abstract = await shown('Abstract', 'heading');
    expect(pdf.y + pdf.height).toBeLessThanOrEqual(abstract.y);
    expect(cite.y + cite.height).toBeLessThanOrEqual(abstract.y);
    // Screen readers meet the tools in the same order as the eye: before the abstract.
    const sourceOrder = await page.evaluate(() => {
      const tools = document.querySelector('aside[aria-label="Article tools"]');
      const heading = document.getElementById('article-abstract');
      return tools && heading ? tools.compareDocumentPosition(heading) : 0;
    });
    expect(sourceOrder & 4 /* DOCUMENT_POSITION_FOLLOWING */).toBeTruthy();

    // On a wide screen they move to the column beside the text, level with its start.
    await page.setViewportSize({ width: 1280, height: 800 });
    const tools = await shown('Article tools', 'complementary');
    const wideAbstract = await shown('Abstract', 'heading');
    expect(tools.x).toBeGreaterThan(wideAbstract.x + wideAbstract.width);
    expect(tools.y).toBeLessThanOrEqual(wideAbstract.y);
    await page.context().close();
  });
});

describe('an article whose stored text carries XSS payloads', () => {
  // The API has no editing endpoint yet, so a proxy in front of the real API hands the web app
  // an article whose abstract, title, authors, keywords and references carry every payload, as
  // stored text would. Everything else passes through untouched.
  const payload = xssVectors.join('\n');
  const MARKER_DIALOG = 'The test’s own dialog';
  let proxy: Server;
  let web: WebServer;

  beforeAll(async () => {
    const upstream = new URL(apiUrl).origin;
    proxy = createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', upstream);
      const answer = await fetch(url, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).filter(
            ([name]) => !['host', 'connection', 'content-length'].includes(name),
          ),
        ) as Record<string, string>,
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if (answer.ok && /^\/api\/journals\/[^/]+\/articles\/[^/]+$/.test(url.pathname)) {
        const json = JSON.parse(body.toString()) as ApiArticle & {
          abstract: string;
          citations: { html: string }[];
        };
        json.abstract = `<p>Benign start.</p>${payload}`;
        json.title = `${json.title} <script>window.__xss = 1</script></title><img src=x onerror=alert(1)>`;
        json.authors = json.authors.map((author) => ({
          ...author,
          name: `${author.name}<img src=x onerror=alert(2)>`,
        }));
        json.keywords = ['<svg onload=alert(3)>'];
        json.references = ['<a href="javascript:alert(4)">ref</a>'];
        // The formatted citations come with the article; the web server sanitises their HTML.
        for (const citation of json.citations) citation.html = `Benign cite. ${payload}`;
        body = Buffer.from(JSON.stringify(json));
      }
      // The citations endpoint too (the citation downloads use it).
      if (answer.ok && /^\/api\/journals\/[^/]+\/articles\/[^/]+\/citations$/.test(url.pathname)) {
        const json = JSON.parse(body.toString()) as { data: { html: string }[] };
        for (const citation of json.data) citation.html = `Benign cite. ${payload}`;
        body = Buffer.from(JSON.stringify(json));
      }
      const headers = Object.fromEntries(answer.headers);
      delete headers['content-length'];
      delete headers['content-encoding'];
      response.writeHead(answer.status, headers);
      response.end(body);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    web = await startWebServer({ apiUrl: `${proxyUrl}/api/`, backendUrl: upstream });
  });

  afterAll(async () => {
    await web?.stop();
    await new Promise((resolve) => proxy?.close(resolve));
  });

  it('executes nothing and renders no executable markup', async () => {
    const { page, errors } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await page.goto(`${web.url}${articlePath}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.getByText('Benign start.').waitFor();
    // Hover and focus everything once, for handlers that need an interaction.
    for (const element of await page.locator('.q-article__body *').all()) {
      await element.hover({ force: true, timeout: 500 }).catch(() => undefined);
    }
    // A dialog of our own, raised after the next two frames (where hover styles, animations
    // and their events land) and behind every task queued before it: any dialog a payload
    // raised would have come first.
    const marker = page.waitForEvent('dialog', {
      predicate: (dialog) => dialog.message() === MARKER_DIALOG,
    });
    await page.evaluate((message) => {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => alert(message))));
    }, MARKER_DIALOG);
    await marker;
    expect(dialogs).toEqual([MARKER_DIALOG]);
    await expect(
      page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).resolves.toBeUndefined();
    const abstract = await page.locator('.q-article-abstract').innerHTML();
    expect(findExecutableContent(abstract)).toEqual([]);
    const body = await page.locator('.q-article').innerHTML();
    expect(findExecutableContent(body)).toEqual([]);
    await page.getByText('Benign cite.').waitFor();
    const citation = await page.locator('.q-citation').innerHTML();
    expect(findExecutableContent(citation)).toEqual([]);
    // The title's markup shows as text, in the heading and in the document title alike.
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      '<script>',
    );
    expect(await page.title()).toContain('<script>window.__xss = 1</script>');
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
    await page.context().close();
  });
});
