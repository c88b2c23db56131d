import type { QuireApi } from '@quire/api-client';
import type { OjsAddress, OjsItemKind } from '@quire/contracts';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { articlePath, issuePath } from '../lib/paths';
import { isMissing, orNotFound } from './load.server';
import { apiContext } from './request-context.server';

// A journal moved from Open Journal Systems (`quire import`) keeps its old addresses: OJS's
// `/index.php/{journal}/{page}/{op}/{id}[/{galleyId}]` answer with a 301 to the issue or article
// each id became, so links, bookmarks and search engines follow the move.

/** What an OJS address's page and operation show: an issue, an article, one of its galleys. */
function kindOf(page: string | undefined, op: string | undefined): 'issue' | 'article' | null {
  if (op !== 'view' && op !== 'download') return null;
  if (page === 'issue') return 'issue';
  if (page === 'article') return 'article';
  return null;
}

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return value && /^\d{1,10}$/.test(value) && id > 0 ? id : null;
};

/** The new address of an OJS id (a galley's: its article's), or null when it has none. */
async function lookUp(
  api: QuireApi,
  ojsPath: string,
  kind: OjsItemKind,
  id: number,
): Promise<OjsAddress | null> {
  try {
    return await api.content.ojsAddress({ params: { ojsPath, kind, ojsId: id } });
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * `index.php/:ojs_path/:ojs_page/:ojs_op/:ojs_id/:ojs_galley?`: a 301 to where an imported
 * journal's OJS issue, article or galley address leads now (a galley whose id is unknown: its
 * article); anything else is a 404.
 */
export async function ojsRedirectLoader({ params, context }: LoaderFunctionArgs) {
  const kind = kindOf(params.ojs_page, params.ojs_op);
  const id = idOf(params.ojs_id);
  const ojsPath = params.ojs_path;
  if (!kind || id === null || !ojsPath) throw data(null, { status: 404 });
  const api = context.get(apiContext);
  const galley = idOf(params.ojs_galley);
  const target =
    (kind === 'article' && galley !== null ? await lookUp(api, ojsPath, 'galley', galley) : null) ??
    (await orNotFound(api.content.ojsAddress({ params: { ojsPath, kind, ojsId: id } })));
  const location =
    target.kind === 'article'
      ? articlePath(target.journalSlug, target.articleSlug)
      : issuePath(target.journalSlug, { id: target.issueId, volumeId: target.volumeId });
  return redirect(location, 301);
}
