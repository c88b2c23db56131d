import { useArticlePageTexts } from '../article-page-texts';
import type { SupplementaryFileView } from '../server/article.server';

/** The data, code and figures published with the article: what each is, its size, a download. */
export function SupplementaryFiles({ files }: { files: readonly SupplementaryFileView[] }) {
  const texts = useArticlePageTexts();
  return (
    <section aria-labelledby="article-supplementary">
      <h2 id="article-supplementary">{texts.supplementaryHeading}</h2>
      <ul className="q-supplementary">
        {files.map((file) => (
          <li key={file.url} className="q-supplementary__item">
            <a href={file.url} download={file.name}>
              {file.label}
            </a>
            <span className="q-supplementary__facts">
              {file.dataTypeLabel} · {file.name} · {file.size}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
