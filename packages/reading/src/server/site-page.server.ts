import type { QuireApi } from '@quire/api-client';
import { SITE_PAGE_ROUTES, sitePagePath } from '@quire/site';
import { apiContext, isMissing, orNotFound, pageSeo, type RequestArgs } from '@quire/site/server';
import { sanitizeHtml } from '@quire/utils';
import { redirect } from 'react-router';

/** A site page as a public page shows it: its title and its sanitised HTML. */
export interface WrittenSitePage {
  title: string;
  bodyHtml: string;
}

/**
 * The site page with the address `pageSlug` when its administrators wrote one, else null: the
 * About and Contact pages show their default texts until then. Other failures propagate.
 */
export async function writtenSitePage(
  api: QuireApi,
  pageSlug: string,
): Promise<WrittenSitePage | null> {
  try {
    const page = await api.content.sitePage({ params: { pageSlug } });
    return { title: page.title, bodyHtml: sanitizeHtml(page.body) };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * `/pages/{pageSlug}`: one of the site's own pages (Privacy, Imprint…), written in the back office.
 * The pages that give `/about` and `/contact` their text send their readers there.
 */
export async function loadSitePage({ context }: RequestArgs, pageSlug: string) {
  const route = SITE_PAGE_ROUTES[pageSlug];
  if (route) throw redirect(route, 301);
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
