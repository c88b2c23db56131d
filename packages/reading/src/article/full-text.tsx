import { useArticlePageTexts } from '../article-page-texts';
import { RichText } from '../reading/rich-text';
import type { ArticleView } from '../server/article.server';
import { FullTextOutline } from './full-text-outline';

/**
 * The article's full text (HTML rendered from its JATS galley and sanitised on the server), with
 * a list of its sections to jump to — what a reader gets in place of opening the PDF. Its
 * citations link to its references and back; its figures and tables are styled by
 * `full-text.css`.
 */
export function ArticleFullText({ fullText }: { fullText: NonNullable<ArticleView['fullText']> }) {
  const texts = useArticlePageTexts();
  return (
    <section aria-labelledby="article-full-text" className="q-article-full-text">
      <h2 id="article-full-text">{texts.fullTextHeading}</h2>
      <FullTextOutline outline={fullText.outline} variant="inline" />
      <RichText html={fullText.html} className="q-full-text" />
    </section>
  );
}
