import { useArticlePageTexts } from '../article-page-texts';
import { RichText } from '../reading/rich-text';
import type { ArticleView } from '../server/article.server';

/**
 * The article's full text (HTML rendered from its JATS galley and sanitised on the server), with
 * a list of its sections to jump to — what a reader gets in place of opening the PDF.
 */
export function ArticleFullText({ fullText }: { fullText: NonNullable<ArticleView['fullText']> }) {
  const texts = useArticlePageTexts();
  const sections = fullText.outline.filter((heading) => heading.level === 2);
  return (
    <section aria-labelledby="article-full-text" className="q-article-full-text">
      <h2 id="article-full-text">{texts.fullTextHeading}</h2>
      {sections.length > 1 && (
        <nav aria-label={texts.fullTextSections} className="q-full-text-outline">
          <ol>
            {sections.map((heading) => (
              <li key={heading.href}>
                <a href={heading.href}>{heading.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <RichText html={fullText.html} className="q-full-text" />
    </section>
  );
}
