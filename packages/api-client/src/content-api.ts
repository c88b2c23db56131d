import type {
  Archive,
  Article,
  ArticleCitations,
  ArticleNotice,
  ArticleNoticeList,
  AuthorArticles,
  CitationFormat,
  EditorialBoard,
  Issue,
  Journal,
  JournalList,
  JournalPage,
  KeywordArticles,
  LatestIssues,
  LatestIssuesQuery,
  MostRead,
  NewsItem,
  NewsList,
  NewsQuery,
  OjsAddress,
  OjsItemKind,
  PageQuery,
  Setting,
  SitePage,
  SitePageLinkList,
  VolumeIssues,
  VolumeList,
} from '@quire/contracts';
import { contractSchemas as schemas } from './contract-schemas';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';
import type { ResponseSchema } from './response-schema';

/** The public reading endpoints: journals, their pages, volumes, issues, articles, news, settings. */
export interface ContentApi {
  /** `GET journals`: every journal, paged. */
  journals(query?: Partial<PageQuery>): Promise<JournalList>;
  /** `GET journals/{slug}`: a journal with its sections, pages and current issue. */
  journal(slug: string): Promise<Journal>;
  /** `GET journals/{slug}/pages/{pageSlug}`. */
  journalPage(slug: string, pageSlug: string): Promise<JournalPage>;
  /** `GET pages`: the site's own pages in its menu (the footer). */
  sitePages(): Promise<SitePageLinkList>;
  /** `GET pages/{pageSlug}`: one of the site's own pages. */
  sitePage(pageSlug: string): Promise<SitePage>;
  /** `GET journals/{slug}/editorial-board`: its role holders, by role. */
  editorialBoard(slug: string): Promise<EditorialBoard>;
  /** `GET journals/{slug}/volumes`: volumes with published issues, newest first. */
  volumes(slug: string): Promise<VolumeList>;
  /** `GET journals/{slug}/volumes/{volumeId}/issues`. */
  volumeIssues(slug: string, volumeId: number): Promise<VolumeIssues>;
  /** `GET journals/{slug}/issues/{issueId}`: an issue with its table of contents. */
  issue(slug: string, issueId: number): Promise<Issue>;
  /** `GET journals/{slug}/current-issue`. */
  currentIssue(slug: string): Promise<Issue>;
  /** `GET journals/{slug}/archive`: published issues, newest first, paged. */
  archive(slug: string, query?: Partial<PageQuery>): Promise<Archive>;
  /**
   * `GET issues/latest`: the newest published issues of every journal together, newest first,
   * each with its journal's slug, title and colour.
   */
  latestIssues(query?: Partial<LatestIssuesQuery>): Promise<LatestIssues>;
  /** `GET journals/{slug}/articles/{articleSlug}`. */
  article(slug: string, articleSlug: string): Promise<Article>;
  /**
   * `GET ojs/{ojsPath}/{kind}/{ojsId}`: where an old Open Journal Systems address of a journal
   * moved with `quire import` leads now (an issue or an article); 404 when nowhere.
   */
  ojsAddress(ojsPath: string, kind: OjsItemKind, ojsId: number): Promise<OjsAddress>;
  /**
   * `GET journals/{slug}/articles/{articleSlug}/citation`: the citation as text — a style's
   * reference (`apa`, `mla`, …) or a BibTeX, RIS or CSL-JSON file's content.
   */
  citation(slug: string, articleSlug: string, format: CitationFormat): Promise<string>;
  /**
   * `GET journals/{slug}/articles/{articleSlug}/citations`: the article in every citation style,
   * each as HTML (unsanitised: sanitise before display) and plain text.
   */
  citations(slug: string, articleSlug: string): Promise<ArticleCitations>;
  /** `GET journals/{slug}/notices/{noticeId}`: a correction, retraction… with its article. */
  notice(slug: string, noticeId: number): Promise<ArticleNotice>;
  /** `GET journals/{slug}/notices`: the journal's notices, newest first (feeds, sitemap). */
  notices(slug: string): Promise<ArticleNoticeList>;
  /** The address of the citation as a file download (for a link). */
  citationDownloadUrl(slug: string, articleSlug: string, format: CitationFormat): string;
  /**
   * `GET journals/{slug}/keywords/{keyword}`: the journal's published articles with a keyword
   * (whole, any case), newest first, paged; 404 when there are none.
   */
  keywordArticles(
    slug: string,
    keyword: string,
    query?: Partial<PageQuery>,
  ): Promise<KeywordArticles>;
  /**
   * `GET journals/{slug}/authors/{name}`: the journal's published articles with that name in the
   * byline (whole, any case), newest first, paged; 404 when there are none.
   */
  authorArticles(slug: string, name: string, query?: Partial<PageQuery>): Promise<AuthorArticles>;
  /**
   * `POST articles/{id}/view`: counts a view of the article — the page sends it once shown, so a
   * page served from a cache is counted too (bots and a reader's repeats within 30 s are not).
   * Sent without the loader; resolves when the API has taken it.
   */
  recordView(articleId: number): Promise<void>;
  /**
   * `GET journals/{slug}/most-read`: the journal's most viewed articles of the last 30 days
   * (`limit` 1–20, 5 by default).
   */
  mostRead(slug: string, query?: { limit?: number }): Promise<MostRead>;
  /** `GET news`: newest first, paged; `journal` limits it to one journal's news. */
  news(query?: Partial<NewsQuery>): Promise<NewsList>;
  /** `GET news/{slug}`. */
  newsItem(slug: string): Promise<NewsItem>;
  /** `GET settings`: the public key/value settings. */
  settings(): Promise<{ data: Setting[] }>;
}

/** Builds the {@link ContentApi}. */
export function createContentApi(context: EndpointContext): ContentApi {
  const get = <T>(schema: ResponseSchema<T> | undefined, url: string, params?: object) =>
    callEndpoint<T>(context, schema, { method: 'get', url, params });
  const journalPath = (slug: string) => `journals/${segment(slug)}`;
  const citationPath = (slug: string, articleSlug: string) =>
    `${journalPath(slug)}/articles/${segment(articleSlug)}/citation`;

  return {
    journals: (query) => get(schemas?.journalList, 'journals', query),
    journal: (slug) => get(schemas?.journal, journalPath(slug)),
    journalPage: (slug, pageSlug) =>
      get(schemas?.journalPage, `${journalPath(slug)}/pages/${segment(pageSlug)}`),
    sitePages: () => get(schemas?.sitePages, 'pages'),
    sitePage: (pageSlug) => get(schemas?.sitePage, `pages/${segment(pageSlug)}`),
    editorialBoard: (slug) => get(schemas?.editorialBoard, `${journalPath(slug)}/editorial-board`),
    volumes: (slug) => get(schemas?.volumeList, `${journalPath(slug)}/volumes`),
    volumeIssues: (slug, volumeId) =>
      get(schemas?.volumeIssues, `${journalPath(slug)}/volumes/${segment(volumeId)}/issues`),
    issue: (slug, issueId) =>
      get(schemas?.issue, `${journalPath(slug)}/issues/${segment(issueId)}`),
    currentIssue: (slug) => get(schemas?.issue, `${journalPath(slug)}/current-issue`),
    archive: (slug, query) => get(schemas?.archive, `${journalPath(slug)}/archive`, query),
    latestIssues: (query) => get(schemas?.latestIssues, 'issues/latest', query),
    article: (slug, articleSlug) =>
      get(schemas?.article, `${journalPath(slug)}/articles/${segment(articleSlug)}`),
    ojsAddress: (ojsPath, kind, ojsId) =>
      get(schemas?.ojsAddress, `ojs/${segment(ojsPath)}/${kind}/${segment(ojsId)}`),
    notice: (slug, noticeId) =>
      get(schemas?.articleNotice, `${journalPath(slug)}/notices/${segment(noticeId)}`),
    notices: (slug) => get(schemas?.articleNoticeList, `${journalPath(slug)}/notices`),
    citation: async (slug, articleSlug, format) =>
      String(
        await callEndpoint<string>(context, undefined, {
          method: 'get',
          url: citationPath(slug, articleSlug),
          params: { format },
          // Citations are text (a style, BibTeX, RIS, even CSL-JSON), never parsed here.
          responseType: 'text',
          headers: {
            Accept:
              'text/plain, application/x-bibtex, application/x-research-info-systems, application/vnd.citationstyles.csl+json',
          },
        }),
      ),
    citations: (slug, articleSlug) =>
      get(schemas?.articleCitations, `${citationPath(slug, articleSlug)}s`),
    citationDownloadUrl: (slug, articleSlug, format) => {
      const query = new URLSearchParams({ format, download: '1' });
      return `${context.http.apiUrl.replace(/\/+$/, '')}/${citationPath(slug, articleSlug)}?${query}`;
    },
    keywordArticles: (slug, keyword, query) =>
      get(schemas?.keywordArticles, `${journalPath(slug)}/keywords/${segment(keyword)}`, query),
    authorArticles: (slug, name, query) =>
      get(schemas?.authorArticles, `${journalPath(slug)}/authors/${segment(name)}`, query),
    recordView: async (articleId) => {
      await callEndpoint<unknown>(context, undefined, {
        method: 'post',
        url: `articles/${segment(articleId)}/view`,
        quire: { withoutLoader: true },
      });
    },
    mostRead: (slug, query) => get(schemas?.mostRead, `${journalPath(slug)}/most-read`, query),
    news: (query) => get(schemas?.newsList, 'news', query),
    newsItem: (slug) => get(schemas?.newsItem, `news/${segment(slug)}`),
    settings: () => get(schemas?.settings, 'settings'),
  };
}
