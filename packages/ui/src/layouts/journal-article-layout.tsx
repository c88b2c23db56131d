import { type ReactNode, useId } from 'react';
import { useUiTexts } from '../ui-texts';
import { JournalLayout, type JournalLayoutProps } from './journal-layout';

/** An article's author as shown under the title. */
export interface ArticleAuthor {
  name: string;
  affiliation?: string;
}

export interface JournalArticleLayoutProps extends JournalLayoutProps {
  /** The article's title, the page's `<h1>`. */
  articleTitle: ReactNode;
  /** Authors, in order. */
  authors?: readonly ArticleAuthor[];
  /** A line under the authors: publication date, issue, DOI. */
  meta?: ReactNode;
  /** Article tools: PDF download, citation, bookmark, share. Shown before the body on a phone. */
  sidebar?: ReactNode;
  /** Accessible name of the sidebar. */
  sidebarLabel?: string;
  /** The article body; set at a readable line length. */
  children: ReactNode;
}

/**
 * Reading layout inside a journal: title block, authors, then the article tools — above the text
 * on a phone, in a column beside it on a wide screen.
 */
export function JournalArticleLayout({
  articleTitle,
  authors = [],
  meta,
  sidebar,
  sidebarLabel,
  children,
  ...journalProps
}: JournalArticleLayoutProps) {
  const texts = useUiTexts();
  const titleId = useId();
  return (
    <JournalLayout {...journalProps}>
      <article className="q-article" aria-labelledby={titleId}>
        <header className="q-article__header">
          <h1 id={titleId} className="q-article__title">
            {articleTitle}
          </h1>
          {authors.length > 0 && (
            <ul className="q-article__authors" aria-label="Authors">
              {authors.map((author) => (
                <li key={`${author.name}|${author.affiliation ?? ''}`}>
                  <span className="q-article__author">{author.name}</span>
                  {author.affiliation && (
                    <span className="q-article__affiliation">{author.affiliation}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {meta != null && <div className="q-article__meta">{meta}</div>}
        </header>
        <div className="q-article__columns">
          {/* The tools come first in the source: on a phone (one column) the PDF and the
              citation sit above the long text, and a screen reader meets them in the same
              order. A wide screen's grid moves them into the column beside the text. */}
          {sidebar != null && (
            <aside
              className="q-article__sidebar"
              aria-label={sidebarLabel ?? texts.articleToolsLabel ?? 'Article tools'}
            >
              {sidebar}
            </aside>
          )}
          <div className="q-article__body">{children}</div>
        </div>
      </article>
    </JournalLayout>
  );
}
