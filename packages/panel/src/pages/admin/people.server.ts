import { assertSameOrigin, guardMiddleware, requireSession } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  loadPeople,
  peopleAction,
  requireSiteAdministrator,
} from '../../server/people/people.server';

/** Who may see this page (redirects run before its loader and action). */
export const adminPeopleMiddleware = [guardMiddleware('user')];

/** `{paths.people}`: the site's people, for its administrators (403 for anyone else). */
export async function adminPeopleLoader({ request, context }: LoaderFunctionArgs) {
  const admin = requireSiteAdministrator(await requireSession(context));
  return loadPeople({ request, context }, admin);
}

/** Disabling or enabling an account from the list. */
export async function adminPeopleAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireSiteAdministrator(await requireSession(context));
  return peopleAction({ request, context });
}
