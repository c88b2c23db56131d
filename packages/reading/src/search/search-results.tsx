import { SiteTime } from '@quire/site';
import { Card, CardMeta, CardText, CardTitle } from '@quire/ui';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { RetractedMark } from '../article/retracted-mark';
import { Highlighted } from '../reading/highlighted';
import type { SearchHitView } from '../server/search.server';
import { useReadingTexts } from '../texts';
import type { HighlightSegment } from './highlight';

/** Highlighted names or keywords joined as a byline (`A, B and C`) or a list (`a, b, c`). */
function HighlightedList({
  items,
  last,
}: {
  items: readonly HighlightSegment[][];
  /** What joins the last item to the others. */
  last: string;
}) {
  const texts = useReadingTexts();
  return items.map((segments, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat, and the list is fixed for a render
    <Fragment key={index}>
      {index > 0 && (index === items.length - 1 ? last : texts.bylineComma)}
      <Highlighted segments={segments} />
    </Fragment>
  ));
}

/**
 * Search hits: highlighted title, authors and snippet — and the keywords when the words were
 * found in one — journal, issue and date. The snippet is the abstract's fragments around the
 * words, or the full text's (labelled) when only it holds them.
 */
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
            {hit.retracted && <RetractedMark />}
            <Link to={hit.href}>
              <Highlighted segments={hit.title} />
            </Link>
          </CardTitle>
          {hit.authors.length > 0 && (
            <p className="q-toc__authors">
              <HighlightedList items={hit.authors} last={texts.bylineAnd} />
            </p>
          )}
          <CardMeta>
            <Link to={hit.journal.href}>{hit.journal.title}</Link>
            {hit.issue && <span>{hit.issue}</span>}
            {hit.published && (
              <span>
                <SiteTime date={hit.published} sentence={texts.issuePublished} />
              </span>
            )}
          </CardMeta>
          {hit.keywords.length > 0 && (
            <p className="q-search-hit__keywords">
              {`${texts.searchHitKeywords} `}
              <HighlightedList items={hit.keywords} last={texts.bylineComma} />
            </p>
          )}
          {hit.snippet.length > 0 && (
            <CardText className="q-search-hit__snippet">
              {hit.snippetSource === 'fullText' && (
                <span className="q-search-hit__source">{`${texts.searchHitFullText} `}</span>
              )}
              <Highlighted segments={hit.snippet} />
            </CardText>
          )}
        </Card>
      ))}
    </ol>
  );
}
