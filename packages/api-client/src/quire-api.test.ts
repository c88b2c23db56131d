import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentEndpoints } from '@quire/contracts';
import { type ApiServer, startApiServer } from '@quire/test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';
import { createQuireApi, type QuireApi } from './quire-api';

// The demo seed gives journals, volumes, issues, articles, pages, news and an author account.
const AUTHOR = { email: 'author@quire.test', password: 'author-password' };
// The smallest valid PNG: one transparent pixel.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let server: ApiServer;
let api: QuireApi;

beforeAll(async () => {
  server = await startApiServer({
    seedDemo: true,
    env: { RATE_LIMIT_AUTH_PER_MINUTE: '10000' },
  });
  api = createQuireApi(createHttpClient({ apiUrl: server.apiUrl }), { validateResponses: true });
});

afterAll(async () => {
  await server?.stop();
});

/** A client signed in as the demo author with a bearer token. */
async function signedInApi(): Promise<QuireApi> {
  const { token } = await api.auth.login({ body: AUTHOR });
  return createQuireApi(
    createHttpClient({ apiUrl: server.apiUrl, auth: { getToken: () => token } }),
    { validateResponses: true },
  );
}

describe('createQuireApi against the real API', () => {
  describe('content', () => {
    it('lists journals, paged', async () => {
      const list = await api.content.journals({ query: { perPage: 2 } });
      expect(list.data.length).toBeGreaterThan(0);
      expect(list.data.length).toBeLessThanOrEqual(2);
      expect(list.meta).toMatchObject({ page: 1, perPage: 2 });
    });

    it('reads a journal, its pages, volumes, issues and current issue', async () => {
      const [summary] = (await api.content.journals()).data;
      const journal = await api.content.journal({ params: { slug: summary?.slug ?? '' } });
      expect(journal.slug).toBe(summary?.slug);

      const [pageLink] = journal.pages;
      if (pageLink) {
        const page = await api.content.journalPage({
          params: { slug: journal.slug, pageSlug: pageLink.slug },
        });
        expect(page.title).toBe(pageLink.title);
      }

      const volumes = await api.content.volumes({ params: { slug: journal.slug } });
      const [volume] = volumes.data;
      expect(volume).toBeDefined();
      const issues = await api.content.volumeIssues({
        params: { slug: journal.slug, volumeId: volume?.id ?? 0 },
      });
      expect(issues.volume.id).toBe(volume?.id);

      const [first] = issues.data;
      const issue = await api.content.issue({
        params: { slug: journal.slug, issueId: first?.id ?? 0 },
      });
      expect(issue.id).toBe(first?.id);

      const current = await api.content.currentIssue({ params: { slug: journal.slug } });
      expect(current.id).toBe(journal.currentIssue?.id);

      const archive = await api.content.archive({
        params: { slug: journal.slug },
        query: { page: 1, perPage: 5 },
      });
      expect(archive.meta.perPage).toBe(5);
    });

    it('reads an article and exports its citation', async () => {
      const [summary] = (await api.content.journals()).data;
      const slug = summary?.slug ?? '';
      const current = await api.content.currentIssue({ params: { slug } });
      const tocArticle = current.sections.flatMap((section) => section.articles)[0];
      const article = await api.content.article({
        params: { slug, articleSlug: tocArticle?.slug ?? '' },
      });
      expect(article.title).toBe(tocArticle?.title);
      expect(article.journal.slug).toBe(slug);

      const bibtex = await api.content.citation({
        params: { slug, articleSlug: article.slug },
        query: { format: 'bibtex' },
      });
      expect(bibtex).toMatch(/^@article\{/);
      const download = await fetch(
        api.urlOf(contentEndpoints.citation, {
          params: { slug, articleSlug: article.slug },
          query: { format: 'ris', download: true },
        }),
      );
      expect(download.headers.get('content-disposition')).toContain('attachment');
      expect(await download.text()).toContain('TY  - JOUR');

      // CSL-JSON comes back as its text, not parsed.
      const cslJson = await api.content.citation({
        params: { slug, articleSlug: article.slug },
        query: { format: 'csl-json' },
      });
      expect(typeof cslJson).toBe('string');
      expect(JSON.parse(cslJson)).toEqual([expect.objectContaining({ title: article.title })]);
      // MLA quotes the article's title.
      expect(
        await api.content.citation({
          params: { slug, articleSlug: article.slug },
          query: { format: 'mla' },
        }),
      ).toMatch(/“[^”]+” /);
    });

    it('reads an article in every citation style, checked against the contract', async () => {
      const [summary] = (await api.content.journals()).data;
      const slug = summary?.slug ?? '';
      const current = await api.content.currentIssue({ params: { slug } });
      const tocArticle = current.sections.flatMap((section) => section.articles)[0];
      const { data } = await api.content.citations({
        params: { slug, articleSlug: tocArticle?.slug ?? '' },
      });
      expect(data.map((citation) => citation.style)).toEqual([
        'apa',
        'chicago',
        'mla',
        'harvard',
        'vancouver',
        'ieee',
      ]);
      expect(data[0]?.html).toMatch(/<i>[^<]+<\/i>/);
    });

    it('gets the citations with the article itself, in one call', async () => {
      const [summary] = (await api.content.journals()).data;
      const slug = summary?.slug ?? '';
      const current = await api.content.currentIssue({ params: { slug } });
      const tocArticle = current.sections.flatMap((section) => section.articles)[0];
      const article = await api.content.article({
        params: { slug, articleSlug: tocArticle?.slug ?? '' },
      });
      const { data } = await api.content.citations({ params: { slug, articleSlug: article.slug } });
      expect(article.citations).toEqual(data);
    });

    it('sends the view beacon and reads the most-read list', async () => {
      const [summary] = (await api.content.journals()).data;
      const slug = summary?.slug ?? '';
      const current = await api.content.currentIssue({ params: { slug } });
      const tocArticle = current.sections.flatMap((section) => section.articles)[0];
      await expect(
        api.content.recordView({ params: { id: tocArticle?.id ?? 0 } }),
      ).resolves.toBeNull();
      const mostRead = await api.content.mostRead({ params: { slug }, query: { limit: 3 } });
      expect(mostRead.data.length).toBeLessThanOrEqual(3);
      await expect(
        api.content.mostRead({ params: { slug }, query: { limit: 50 } }),
      ).rejects.toMatchObject({
        status: 400,
      });
      await expect(api.content.recordView({ params: { id: 99_999_999 } })).rejects.toMatchObject({
        status: 404,
      });
    });

    it('lists news and reads an item', async () => {
      const news = await api.content.news({ query: { perPage: 3 } });
      const [first] = news.data;
      expect(first).toBeDefined();
      const item = await api.content.newsItem({ params: { slug: first?.slug ?? '' } });
      expect(item.title).toBe(first?.title);
    });

    it('reads the settings', async () => {
      const { data } = await api.content.settings();
      expect(data.every((setting) => typeof setting.key === 'string')).toBe(true);
    });

    it('escapes path segments', async () => {
      const error = await api.content
        .journal({ params: { slug: 'no/such journal?' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404, message: 'The journal was not found.' });
    });
  });

  describe('keywords and authors', () => {
    it('lists a journal’s articles by one of their keywords and authors, and 404s otherwise', async () => {
      const [summary] = (await api.content.journals()).data;
      const slug = summary?.slug ?? '';
      const current = await api.content.currentIssue({ params: { slug } });
      const entry = current.sections.flatMap((section) => section.articles)[0];
      const article = await api.content.article({
        params: { slug, articleSlug: entry?.slug ?? '' },
      });
      const keyword = article.keywords[0] ?? '';
      const author = article.authors[0]?.name ?? '';

      const byKeyword = await api.content.keywordArticles({
        params: { slug, keyword: keyword.toUpperCase() },
      });
      expect(byKeyword.keyword).toBe(keyword);
      expect(byKeyword.data.map((item) => item.id)).toContain(article.id);
      const byAuthor = await api.content.authorArticles({
        params: { slug, name: author },
        query: { perPage: 100 },
      });
      expect(byAuthor.author.name).toBe(author);
      expect(byAuthor.data.map((item) => item.id)).toContain(article.id);

      const missing = await api.content
        .keywordArticles({ params: { slug, keyword: 'no such keyword / anywhere' } })
        .catch((e: unknown) => e);
      expect(missing).toMatchObject({ status: 404 });
    });
  });

  describe('search', () => {
    it('finds published articles', async () => {
      const [summary] = (await api.content.journals()).data;
      const current = await api.content.currentIssue({ params: { slug: summary?.slug ?? '' } });
      const title = current.sections.flatMap((section) => section.articles)[0]?.title ?? '';
      const word = title.split(/\W+/).find((part) => part.length > 5) ?? title;
      const results = await api.content.search({ query: { q: word, perPage: 5 } });
      expect(results.data.length).toBeGreaterThan(0);
      expect(results.data[0]?.titleHighlight).toContain('<mark>');
    });

    it('sorts, and says when the search was a DOI', async () => {
      const current = await api.content.currentIssue({
        params: { slug: (await api.content.journals()).data[0]?.slug ?? '' },
      });
      // Every title word of the issue, any of which matches: enough hits to be in an order.
      const words = current.sections
        .flatMap((section) => section.articles)
        .flatMap((article) => article.title.split(/\W+/).filter((word) => word.length > 5));
      const q = [...new Set(words)].slice(0, 8).join(' or ');
      const newest = await api.content.search({ query: { q, sort: 'newest', perPage: 5 } });
      const dates = newest.data.map((hit) => hit.publishedAt);
      expect(dates.length).toBeGreaterThan(1);
      expect(dates).toEqual([...dates].sort().reverse());

      const doi = newest.data.find((hit) => hit.doi)?.doi ?? '';
      const byDoi = await api.content.search({ query: { q: `https://doi.org/${doi}` } });
      expect(byDoi.lookup).toEqual({ kind: 'doi', value: doi });
      expect(byDoi.data.map((hit) => hit.doi)).toEqual([doi]);
    });

    it('answers an empty search with a field error', async () => {
      const error = await api.content.search({ query: { q: '' } }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 400, fieldErrors: { q: expect.any(Array) } });
    });
  });

  describe('contact', () => {
    it('sends a message to the site', async () => {
      const answer = await api.contact.send({
        body: {
          name: 'A Reader',
          email: 'reader@example.org',
          subject: 'Question about submissions',
          message: 'Do you accept registered reports?',
        },
      });
      expect(answer.message.length).toBeGreaterThan(0);
      await vi.waitFor(
        async () => {
          const mail = await server.outbox();
          expect(mail.some((message) => message.replyTo === 'reader@example.org')).toBe(true);
        },
        { timeout: 10_000, interval: 50 },
      );
    });
  });

  describe('auth and account', () => {
    it('logs in, reads the session and logs out', async () => {
      const { token, user } = await api.auth.login({ body: AUTHOR });
      const mine = createQuireApi(
        createHttpClient({ apiUrl: server.apiUrl, auth: { getToken: () => token } }),
      );
      expect((await mine.auth.session()).user.id).toBe(user.id);
      await mine.auth.logout();
      await expect(mine.auth.session()).rejects.toMatchObject({ status: 401 });
    });

    it('refuses a wrong current password when changing it', async () => {
      const mine = await signedInApi();
      const error = await mine.account
        .changePassword({
          body: { currentPassword: 'wrong-password', newPassword: 'a-brand-new-passphrase' },
        })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({
        status: 400,
        fieldErrors: { currentPassword: ['The current password is incorrect.'] },
      });
    });
  });

  describe('files', () => {
    it('uploads a public avatar addressed by fileUrl', async () => {
      const mine = await signedInApi();
      const uploaded = await mine.files.upload(
        'avatar',
        new Blob([PIXEL_PNG], { type: 'image/png' }),
        'me.png',
      );
      expect(uploaded).toMatchObject({ purpose: 'avatar', isPublic: true, mimeType: 'image/png' });
      const path = new URL(uploaded.url ?? '').pathname;
      const served = await fetch(mine.fileUrl(path));
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PIXEL_PNG);
    });

    it('uploads, downloads and removes a private manuscript', async () => {
      const mine = await signedInApi();
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      const uploaded = await mine.files.upload('manuscript', new Blob([pdf]), 'paper.pdf');
      expect(uploaded).toMatchObject({ isPublic: false, url: null, originalName: 'paper.pdf' });

      expect(Buffer.from(await mine.files.download(uploaded.id))).toEqual(pdf);
      const stream = await mine.files.downloadStream(uploaded.id);
      expect(Buffer.from(await new Response(stream).arrayBuffer())).toEqual(pdf);
      await mine.files.remove({ params: { id: uploaded.id } });
      await expect(mine.files.download(uploaded.id)).rejects.toMatchObject({ status: 404 });
      const missing = await mine.files.downloadStream(uploaded.id).catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(ApiError);
      // The API's JSON message, read back from the streamed error body.
      expect(missing).toMatchObject({ status: 404, body: { message: expect.any(String) } });
      expect((missing as ApiError).message).toBe(
        ((missing as ApiError).body as { message: string }).message,
      );
    });

    it('refuses an upload without a session', async () => {
      const error = await api.files
        .upload('avatar', new Blob([PIXEL_PNG]), 'me.png')
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 401 });
    });
  });
});

describe('response validation', () => {
  it('rejects an answer that breaks the contract', async () => {
    const liar = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ slug: 'j', title: 42 }));
    });
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(liar.address() as AddressInfo).port}/`;
    try {
      const checked = createQuireApi(createHttpClient({ apiUrl }), { validateResponses: true });
      const error = await checked.content
        .journal({ params: { slug: 'j' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        kind: 'invalid-response',
        message: 'The answer of GET journals/j does not match its contract.',
        body: { slug: 'j', title: 42 },
      });

      const unchecked = createQuireApi(createHttpClient({ apiUrl }), { validateResponses: false });
      await expect(unchecked.content.journal({ params: { slug: 'j' } })).resolves.toEqual({
        slug: 'j',
        title: 42,
      });
    } finally {
      await new Promise((resolve) => liar.close(resolve));
    }
  });

  it('is on by default outside production', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    const liar = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data":"not a list"}');
    });
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(liar.address() as AddressInfo).port}/`;
    try {
      const byDefault = createQuireApi(createHttpClient({ apiUrl }));
      await expect(byDefault.content.settings()).rejects.toMatchObject({
        kind: 'invalid-response',
      });
      vi.stubEnv('NODE_ENV', 'production');
      const inProduction = createQuireApi(createHttpClient({ apiUrl }));
      await expect(inProduction.content.settings()).resolves.toEqual({ data: 'not a list' });
    } finally {
      await new Promise((resolve) => liar.close(resolve));
    }
  });
});
