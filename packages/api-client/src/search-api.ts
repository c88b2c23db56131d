import type { ContactBody, ContactResponse, SearchQuery, SearchResponse } from '@quire/contracts';
import { contractSchemas as schemas } from './contract-schemas';
import { callEndpoint, type EndpointContext } from './endpoint-call';

/** What a search asks for: the words (or a DOI or ORCID iD), and optionally filters, a sort and a page. */
export type SearchParams = Pick<SearchQuery, 'q'> & Partial<Omit<SearchQuery, 'q'>>;

/**
 * `GET search`: published articles, paged, by relevance unless `sort` says `newest`, `oldest` or
 * `title`; `q` takes `"phrase"`, `or`, `-word`, or a DOI or ORCID iD (then the answer's `lookup`
 * says which).
 */
export function createSearch(
  context: EndpointContext,
): (params: SearchParams) => Promise<SearchResponse> {
  return (params) =>
    callEndpoint(context, schemas?.searchResponse, { method: 'get', url: 'search', params });
}

/** `POST contact`: a message to a journal's editors (or the site's when `journal` is absent). */
export function createContact(
  context: EndpointContext,
): (body: ContactBody) => Promise<ContactResponse> {
  return (body) =>
    callEndpoint(context, schemas?.contactResponse, { method: 'post', url: 'contact', data: body });
}
