/** Where a record's article lives on the web and its files on the API. */
export interface RecordLinks {
  backendUrl: string;
  articleUrl(article: { journalSlug: string; slug: string }): string;
  /** The page of one of an article's notices (a correction, a retraction…). */
  noticeUrl(article: { journalSlug: string }, noticeId: number): string;
}

/** Links built from the configured origins, never from the request's Host header. */
export function recordLinks(webOrigin: string, backendUrl: string): RecordLinks {
  return {
    backendUrl,
    articleUrl: (article) =>
      `${webOrigin}/journals/${encodeURIComponent(article.journalSlug)}/articles/${encodeURIComponent(article.slug)}`,
    noticeUrl: (article, noticeId) =>
      `${webOrigin}/journals/${encodeURIComponent(article.journalSlug)}/notices/${noticeId}`,
  };
}
