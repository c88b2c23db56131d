import { useArticlePageTexts } from '../article-page-texts';

/** "Retracted" before a retracted article's title in lists (tables of contents, search results). */
export function RetractedMark() {
  const texts = useArticlePageTexts();
  return (
    <>
      <span className="q-retracted-mark">{texts.retractedMark}</span>{' '}
    </>
  );
}
