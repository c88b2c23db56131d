import type { SearchLookupView } from '../server/search.server';
import { useReadingTexts } from '../texts';

/** Says that the search was read as a DOI or an ORCID iD, linking the identifier's record. */
export function SearchLookupNote({ lookup }: { lookup: SearchLookupView }) {
  const texts = useReadingTexts();
  const link = (
    <a href={lookup.href} rel="external">
      {lookup.value}
    </a>
  );
  return (
    <p className="q-search-lookup">
      {`${lookup.kind === 'doi' ? texts.lookupDoiBefore : texts.lookupOrcidBefore} `}
      {link}
      {texts.lookupAfter}
    </p>
  );
}
