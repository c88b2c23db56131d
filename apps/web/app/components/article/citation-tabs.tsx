import { useCopyToClipboard } from '@quire/ui';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { CitationView } from '~/lib/article.server';

/** How each citation format is named on the page. */
export const CITATION_LABELS: Readonly<Record<CitationView['format'], string>> = {
  apa: 'APA',
  bibtex: 'BibTeX',
  ris: 'RIS',
};

/**
 * "Cite this article": one tab per format (APA, BibTeX, RIS) with the citation text, a copy
 * button ('Copied' / 'An error occurred' toast) and download links. The download links are plain
 * anchors to the API, so every format can be had without JavaScript too.
 */
export function CitationTabs({ citations }: { citations: readonly CitationView[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const copy = useCopyToClipboard();
  if (citations.length === 0) return null;

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = citations.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className="q-tool" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="q-tool__title">
        Cite this article
      </h2>
      <div role="tablist" aria-label="Citation format" className="q-tabs" onKeyDown={onKeyDown}>
        {citations.map((citation, index) => (
          <button
            key={citation.format}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${citation.format}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${citation.format}`}
            tabIndex={index === selected ? 0 : -1}
            className="q-tabs__tab"
            onClick={() => setSelected(index)}
          >
            {CITATION_LABELS[citation.format]}
          </button>
        ))}
      </div>
      {citations.map((citation, index) => (
        <div
          key={citation.format}
          role="tabpanel"
          id={`${id}-panel-${citation.format}`}
          aria-labelledby={`${id}-tab-${citation.format}`}
          hidden={index !== selected}
          className="q-tabs__panel"
        >
          {citation.text === null ? (
            <p>This citation could not be loaded; its download link below still works.</p>
          ) : (
            <>
              <pre className="q-citation">{citation.text}</pre>
              <button type="button" className="q-btn" onClick={() => copy(citation.text ?? '')}>
                Copy {CITATION_LABELS[citation.format]} citation
              </button>
            </>
          )}
        </div>
      ))}
      <p className="q-tool__links">
        Download:{' '}
        {citations.map((citation, index) => (
          <span key={citation.format}>
            {index > 0 && ' · '}
            <a href={citation.downloadUrl} download>
              {CITATION_LABELS[citation.format]}
              <span className="q-visually-hidden"> citation file</span>
            </a>
          </span>
        ))}
      </p>
    </section>
  );
}
