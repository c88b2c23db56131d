import { Link } from 'react-router';
import { RetractedMark } from '../article/retracted-mark';
import type { TocSectionView } from '../server/journal.server';
import { useReadingTexts } from '../texts';

/**
 * An issue's table of contents by section: each article's title (linking to it), authors,
 * pages, DOI and PDF.
 */
export function TableOfContents({
  sections,
  headingLevel = 2,
}: {
  sections: readonly TocSectionView[];
  headingLevel?: 2 | 3;
}) {
  const texts = useReadingTexts();
  const SectionHeading = headingLevel === 2 ? 'h2' : 'h3';
  const ArticleHeading = headingLevel === 2 ? 'h3' : 'h4';
  if (sections.length === 0) return <p>{texts.noPublishedArticles}</p>;
  return (
    <div className="q-toc">
      {sections.map((section) => (
        <section key={section.title} className="q-toc__section">
          <SectionHeading className="q-toc__section-title">{section.title}</SectionHeading>
          <ul className="q-stack-list">
            {section.articles.map((article) => (
              <li key={article.id} className="q-toc__article">
                <ArticleHeading className="q-toc__title">
                  {article.retracted && <RetractedMark />}
                  <Link to={article.href} prefetch="intent">
                    {article.title}
                  </Link>
                </ArticleHeading>
                {article.authors && <p className="q-toc__authors">{article.authors}</p>}
                <p className="q-card__meta">
                  {article.pages && <span>{texts.tocPages(article.pages)}</span>}
                  {article.doiUrl && (
                    <a href={article.doiUrl}>
                      <span className="q-visually-hidden">{`${texts.doiPrefix} `}</span>
                      {article.doi}
                    </a>
                  )}
                  {article.pdfUrl && (
                    <a href={article.pdfUrl} type="application/pdf">
                      {texts.pdfLink}
                      <span className="q-visually-hidden">{texts.pdfOf(article.title)}</span>
                    </a>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
