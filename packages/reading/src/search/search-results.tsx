import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Highlighted } from '../reading/highlighted';
import type { SearchHitView } from '../server/search.server';

/** Search hits: highlighted title and snippet, authors, journal, issue and date. */
export function SearchResults({
  hits,
  firstNumber,
}: {
  hits: readonly SearchHitView[];
  firstNumber: number;
}) {
  return (
    <ol className="q-stack-list q-search-results" start={firstNumber}>
      {hits.map((hit) => (
        <li
          key={hit.id}
          className="q-card q-card--accent q-search-hit"
          style={{ '--q-accent': hit.journal.brandColor } as CSSProperties}
        >
          <h2 className="q-card__title">
            <Link to={hit.href}>
              <Highlighted segments={hit.title} />
            </Link>
          </h2>
          {hit.authors && <p className="q-toc__authors">{hit.authors}</p>}
          <p className="q-card__meta">
            <Link to={hit.journal.href}>{hit.journal.title}</Link>
            {hit.issue && <span>{hit.issue}</span>}
            <span>Published {hit.published}</span>
          </p>
          {hit.snippet.length > 0 && (
            <p className="q-card__text q-search-hit__snippet">
              <Highlighted segments={hit.snippet} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
