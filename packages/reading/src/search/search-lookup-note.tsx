import type { SearchLookupView } from '../server/search.server';

/** Says that the search was read as a DOI or an ORCID iD, linking the identifier's record. */
export function SearchLookupNote({ lookup }: { lookup: SearchLookupView }) {
  const link = (
    <a href={lookup.href} rel="external">
      {lookup.value}
    </a>
  );
  return (
    <p className="q-search-lookup">
      {lookup.kind === 'doi' ? (
        <>Showing the article with DOI {link}.</>
      ) : (
        <>Showing the articles of the author with ORCID iD {link}.</>
      )}
    </p>
  );
}
