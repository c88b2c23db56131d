import { EDITORIAL_ROLES, isSiteAdministrator, type Session } from '@quire/contracts';
import { apiContext, type RequestArgs } from '@quire/site/server';

/** A journal an editor works in, as the editorial pages' filters list it. */
export interface EditorJournal {
  id: number;
  slug: string;
  title: string;
}

/**
 * The journals an editor's pages filter by: every journal for a site administrator (one read),
 * else the journals in which they hold an editorial role, from their session (no read).
 */
export async function editorJournals(
  { context }: Pick<RequestArgs, 'context'>,
  editor: Session['user'],
): Promise<EditorJournal[]> {
  if (isSiteAdministrator(editor)) {
    const journals = await context.get(apiContext).content.journals({ query: { perPage: 100 } });
    return journals.data.map(({ id, slug, title }) => ({ id, slug, title }));
  }
  return editor.journals
    .filter((entry) => entry.roles.some((role) => EDITORIAL_ROLES.includes(role)))
    .map(({ journalId, slug, title }) => ({ id: journalId, slug, title }));
}
