import { SiteTime, withQuery } from '@quire/site';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../reading/list-pagination';
import type { BrowseItemView, BrowsePagingView } from '../server/browse.server';
import { useReadingTexts } from '../texts';

export interface BrowseListProps {
  articles: readonly BrowseItemView[];
  paging: BrowsePagingView;
  /** The list's own address (its first page). */
  path: string;
  /** Accessible name of the pagination, e.g. 'Pages of articles with this keyword'. */
  pagesLabel: string;
}

/** Authors as links to their pages: `A, B and C`. */
function BylineLinks({ authors }: { authors: BrowseItemView['authors'] }) {
  const texts = useReadingTexts();
  return (
    <p className="q-toc__authors q-byline-links">
      {authors.map((author, index) => (
        // A byline names each author once, so the address is a stable key.
        <Fragment key={author.href}>
          {index > 0 && (index === authors.length - 1 ? texts.bylineAnd : texts.bylineComma)}
          <Link to={author.href}>{author.name}</Link>
        </Fragment>
      ))}
    </p>
  );
}

/**
 * A keyword's or an author's articles, newest first: title, authors (each linking to their
 * page), issue, date and DOI, paged. A page past the end offers the last page instead.
 */
export function BrowseList({ articles, paging, path, pagesLabel }: BrowseListProps) {
  const texts = useReadingTexts();
  if (paging.lastPageHref) {
    return (
      <p className="q-search-past-end" role="status">
        {`${texts.listPastEndBefore} `}
        <Link to={paging.lastPageHref}>{texts.pastEndLink(paging.lastPage)}</Link>
        {texts.pastEndAfter}
      </p>
    );
  }
  return (
    <>
      <p className="q-search-summary">
        {texts.listCount(paging.total)}
        {paging.lastPage > 1 && texts.resultsPage(paging.page, paging.lastPage)}
      </p>
      <ol className="q-stack-list q-browse-list" start={paging.firstNumber}>
        {articles.map((article) => (
          <li key={article.id} className="q-toc__article">
            <h2 className="q-toc__title q-card__title">
              <Link to={article.href} prefetch="intent">
                {article.title}
              </Link>
            </h2>
            {article.authors.length > 0 && <BylineLinks authors={article.authors} />}
            <p className="q-card__meta">
              {article.issue && <Link to={article.issue.href}>{article.issue.label}</Link>}
              {article.published && (
                <span>
                  <SiteTime date={article.published} sentence={texts.issuePublished} />
                </span>
              )}
              {article.doiUrl && (
                <a href={article.doiUrl}>
                  <span className="q-visually-hidden">{`${texts.doiPrefix} `}</span>
                  {article.doi}
                </a>
              )}
            </p>
          </li>
        ))}
      </ol>
      <ListPagination
        page={paging.page}
        pageCount={paging.lastPage}
        hrefForPage={(page) => withQuery(path, { page })}
        label={pagesLabel}
      />
    </>
  );
}

export interface BrowsePageProps extends BrowseListProps {
  /** The small line above the title ('Keyword', 'Author'). */
  eyebrow: string;
  /** What the page lists the articles of: the keyword, the author's name. */
  title: string;
  /** The same in every journal: a search, with the words of its link. */
  searchAll: { href: string; label: string };
  /** What the header says besides (an author's affiliation and ORCID iD). */
  children?: ReactNode;
}

/**
 * A browse page: a journal's articles that share a keyword or an author, under a header that
 * names them and offers the same search in every journal.
 */
export function BrowsePage({ eyebrow, title, searchAll, children, ...list }: BrowsePageProps) {
  return (
    <div className="q-page">
      <header className="q-page__header">
        <p className="q-card__meta">{eyebrow}</p>
        <h1 className="q-page__title">{title}</h1>
        {children}
        <p className="q-search-scope">
          <Link to={searchAll.href}>{searchAll.label}</Link>
        </p>
      </header>
      <BrowseList {...list} />
    </div>
  );
}
