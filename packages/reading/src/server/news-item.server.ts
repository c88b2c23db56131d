import { newsPath } from '@quire/site';
import { apiFor, orNotFound, pageSeo } from '@quire/site/server';
import { sanitizeHtml } from '@quire/utils';
import { toNewsCard } from './news.server';

/** `/news/{slug}`: one news item, its body sanitised here on the server (404 when unknown). */
export async function loadNewsItem(request: Request, slug: string) {
  const item = await orNotFound(apiFor(request).content.newsItem(slug));
  return {
    item: { ...toNewsCard(item), bodyHtml: sanitizeHtml(item.body) },
    seo: await pageSeo(request, {
      title: [item.title, item.journal ? item.journal.title : 'News'],
      path: newsPath(item.slug),
      description: item.summary || item.body,
      type: 'article',
      image: item.coverUrl,
      extra: [{ property: 'article:published_time', content: item.publishedAt }],
    }),
  };
}
