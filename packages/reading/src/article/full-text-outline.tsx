import { useArticlePageTexts } from '../article-page-texts';
import type { ArticleView } from '../server/article.server';

type Heading = NonNullable<ArticleView['fullText']>['outline'][number];

export interface FullTextOutlineProps {
  outline: readonly Heading[];
  /**
   * `inline`: at the start of the full text, a list that opens and closes (shown on a phone);
   * `side`: in the article tools' column, always open (shown on a wide screen, where the
   * column stays in view). The page renders both; the stylesheet shows one per screen.
   */
  variant: 'inline' | 'side';
}

/** The sections (level 2) of the full text, each with its subsections (level 3). */
function sectionsOf(outline: readonly Heading[]): { heading: Heading; children: Heading[] }[] {
  const sections: { heading: Heading; children: Heading[] }[] = [];
  for (const heading of outline) {
    if (heading.level === 2) sections.push({ heading, children: [] });
    else if (heading.level === 3) sections.at(-1)?.children.push(heading);
  }
  return sections;
}

/**
 * The full text's table of contents: its sections and their subsections as links to their
 * headings. Nothing for a text of fewer than two sections.
 */
export function FullTextOutline({ outline, variant }: FullTextOutlineProps) {
  const texts = useArticlePageTexts();
  const sections = sectionsOf(outline);
  if (sections.length < 2) return null;
  const list = (
    <ol className="q-full-text-outline__list">
      {sections.map(({ heading, children }) => (
        <li key={heading.href}>
          <a href={heading.href}>{heading.title}</a>
          {children.length > 0 && (
            <ol className="q-full-text-outline__list">
              {children.map((child) => (
                <li key={child.href}>
                  <a href={child.href}>{child.title}</a>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
  if (variant === 'side') {
    return (
      <nav
        aria-label={texts.fullTextSections}
        className="q-tool q-full-text-outline q-full-text-outline--side"
      >
        <h2 className="q-tool__title">{texts.fullTextContents}</h2>
        {list}
      </nav>
    );
  }
  return (
    <nav
      aria-label={texts.fullTextSections}
      className="q-full-text-outline q-full-text-outline--inline"
    >
      <details>
        <summary>{texts.fullTextContents}</summary>
        {list}
      </details>
    </nav>
  );
}
