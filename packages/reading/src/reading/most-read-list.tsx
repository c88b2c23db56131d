import { Link } from 'react-router';

/** One article of a journal's most-read list, ready to show. */
export interface MostReadView {
  title: string;
  href: string;
  authors: string;
  /** `1,234 views`, counted over the last 30 days. */
  views: string;
}

/**
 * The journal's most read articles of the last 30 days, most viewed first (views counted once
 * per reader and day, robots left out).
 */
export function MostReadList({ items }: { items: readonly MostReadView[] }) {
  return (
    <ol className="q-most-read">
      {items.map((item) => (
        <li key={item.href} className="q-most-read__item">
          <Link to={item.href}>{item.title}</Link>
          <span className="q-card__meta">
            {item.authors && <span>{item.authors}</span>}
            <span>{item.views}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
