import { keywordPath, SiteTime, seoMeta, useJournalSite } from '@quire/site';
import { JournalArticleLayout } from '@quire/ui';
import {
  Link,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { ArticleAuthors } from '../../article/article-authors';
import { ArticleDetails } from '../../article/article-details';
import { ArticleNotices } from '../../article/article-notices';
import { BookmarkToggle } from '../../article/bookmark-toggle';
import { CitationTabs } from '../../article/citation-tabs';
import { ArticleFullText } from '../../article/full-text';
import { FullTextOutline } from '../../article/full-text-outline';
import { ShareLinks } from '../../article/share-links';
import { SupplementaryFiles } from '../../article/supplementary-files';
import { useViewBeacon } from '../../article/use-view-beacon';
import { useArticlePageTexts } from '../../article-page-texts';
import { journalFrameProps } from '../../reading/journal-frame';
import { LinkedText } from '../../reading/linked-text';
import { RichText } from '../../reading/rich-text';
import type { journalArticleLayoutLoader as layoutLoader } from '../layouts/journal-article.server';
import type { articleLoader } from './article.server';

/**
 * A bookmark toggle changes nothing else on the page: its answer carries the new state, so the
 * article, citations and journal are not loaded again.
 */
export const articleShouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod?.toUpperCase() === 'POST' && formData?.has('articleId')) return false;
  return defaultShouldRevalidate;
};

export const articleMeta: MetaFunction<typeof articleLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/**
 * An article: title, authors with affiliations and ORCID iDs, abstract, keywords, its full text
 * when it has one (with an outline beside it), its supplementary files, its facts, references
 * (those of the full text when it has them), and tools to download the PDF, cite and share it.
 */
export function ArticlePage() {
  const loaderData = useLoaderData<typeof articleLoader>();
  const { article, bookmark } = loaderData;
  useViewBeacon(article.id);
  const layout = useRouteLoaderData<typeof layoutLoader>('layout-journal-article');
  const { pathname } = useLocation();
  const { features } = useJournalSite();
  const texts = useArticlePageTexts();
  if (!layout) throw new Error('The article page renders inside the journal-article layout.');
  return (
    <JournalArticleLayout
      {...journalFrameProps(layout.journal, pathname)}
      articleTitle={article.title}
      meta={
        <>
          <ArticleNotices notices={article.notices} banner={article.noticeBanner} />
          <ArticleAuthors authors={article.authors} journalSlug={layout.journal.slug} />
          <p className="q-card__meta">
            <span>{article.typeLabel}</span>
            {article.published && (
              <span>
                <SiteTime date={article.published} sentence={texts.articlePublished} />
              </span>
            )}
            {article.issue && <span>{article.issue.label}</span>}
          </p>
          {article.versions.updated && (
            <p className="q-card__meta">
              {texts.articleUpdated(article.versions.current)}
              <SiteTime date={article.versions.updated} />
            </p>
          )}
          {article.versions.earlier.length > 0 && (
            <details className="q-article-versions">
              <summary>{texts.earlierVersionsHeading}</summary>
              <ol reversed>
                {article.versions.earlier.map((version) => (
                  <li key={version.number}>
                    <strong>{texts.earlierVersion(version.number)}</strong>
                    {version.replaced && (
                      <>
                        {texts.versionReplaced}
                        <SiteTime date={version.replaced} />
                      </>
                    )}
                    {version.note && <>: {version.note}</>}{' '}
                    {version.pdfUrl && (
                      <a href={version.pdfUrl} type="application/pdf">
                        {texts.earlierVersionPdf}
                      </a>
                    )}
                  </li>
                ))}
              </ol>
            </details>
          )}
          {article.issue?.withdrawal && (
            <p className="q-withdrawal-notice" role="note">
              {texts.issueWithdrawnBefore}
              {article.issue.withdrawal.date && <SiteTime date={article.issue.withdrawal.date} />}
              {texts.issueWithdrawnReason(article.issue.withdrawal.reason)}
            </p>
          )}
        </>
      }
      sidebar={
        <>
          {article.pdfUrl && (
            <p className="q-tool">
              <a
                className="q-btn q-btn--primary q-tool__download"
                href={article.pdfUrl}
                type="application/pdf"
              >
                {texts.downloadPdf}
              </a>
            </p>
          )}
          {article.fullText && (
            <p className="q-tool">
              <a className="q-btn q-tool__download" href="#article-full-text">
                {texts.readFullText}
              </a>
            </p>
          )}
          {article.fullText && (
            <FullTextOutline outline={article.fullText.outline} variant="side" />
          )}
          {features.bookmarks && (
            <BookmarkToggle articleId={article.id} state={bookmark} path={pathname} />
          )}
          <CitationTabs citations={article.citations} />
          <ShareLinks url={article.url} title={article.title} />
        </>
      }
    >
      <section aria-labelledby="article-abstract">
        <h2 id="article-abstract">{texts.abstractHeading}</h2>
        <RichText html={article.abstractHtml} className="q-article-abstract" />
      </section>
      {article.keywords.length > 0 && (
        <section aria-labelledby="article-keywords">
          <h2 id="article-keywords">{texts.keywordsHeading}</h2>
          <ul className="q-keywords">
            {article.keywords.map((keyword) => (
              <li key={keyword}>
                <Link to={keywordPath(layout.journal.slug, keyword)}>{keyword}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {article.fullText && <ArticleFullText fullText={article.fullText} />}
      {article.supplementaryFiles.length > 0 && (
        <SupplementaryFiles files={article.supplementaryFiles} />
      )}
      <section aria-labelledby="article-details">
        <h2 id="article-details">{texts.articleDetailsHeading}</h2>
        <ArticleDetails article={article} />
      </section>
      {/* A full text with its own reference list is where the references are, linked to
          their citations; the page shows no second copy. */}
      {article.references.length > 0 && !article.fullText?.hasReferenceList && (
        <section aria-labelledby="article-references">
          <h2 id="article-references">{texts.referencesHeading}</h2>
          <ol className="q-references">
            {article.references.map((runs) => (
              <li key={runs.map((run) => run.text).join('')}>
                <LinkedText runs={runs} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </JournalArticleLayout>
  );
}
