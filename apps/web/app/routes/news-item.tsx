import { Link } from 'react-router';
import { RichText } from '~/components/reading/rich-text';
import { loadNewsItem } from '~/lib/news-item.server';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/news-item';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadNewsItem(request, params.slug);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** One news item. */
export default function NewsItem({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <article className="q-page q-page--reading">
      <header className="q-page__header">
        <p className="q-page__eyebrow">
          <Link to="/news">News</Link>
        </p>
        <h1 className="q-page__title">{item.title}</h1>
        <p className="q-card__meta">
          <time dateTime={item.publishedAt}>{item.published}</time>
          {item.journal && <Link to={item.journal.href}>{item.journal.title}</Link>}
        </p>
      </header>
      {item.coverUrl && <img className="q-page__cover" src={item.coverUrl} alt="" />}
      <RichText html={item.bodyHtml} />
    </article>
  );
}
