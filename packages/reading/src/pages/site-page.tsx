import { seoMeta } from '@quire/site';
import { type MetaFunction, useLoaderData } from 'react-router';
import { RichText } from '../reading/rich-text';
import type { sitePageLoader } from './site-page.server';

export const sitePageMeta: MetaFunction<typeof sitePageLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/** One of the site's own pages (Privacy, Imprint…), as its administrators wrote it. */
export function SitePagePage() {
  const { page } = useLoaderData<typeof sitePageLoader>();
  return (
    <article className="q-page q-page--reading">
      <header className="q-page__header">
        <h1 className="q-page__title">{page.title}</h1>
      </header>
      <RichText html={page.bodyHtml} />
    </article>
  );
}
