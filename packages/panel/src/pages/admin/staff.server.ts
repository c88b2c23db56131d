import { assertSameOrigin, guardMiddleware, requireSession, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  journalStaffAction,
  loadJournalStaff,
  loadStaffJournals,
} from '../../server/staff/staff.server';
import { requireEditor } from '../../server/submission/editor.server';

/** Who may see these pages (redirects run before their loaders and actions). */
export const adminStaffMiddleware = [guardMiddleware('user')];

/** `{paths.staff}`: the journals whose staff the editor sees. */
export async function adminStaffJournalsLoader({ context }: LoaderFunctionArgs) {
  return loadStaffJournals({ context }, requireEditor(await requireSession(context)));
}

/** `{paths.staff}/:slug`: one journal's staff. */
export async function adminStaffLoader({ request, context, params }: LoaderFunctionArgs) {
  const editor = requireEditor(await requireSession(context));
  return loadJournalStaff({ request, context }, editor, routeParam(params, 'slug'));
}

/** The staff page's forms: add, change and remove. */
export async function adminStaffAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireEditor(await requireSession(context));
  return journalStaffAction({ request, context }, routeParam(params, 'slug'));
}
