/** The ORCID iD as the address ORCID asks everyone to show. */
export function orcidUrl(orcid: string): string {
  return `https://orcid.org/${orcid}`;
}

/** The DOI as a resolvable link. */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}
