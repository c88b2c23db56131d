import type { ArticleAuthor } from '@quire/contracts';
import type { ArticleAuthorRecord } from '../db/schema';

/** The public view of stored authors: name, affiliation and ORCID only (emails stay private). */
export function toPublicAuthors(records: readonly ArticleAuthorRecord[] | null): ArticleAuthor[] {
  return (records ?? []).map((author) => ({
    name: author.name,
    affiliation: author.affiliation ?? null,
    orcid: author.orcid ?? null,
  }));
}
