import { assertSameOrigin, guardMiddleware, requireSession, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  journalIdParam,
  journalSettingsAction,
  loadJournalSettings,
  loadManagedJournals,
  managedJournalsAction,
} from '../../server/journals/journals.server';
import { requireEditor } from '../../server/submission/editor.server';

/** Who may see these pages (redirects run before their loaders and actions). */
export const adminJournalsMiddleware = [guardMiddleware('user')];

/** `{paths.journalsAdmin}`: the journals the editor works on (site administrators: all). */
export async function adminJournalsLoader({ request, context }: LoaderFunctionArgs) {
  requireEditor(await requireSession(context));
  return loadManagedJournals({ request, context });
}

/** The journals list's forms: create, move up, move down (site administrators). */
export async function adminJournalsAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const user = requireEditor(await requireSession(context));
  return managedJournalsAction({ request, context }, user);
}

/** `{paths.journalsAdmin}/:id`: one journal's settings and sections. */
export async function adminJournalSettingsLoader({ request, context, params }: LoaderFunctionArgs) {
  requireEditor(await requireSession(context));
  return loadJournalSettings({ request, context }, journalIdParam(routeParam(params, 'id')));
}

/** The settings page's forms: settings, sections, archiving and deletion. */
export async function adminJournalSettingsAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireEditor(await requireSession(context));
  return journalSettingsAction({ request, context }, journalIdParam(routeParam(params, 'id')));
}
