import type { AuthorView } from '~/lib/article.server';
import { OrcidLink } from './orcid-link';

/** The byline: each author with their affiliation and ORCID iD. */
export function ArticleAuthors({ authors }: { authors: readonly AuthorView[] }) {
  if (authors.length === 0) return null;
  return (
    <ul className="q-article-authors" aria-label="Authors">
      {authors.map((author) => (
        <li key={`${author.name}|${author.affiliation ?? ''}`} className="q-article-authors__item">
          <span className="q-article-authors__name">{author.name}</span>
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
