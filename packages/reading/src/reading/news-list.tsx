import { SiteTime } from '@quire/site';
import { Badge } from '@quire/ui';
import { Link } from 'react-router';
import type { NewsCardView } from '../server/news.server';
import { useReadingTexts } from '../texts';

/** News items, newest first: title, date, the journal it concerns, "Featured" when chosen, and its summary. */
export function NewsList({
  items,
  headingLevel = 2,
}: {
  items: readonly NewsCardView[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const texts = useReadingTexts();
  return (
    <ul className="q-stack-list q-news-list">
      {items.map((item) => (
        <li key={item.slug} className="q-news-list__item">
          <Heading className="q-news-list__title">
            <Link to={item.href}>{item.title}</Link>
          </Heading>
          <p className="q-card__meta">
            {item.published && <SiteTime date={item.published} />}
            {item.journal && <Link to={item.journal.href}>{item.journal.title}</Link>}
            {item.featured && <Badge>{texts.featuredNews}</Badge>}
          </p>
          <p className="q-card__text">{item.summary}</p>
        </li>
      ))}
    </ul>
  );
}
