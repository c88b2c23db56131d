import { newsPath } from '@quire/site';
import { apiContext, orNotFound, pageSeo, type RequestArgs } from '@quire/site/server';
import { sanitizeHtml } from '@quire/utils';
import { readingTexts } from '../texts';
import { toNewsCard } from './news.server';

/** `/news/{slug}`: one news item, its body sanitised here on the server (404 when unknown). */
export async function loadNewsItem({ context }: RequestArgs, slug: string) {
  const item = await orNotFound(context.get(apiContext).content.newsItem({ params: { slug } }));
  return {
    item: { ...toNewsCard(item), bodyHtml: sanitizeHtml(item.body) },
    seo: await pageSeo(context.get(apiContext), {
      title: [item.title, item.journal ? item.journal.title : readingTexts().newsTitle],
      path: newsPath(item.slug),
      description: item.summary || item.body,
      type: 'article',
      image: item.coverUrl,
      extra: [{ property: 'article:published_time', content: item.publishedAt }],
    }),
  };
}
