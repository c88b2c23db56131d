import { authorPath } from '@quire/site';
import { Link } from 'react-router';
import { useArticlePageTexts } from '../article-page-texts';
import type { AuthorView } from '../server/article.server';
import { OrcidLink } from './orcid-link';

/**
 * The byline: each author (linking to their articles in this journal) with their affiliation
 * and ORCID iD.
 */
export function ArticleAuthors({
  authors,
  journalSlug,
}: {
  authors: readonly AuthorView[];
  journalSlug: string;
}) {
  const texts = useArticlePageTexts();
  if (authors.length === 0) return null;
  return (
    <ul className="q-article-authors" aria-label={texts.authorsLabel}>
      {authors.map((author) => (
        <li key={`${author.name}|${author.affiliation ?? ''}`} className="q-article-authors__item">
          <Link className="q-article-authors__name" to={authorPath(journalSlug, author.name)}>
            {author.name}
          </Link>
          {author.orcid && author.orcidUrl && (
            <OrcidLink name={author.name} orcid={author.orcid} href={author.orcidUrl} />
          )}
          {author.affiliation && (
            <span className="q-article-authors__affiliation">{author.affiliation}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
