// @vitest-environment node
import { createHttpClient, createQuireApi } from '@quire/api-client';
import type { Article } from '@quire/contracts';
import { authorPath, keywordPath } from '@quire/site';
import { contextForRequest } from '@quire/site/server';
import { type ApiServer, startApiServer } from '@quire/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthorPage, loadKeywordPage } from './browse.server';
import { journalMiddleware } from './journal.server';
import { loadSearch } from './search.server';

// The search, keyword and author loaders against the real API on the demo seed (Node: the
// loaders run on the web server, and axios must use Node's HTTP, not jsdom's XMLHttpRequest).
let server: ApiServer;
let slug: string;
let article: Article;

/** A loader's arguments as the root and journal middleware leave them (the journal of the path). */
function request(path: string) {
  const webRequest = new Request(`http://web.test${path}`);
  const context = contextForRequest(webRequest);
  const journalSlug = /^\/journals\/([^/]+)/.exec(path)?.[1] ?? slug;
  journalMiddleware({ request: webRequest, context, params: { slug: journalSlug } } as never, () =>
    Promise.resolve(new Response()),
  );
  return { request: webRequest, context };
}

/** What a loader threw (React Router's `data(null, { status })` for a 404). */
async function thrownBy(load: Promise<unknown>) {
  return load.then(
    () => {
      throw new Error('the loader did not throw');
    },
    (error: unknown) => error as { init?: { status?: number } },
  );
}

beforeAll(async () => {
  server = await startApiServer({ seedDemo: true });
  // Read once by `serverEnv()`, at the first loader call below.
  process.env.API_URL = server.apiUrl;
  process.env.BACKEND_URL = server.url;
  process.env.API_CACHE_MS = '0';
  process.env.PUBLIC_ORIGIN = 'https://journals.example.org';
  const api = createQuireApi(createHttpClient({ apiUrl: server.apiUrl }));
  slug = (await api.content.journals()).data[0]?.slug ?? '';
  const current = await api.content.currentIssue({ params: { slug } });
  // An article with keywords, a DOI and an author with an ORCID iD, as the demo seed has many.
  for (const entry of current.sections.flatMap((section) => section.articles)) {
    const candidate = await api.content.article({ params: { slug, articleSlug: entry.slug } });
    if (candidate.keywords.length && candidate.doi && candidate.authors.some((a) => a.orcid)) {
      article = candidate;
      break;
    }
  }
  if (!article) throw new Error('the demo seed has no article with keywords, DOI and ORCID iD');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('loadSearch', () => {
  const word = () => article.title.split(/\W+/).find((part) => part.length > 5) ?? 'study';

  it('sorts as asked and keeps the order in the canonical address', async () => {
    const data = await loadSearch(request(`/search?q=${word()}&sort=oldest`));
    expect(data.filters.sort).toBe('oldest');
    expect(data.sorts.map((sort) => sort.value)).toEqual([
      'relevance',
      'newest',
      'oldest',
      'title',
    ]);
    expect(data.outcome.kind).toBe('results');
    expect(data.seo.canonical).toBe(`https://journals.example.org/search?q=${word()}&sort=oldest`);
    const relevance = await loadSearch(request(`/search?q=${word()}&sort=relevance`));
    expect(relevance.seo.canonical).toBe(`https://journals.example.org/search?q=${word()}`);
  });

  it('offers the last page for a page past the end of results that exist', async () => {
    const data = await loadSearch(request(`/search?q=${word()}&sort=newest&page=99`));
    expect(data.outcome).toMatchObject({ kind: 'past-end', total: expect.any(Number) });
    if (data.outcome.kind !== 'past-end') return;
    expect(data.outcome.lastPage).toBeGreaterThanOrEqual(1);
    expect(data.outcome.lastPageHref).toBe(
      `/search?q=${word()}&sort=newest${data.outcome.lastPage > 1 ? `&page=${data.outcome.lastPage}` : ''}`,
    );
  });

  it('shows the article of a DOI typed as a link, saying so', async () => {
    const data = await loadSearch(
      request(`/search?q=${encodeURIComponent(`https://doi.org/${article.doi}`)}`),
    );
    expect(data.outcome).toMatchObject({
      kind: 'results',
      total: 1,
      lookup: { kind: 'doi', value: article.doi, href: `https://doi.org/${article.doi}` },
    });
    if (data.outcome.kind === 'results') {
      expect(data.outcome.hits.map((hit) => hit.id)).toEqual([article.id]);
    }
  });

  it('refuses an unknown order with the reason, without a failure', async () => {
    const data = await loadSearch(request(`/search?q=${word()}&sort=best`));
    expect(data.outcome).toEqual({
      kind: 'invalid',
      message: 'Sort by relevance, newest, oldest or title.',
      fieldErrors: { sort: ['Sort by relevance, newest, oldest or title.'] },
    });
  });

  it('names the journal a search is limited to and links the same search in all journals', async () => {
    const data = await loadSearch(request(`/search?q=${word()}&journal=${slug}&sort=title`));
    expect(data.scope).toEqual({
      title: expect.any(String),
      allJournalsHref: `/search?q=${word()}&sort=title`,
    });
    expect((await loadSearch(request(`/search?q=${word()}`))).scope).toBeNull();
  });
});

describe('loadKeywordPage', () => {
  it('lists the journal’s articles with the keyword, spelled as the articles do', async () => {
    const keyword = article.keywords[0] ?? '';
    const data = await loadKeywordPage(
      request(keywordPath(slug, keyword.toUpperCase())),
      slug,
      keyword.toUpperCase(),
    );
    expect(data.keyword).toBe(keyword);
    expect(data.path).toBe(keywordPath(slug, keyword));
    expect(data.seo.canonical).toBe(`https://journals.example.org${keywordPath(slug, keyword)}`);
    expect(data.seo.title).toMatch(new RegExp(`^Keyword: ${keyword} — `));
    const listed = data.articles.find((item) => item.id === article.id);
    expect(listed?.authors[0]?.href).toBe(authorPath(slug, article.authors[0]?.name ?? ''));
    expect(data.paging).toMatchObject({ page: 1, firstNumber: 1, lastPageHref: null });
  });

  it('offers the last page past the end, and answers 404 for a keyword no article has', async () => {
    const keyword = article.keywords[0] ?? '';
    const past = await loadKeywordPage(
      request(`${keywordPath(slug, keyword)}?page=99`),
      slug,
      keyword,
    );
    expect(past.articles).toEqual([]);
    expect(past.paging.lastPageHref).toBe(
      `${keywordPath(slug, keyword)}${past.paging.lastPage > 1 ? `?page=${past.paging.lastPage}` : ''}`,
    );
    const missing = await thrownBy(
      loadKeywordPage(request(keywordPath(slug, 'no such keyword')), slug, 'no such keyword'),
    );
    expect(missing.init?.status).toBe(404);
  });
});

describe('loadAuthorPage', () => {
  it('lists the author’s articles with their ORCID iD and their articles in every journal', async () => {
    const author = article.authors.find((candidate) => candidate.orcid);
    const name = author?.name ?? '';
    const data = await loadAuthorPage(request(authorPath(slug, name)), slug, name);
    expect(data.author.name).toBe(name);
    expect(data.articles.map((item) => item.id)).toContain(article.id);
    expect(data.seo.canonical).toBe(`https://journals.example.org${authorPath(slug, name)}`);
    if (data.author.orcid) {
      expect(data.author.orcidUrl).toBe(`https://orcid.org/${data.author.orcid}`);
      expect(data.searchAll.href).toBe(`/search?q=${data.author.orcid}`);
    }
  });

  it('answers 404 for a name on no article of the journal, and for a name no one can have', async () => {
    for (const name of ['Nobody Atall', 'a\u0000b']) {
      const missing = await thrownBy(loadAuthorPage(request('/x'), slug, name));
      expect(missing.init?.status).toBe(404);
    }
  });
});
