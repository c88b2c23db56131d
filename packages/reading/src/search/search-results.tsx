import { Card, CardMeta, CardText, CardTitle } from '@quire/ui';
import { Link } from 'react-router';
import { Highlighted } from '../reading/highlighted';
import type { SearchHitView } from '../server/search.server';
import { useReadingTexts } from '../texts';

/** Search hits: highlighted title and snippet, authors, journal, issue and date. */
export function SearchResults({
  hits,
  firstNumber,
}: {
  hits: readonly SearchHitView[];
  firstNumber: number;
}) {
  const texts = useReadingTexts();
  return (
    <ol className="q-stack-list q-search-results" start={firstNumber}>
      {hits.map((hit) => (
        <Card
          as="li"
          key={hit.id}
          accent={hit.journal.brandColor}
          layout="stack"
          className="q-search-hit"
        >
          <CardTitle>
            <Link to={hit.href}>
              <Highlighted segments={hit.title} />
            </Link>
          </CardTitle>
          {hit.authors && <p className="q-toc__authors">{hit.authors}</p>}
          <CardMeta>
            <Link to={hit.journal.href}>{hit.journal.title}</Link>
            {hit.issue && <span>{hit.issue}</span>}
            <span>{texts.issuePublished(hit.published)}</span>
          </CardMeta>
          {hit.snippet.length > 0 && (
            <CardText className="q-search-hit__snippet">
              <Highlighted segments={hit.snippet} />
            </CardText>
          )}
        </Card>
      ))}
    </ol>
  );
}
