import { sitePagePath } from '@quire/site';
import { apiContext, orNotFound, pageSeo, type RequestArgs } from '@quire/site/server';
import { sanitizeHtml } from '@quire/utils';

/** `/pages/{pageSlug}`: one of the site's own pages (Privacy, Imprint…), written in the back office. */
export async function loadSitePage({ context }: RequestArgs, pageSlug: string) {
  const api = context.get(apiContext);
  const page = await orNotFound(api.content.sitePage({ params: { pageSlug } }));
  return {
    page: { title: page.title, bodyHtml: sanitizeHtml(page.body) },
    seo: await pageSeo(api, {
      title: [page.title],
      path: sitePagePath(page.slug),
      description: page.body,
    }),
  };
}
