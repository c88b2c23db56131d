import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { JournalCardView } from '../server/journal.server';

/** A journal in a list: cover, title, ISSNs and summary, edged in the journal's brand colour. */
export function JournalCard({
  journal,
  headingLevel = 2,
}: {
  journal: JournalCardView;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="q-card q-card--accent q-journal-card"
      style={{ '--q-accent': journal.brandColor } as CSSProperties}
    >
      {journal.coverUrl && (
        <img
          className="q-journal-card__cover"
          src={journal.coverUrl}
          alt=""
          width={90}
          height={120}
        />
      )}
      <div className="q-card__body">
        <Heading className="q-card__title">
          <Link to={journal.href} prefetch="intent">
            {journal.title}
          </Link>
        </Heading>
        <p className="q-card__meta">
          {journal.issn && <span>ISSN {journal.issn}</span>}
          {journal.eissn && <span>e-ISSN {journal.eissn}</span>}
          <span>
            {journal.articleCount} {journal.articleCount === 1 ? 'article' : 'articles'}
          </span>
        </p>
        <p className="q-card__text">{journal.summary}</p>
      </div>
    </article>
  );
}
