import { useArticlePageTexts } from '../article-page-texts';

/** The ORCID iD icon (the green roundel with "iD"), decorative next to its text. */
function OrcidIcon() {
  return (
    <svg
      className="q-orcid__icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="12" fill="#a6ce39" />
      <path fill="#fff" d="M8.1 17.3H6.6V7.1h1.5v10.2zM7.3 4.8a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />
      <path
        fill="#fff"
        d="M10.2 7.1h4c3.8 0 5.5 2.7 5.5 5.1 0 2.6-2.1 5.1-5.5 5.1h-4V7.1zm1.5 8.8h2.4c3.4 0 4.1-2.6 4.1-3.7 0-1.8-1.1-3.7-4.2-3.7h-2.3v7.4z"
      />
    </svg>
  );
}

/**
 * A link to an author's ORCID record, shown the way ORCID asks (icon plus the iD); screen
 * readers hear whose record it is.
 */
export function OrcidLink({ name, orcid, href }: { name: string; orcid: string; href: string }) {
  const texts = useArticlePageTexts();
  return (
    <a className="q-orcid" href={href} rel="author">
      <OrcidIcon />
      <span className="q-visually-hidden">{texts.orcidOf(name)}</span>
      <span>{orcid}</span>
    </a>
  );
}
