import { useCopyToClipboard } from '@quire/ui';
import { type MouseEvent, useId, useState } from 'react';
import { useArticlePageTexts } from '../article-page-texts';
import { RichText } from '../reading/rich-text';
import type { CitationBoxView } from '../server/article.server';
import { CITE_ANCHOR } from './citation-links';

/** A click the browser should handle itself: a new tab or window, a download, a non-main button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * "How to cite": the article in APA, Chicago, MLA, Harvard, Vancouver or IEEE, a copy button
 * ('Copied' / 'An error occurred' toast) and BibTeX, RIS and CSL-JSON downloads.
 *
 * The styles are links (`?cite=mla#cite`) the loader reads, so the chooser works without
 * JavaScript; with it, a click switches in place and only rewrites the address (every style is
 * already on the page, formatted by the API: no CSL code reaches the browser).
 */
export function CitationTabs({ citations }: { citations: CitationBoxView }) {
  const id = useId();
  const copy = useCopyToClipboard();
  const texts = useArticlePageTexts();
  // The reader's pick belongs to these citations: another article's box starts from its loader.
  const [choice, setChoice] = useState({ of: citations, style: citations.selected });
  const selected = choice.of === citations ? choice.style : citations.selected;
  const shown = citations.styles.find((style) => style.style === selected) ?? citations.styles[0];

  const choose = (event: MouseEvent<HTMLAnchorElement>, style: CitationBoxView['selected']) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    setChoice({ of: citations, style });
    // The address keeps the pick (reload, share) without a navigation: nothing to load again.
    window.history.replaceState(window.history.state, '', event.currentTarget.href);
  };

  return (
    <section id={CITE_ANCHOR} className="q-tool q-cite" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="q-tool__title">
        {texts.howToCite}
      </h2>
      {shown ? (
        <>
          <ul className="q-cite__styles" aria-label={texts.citationStyleLabel}>
            {citations.styles.map((style) => (
              <li key={style.style}>
                <a
                  href={style.href}
                  className="q-cite__style"
                  aria-current={style.style === shown.style ? 'true' : undefined}
                  onClick={(event) => choose(event, style.style)}
                >
                  {style.label}
                </a>
              </li>
            ))}
          </ul>
          <RichText
            html={shown.html}
            className="q-citation"
            // Read out when the reader switches style in place.
            aria-live="polite"
          />
          <button type="button" className="q-btn q-cite__copy" onClick={() => copy(shown.text)}>
            {texts.copyCitation(shown.label)}
          </button>
        </>
      ) : (
        <p>{texts.citationUnavailable}</p>
      )}
      <p className="q-tool__links">
        {texts.citationDownload}
        {citations.downloads.map((download) => (
          // Spaced by the row's gap, like the share links: a wrapped line never starts with a dot.
          <a key={download.format} href={download.url} download>
            {download.label}
            <span className="q-visually-hidden">{texts.citationFile}</span>
          </a>
        ))}
      </p>
    </section>
  );
}
