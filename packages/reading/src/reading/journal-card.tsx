import { Card, CardBody, CardMeta, CardText, CardTitle } from '@quire/ui';
import { Link } from 'react-router';
import type { JournalCardView } from '../server/journal.server';
import { useReadingTexts } from '../texts';

/** A journal in a list: cover, title, ISSNs and summary, edged in the journal's brand colour. */
export function JournalCard({
  journal,
  headingLevel = 2,
}: {
  journal: JournalCardView;
  headingLevel?: 2 | 3;
}) {
  const texts = useReadingTexts();
  return (
    <Card accent={journal.brandColor} className="q-journal-card">
      {journal.coverUrl && (
        <img
          className="q-journal-card__cover"
          src={journal.coverUrl}
          alt=""
          width={90}
          height={120}
        />
      )}
      <CardBody>
        <CardTitle level={headingLevel}>
          <Link to={journal.href} prefetch="intent">
            {journal.title}
          </Link>
        </CardTitle>
        <CardMeta>
          {journal.issn && <span>{texts.issn(journal.issn)}</span>}
          {journal.eissn && <span>{texts.eissn(journal.eissn)}</span>}
          <span>{texts.articleCount(journal.articleCount)}</span>
        </CardMeta>
        <CardText>{journal.summary}</CardText>
      </CardBody>
    </Card>
  );
}
