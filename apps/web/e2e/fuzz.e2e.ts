import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import routes from '../app/routes';
import { DEMO_ADMIN } from './support/api-actor';
import { type RawAnswer, type RawRequestOptions, rawRequest } from './support/raw-http';
import { apiUrl, webUrl } from './support/servers';
import { DEMO_AUTHOR, sessionCookie } from './support/session';
import { WEB_DIR } from './support/web-server';

// The website's fuzz suite: every route of app/routes.ts with realistic and malformed params and
// queries, and every action with malformed bodies, signed out and signed in. Whatever arrives,
// the site answers — a 2xx, 3xx or 4xx — and never a 5xx or a dropped connection. The case list
// is fixed (no randomness), so a failure names a case that fails again.

/** Requests in flight at once: enough to finish quickly, few enough for a small shared machine. */
const CONCURRENCY = 6;

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

interface RoutePattern {
  /** `/journals/:slug/archive/:id` (optional params resolved both ways, `*` as a path). */
  pattern: string;
  /** Whether the route module answers POSTs (exports `action`). */
  hasAction: boolean;
}

// Declared in the module, or re-exported from a kit package (`export { xAction as action } from …`).
const ACTION_EXPORT =
  /export\s+(?:async\s+)?function\s+action\b|export\s+const\s+action\b|\bas\s+action\b/;

function hasAction(file: string): boolean {
  return ACTION_EXPORT.test(readFileSync(`${WEB_DIR}app/${file}`, 'utf8'));
}

/** Every addressable route of the config, as URL patterns. */
function routePatterns(entries: RouteEntry[], parent = ''): RoutePattern[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const self: RoutePattern[] =
      entry.path !== undefined || entry.index
        ? expandOptional(own || '/').map((pattern) => ({
            pattern,
            hasAction: hasAction(entry.file),
          }))
        : [];
    return [...self, ...routePatterns(entry.children ?? [], own)];
  });
}

/** `/admin/chat/:userId?` → `/admin/chat` and `/admin/chat/:userId`; `*` → a path of its own. */
function expandOptional(pattern: string): string[] {
  const splat = pattern.replace(/\/\*$/, '/no/such/page');
  const optional = /\/:(\w+)\?/.exec(splat);
  if (!optional) return [splat];
  return [splat.replace(optional[0], ''), splat.replace(optional[0], `/:${optional[1]}`)];
}

/** Real records of the demo seed, so realistic addresses reach deep into each page. */
interface Fixtures {
  journalSlug: string;
  articleSlug: string;
  pageSlug: string;
  issueId: number;
  volumeId: number;
  newsSlug: string;
  submissionId: number;
  fileId: number;
  authorArticleId: number;
  notificationId: number;
  authorId: number;
}

async function loadFixtures(): Promise<Fixtures> {
  const api = async <T>(path: string, token?: string): Promise<T> => {
    const response = await fetch(new URL(path, apiUrl), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const { token } = (await (
    await fetch(new URL('auth/login', apiUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_AUTHOR),
    })
  ).json()) as { token: string };
  const journal = (await api<{ data: { slug: string }[] }>('journals')).data[0];
  if (!journal) throw new Error('The demo seed has no journal.');
  const slug = journal.slug;
  const [details, archive, news, submissions, articles, notifications, session] = await Promise.all(
    [
      api<{ pages: { slug: string }[] }>(`journals/${slug}`),
      api<{ data: { id: number; volumeId: number }[] }>(`journals/${slug}/archive`),
      api<{ data: { slug: string }[] }>('news'),
      api<{ data: { id: number }[] }>('user/submissions', token),
      api<{ data: { id: number }[] }>('user/articles', token),
      api<{ data: { id: number }[] }>('user/notifications', token),
      api<{ user: { id: number } }>('auth/session', token),
    ],
  );
  const issue = archive.data[0];
  const toc = issue
    ? await api<{ sections: { articles: { slug: string }[] }[] }>(
        `journals/${slug}/issues/${issue.id}`,
      )
    : { sections: [] };
  const submissionId = submissions.data[0]?.id ?? 1;
  const submission = await api<{ files?: { id: number }[] }>(
    `user/submissions/${submissionId}`,
    token,
  );
  return {
    journalSlug: slug,
    articleSlug: toc.sections.flatMap((section) => section.articles)[0]?.slug ?? 'x',
    pageSlug: details.pages[0]?.slug ?? 'about',
    issueId: issue?.id ?? 1,
    volumeId: issue?.volumeId ?? 1,
    newsSlug: news.data[0]?.slug ?? 'x',
    submissionId,
    fileId: submission.files?.[0]?.id ?? 1,
    authorArticleId: articles.data[0]?.id ?? 1,
    notificationId: notifications.data[0]?.id ?? 1,
    authorId: session.user.id,
  };
}

/** The realistic value of `param` in `pattern` (what the same name means depends on the route). */
function realistic(pattern: string, param: string, f: Fixtures): string {
  const before = pattern.slice(0, pattern.indexOf(`:${param}`));
  switch (param) {
    case 'slug':
      return before.startsWith('/news/') ? f.newsSlug : f.journalSlug;
    case 'article_slug':
      return f.articleSlug;
    case 'page_slug':
      return f.pageSlug;
    case 'issue_id':
      return String(f.issueId);
    case 'fileId':
      return String(f.fileId);
    case 'userId':
      return String(f.authorId);
    case 'id':
      if (before.endsWith('/archive/')) return String(f.issueId);
      if (before.endsWith('/volumes/')) return String(f.volumeId);
      if (before.endsWith('/panel/articles/')) return String(f.authorArticleId);
      if (before.endsWith('/panel/notifications/')) return String(f.notificationId);
      return String(f.submissionId);
    default:
      return '1';
  }
}

/** What a hostile or broken client puts in a path segment (already percent-encoded). */
const MALFORMED_SEGMENTS = [
  '%00',
  'a%0D%0Ab',
  'a%0Ab',
  '%E2%80%AEevil', // right-to-left override
  '%',
  '%zz',
  '%C0%AF', // overlong UTF-8
  '%ED%A0%80', // a lone surrogate
  '..%2F..%2Fetc%2Fpasswd',
  '%22%3E%3Cscript%3E',
  '-1',
  '0',
  '99999999999999999999',
  'a'.repeat(10_000),
];

/** Queries added to every route's realistic address. */
const MALFORMED_QUERIES = [
  '?q=%00&page=%00',
  '?q=%&page=%zz&filter=%',
  '?q=a%0D%0Ab&status=%E2%80%AE&journalId=-1&page=99999999999999999999',
  '?redirect=%00&redirect=//evil.example&id=%0A&step=%00',
  `?q=${'a'.repeat(10_000)}`,
  `?q=${'a'.repeat(20_000)}`, // past Node's header limit: refused by the HTTP parser itself
  '?type=%FF&year=%00&journal=%0D',
];

const TRUNCATED_MULTIPART =
  '--XX\r\nContent-Disposition: form-data; name="intent"\r\n\r\nprofile\r\n--XX\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.';

/** Malformed posts: bodies, content types and framings no browser form would send. */
const MALFORMED_POSTS: { label: string; options: RawRequestOptions; withoutOrigin?: true }[] = [
  {
    label: 'JSON',
    options: {
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.c","intent":"profile"}',
    },
  },
  {
    label: 'plain text',
    options: { headers: { 'Content-Type': 'text/plain' }, body: 'intent=profile' },
  },
  { label: 'no content type', options: { body: 'intent=profile' } },
  { label: 'XML', options: { headers: { 'Content-Type': 'application/xml' }, body: '<a>1</a>' } },
  {
    label: 'truncated multipart',
    options: {
      headers: { 'Content-Type': 'multipart/form-data; boundary=XX' },
      body: TRUNCATED_MULTIPART,
    },
  },
  {
    label: 'multipart without boundary',
    options: { headers: { 'Content-Type': 'multipart/form-data' }, body: 'intent=profile' },
  },
  {
    label: 'multipart of another boundary',
    options: {
      headers: { 'Content-Type': 'multipart/form-data; boundary=YY' },
      body: `${TRUNCATED_MULTIPART}\r\n--XX--\r\n`,
    },
  },
  {
    label: 'broken percent-encoding',
    options: {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=%zz&email=%&password=%E2%80',
    },
  },
  {
    label: 'control characters',
    options: {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `intent=%00&email=a%0D%0Ab%40c.d&password=%E2%80%AE&title=${'%00'.repeat(50)}`,
    },
  },
  {
    label: 'empty form',
    options: { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' },
  },
  {
    label: 'a 10 kB field name',
    options: {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `${'n'.repeat(10_000)}=1&intent=profile`,
    },
  },
  {
    label: 'truncated url-encoded body, half-closed',
    options: {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '200' },
      body: 'intent=profile&email=a',
      halfClose: true,
    },
  },
  {
    label: 'a complete form, half-closed',
    options: {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=%00',
      halfClose: true,
    },
  },
  {
    label: 'JSON without Origin',
    options: { headers: { 'Content-Type': 'application/json' }, body: '{}' },
    withoutOrigin: true,
  },
];

interface FuzzCase {
  label: string;
  target: string;
  options: RawRequestOptions;
}

/** Runs the cases with {@link CONCURRENCY} in flight; resolves with those answered badly. */
async function failures(cases: FuzzCase[], cookie: string | null): Promise<string[]> {
  const bad: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < cases.length; index = next++) {
      const fuzz = cases[index] as FuzzCase;
      const headers = { ...(cookie ? { Cookie: cookie } : {}), ...fuzz.options.headers };
      const answer: RawAnswer = await rawRequest(webUrl, fuzz.target, { ...fuzz.options, headers });
      if (answer.status === null || answer.status >= 500 || answer.error !== null) {
        const how =
          answer.status === null
            ? `no answer (${answer.error ?? 'closed'})`
            : `${answer.status}${answer.error === null ? '' : `, then ${answer.error}`}`;
        bad.push(`${fuzz.label} ${fuzz.target.slice(0, 120)} → ${how}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return bad;
}

function fill(pattern: string, values: (param: string) => string): string {
  return pattern.replace(/:(\w+)/g, (_, param: string) => values(param));
}

/** GETs of every route: realistic, each param malformed in turn, and malformed queries. */
function getCases(patterns: RoutePattern[], f: Fixtures): FuzzCase[] {
  return patterns.flatMap(({ pattern }) => {
    const address = fill(pattern, (param) => realistic(pattern, param, f));
    const params = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
    const get = (target: string, label: string): FuzzCase => ({ label, target, options: {} });
    return [
      get(address, 'GET'),
      get(`${address === '/' ? '/_root' : address}.data`, 'GET data'),
      ...params.flatMap((malformed) =>
        MALFORMED_SEGMENTS.map((segment) =>
          get(
            fill(pattern, (param) =>
              param === malformed ? segment : realistic(pattern, param, f),
            ),
            `GET :${malformed}`,
          ),
        ),
      ),
      ...MALFORMED_QUERIES.map((query) => get(`${address}${query}`, 'GET query')),
    ];
  });
}

/** Malformed posts to every action, as a document post and as a client-side (`.data`) one. */
function postCases(patterns: RoutePattern[], f: Fixtures): FuzzCase[] {
  return patterns
    .filter((route) => route.hasAction)
    .flatMap(({ pattern }) => {
      const address = fill(pattern, (param) => realistic(pattern, param, f));
      return [address, `${address}.data`].flatMap((target) =>
        MALFORMED_POSTS.map(({ label, options, withoutOrigin }) => ({
          label: `POST ${label}`,
          target,
          options: {
            ...options,
            method: 'POST',
            headers: { ...(withoutOrigin ? {} : { Origin: webUrl }), ...options.headers },
          },
        })),
      );
    });
}

const SIGN_OUT = '/auth/logout';
let patterns: RoutePattern[];
let fixtures: Fixtures;
const cookies: Record<'author' | 'admin', string> = { author: '', admin: '' };

beforeAll(async () => {
  patterns = [
    ...new Map(
      routePatterns(routes as RouteEntry[]).map((route) => [route.pattern, route]),
    ).values(),
  ];
  fixtures = await loadFixtures();
  [cookies.author, cookies.admin] = await Promise.all([
    sessionCookie(webUrl, DEMO_AUTHOR),
    sessionCookie(webUrl, DEMO_ADMIN),
  ]);
});

describe('website fuzz: no 5xx, no dropped connection', () => {
  it('covers every route and every action of app/routes.ts', () => {
    expect(patterns.length).toBeGreaterThan(40);
    expect(patterns.map((route) => route.pattern)).toContain(
      '/journals/:slug/articles/:article_slug',
    );
    expect(patterns.filter((route) => route.hasAction).length).toBeGreaterThan(10);
  });

  it.each([
    ['signed out', null],
    ['the author', 'author'],
    ['the administrator', 'admin'],
  ] as const)('GETs as %s', { timeout: 120_000 }, async (_, who) => {
    // What only the role changes: the administrator's pass covers the signed-in areas.
    const routesFor =
      who === 'admin'
        ? patterns.filter(({ pattern }) => /^\/(admin|panel)\b/.test(pattern))
        : patterns;
    const cases = getCases(routesFor, fixtures);
    expect(await failures(cases, who ? cookies[who] : null)).toEqual([]);
  });

  it.each([
    ['signed out', null],
    ['the author', 'author'],
    ['the administrator', 'admin'],
  ] as const)('malformed posts to every action as %s', { timeout: 120_000 }, async (_, who) => {
    // Signing out last: it ends the session the other cases use.
    const cases = postCases(patterns, fixtures).filter((fuzz) => !fuzz.target.startsWith(SIGN_OUT));
    expect(await failures(cases, who ? cookies[who] : null)).toEqual([]);
  });

  it('malformed posts to sign-out, signed in and out', async () => {
    const cases = postCases(patterns, fixtures).filter((fuzz) => fuzz.target.startsWith(SIGN_OUT));
    expect(cases.length).toBeGreaterThan(0);
    expect(await failures(cases, cookies.author)).toEqual([]);
    expect(await failures(cases, null)).toEqual([]);
  });
});
