import {
  isSiteAdministrator,
  JOURNAL_ROLE_NAMES,
  PEOPLE_ROLE_FILTERS,
  PEOPLE_SORTS,
  type Person,
  type Session,
} from '@quire/contracts';
import { journalSite, pageParam, type SiteDate, siteDate } from '@quire/site';
import {
  apiContext,
  formFailure,
  type RequestArgs,
  readFormData,
  textField,
} from '@quire/site/server';
import { data, redirect } from 'react-router';
import type { PeopleSort } from '../../lib/panel-paths';
import { panelTexts } from '../../texts';

/** People per page of the people list. */
export const PEOPLE_PER_PAGE = 25;

/** The people list's filters and order, as the address carries them. */
export interface PeopleFilters {
  q: string;
  role: string;
  journal: string;
  status: string;
  sort: PeopleSort;
  dir: 'asc' | 'desc';
  page: number;
  /**
   * The last person of the page before (`?after=`, what the Next link carries): the API reads
   * the page from them through the order's index, however deep it is. Undefined: by `page`.
   */
  after?: number;
}

/** One person as the people page shows them. */
export interface PersonView {
  id: number;
  name: string;
  email: string;
  /** `Site administrator`, then `Journal of X: Editor, Reviewer` per journal. */
  roles: string[];
  lastSignIn: SiteDate | null;
  joined: SiteDate | null;
  disabled: boolean;
  /** The signed-in administrator themself: no disable button. */
  self: boolean;
  /** Whether they are a site administrator (the button gives or takes the role). */
  siteAdmin: boolean;
}

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Text of the address without control characters (a NUL, a line break), trimmed and bounded. */
function plainText(value: string | null): string {
  return (value ?? '').replace(CONTROL_CHARACTERS, ' ').trim().slice(0, 200);
}

/** Reads the filters from the address; unknown values fall back to none (or the default order). */
export function readPeopleFilters(params: URLSearchParams): PeopleFilters {
  const role = params.get('role') ?? '';
  const status = params.get('status') ?? '';
  return {
    q: plainText(params.get('q')),
    role: PEOPLE_ROLE_FILTERS.includes(role as never) ? role : '',
    journal: plainText(params.get('journal')),
    status: status === 'active' || status === 'disabled' ? status : '',
    sort: pick(params.get('sort'), PEOPLE_SORTS, 'name'),
    dir: pick(params.get('dir'), ['asc', 'desc'] as const, 'asc'),
    page: pageParam(params.get('page')),
    after: idAfter(params.get('after')),
  };
}

/** `?after=`: a positive id in digits, else none (the page is then read by its number). */
function idAfter(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

function toPersonView(person: Person, selfId: number): PersonView {
  const texts = panelTexts();
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    roles: [
      ...(person.siteAdmin ? [texts.siteAdministrator] : []),
      ...person.journals.map(
        (membership) =>
          `${membership.title}: ${membership.roles.map((role) => JOURNAL_ROLE_NAMES[role]).join(', ')}`,
      ),
    ],
    lastSignIn: siteDate(person.lastSignInAt),
    joined: siteDate(person.joinedAt),
    disabled: person.disabled,
    self: person.id === selfId,
    siteAdmin: person.siteAdmin,
  };
}

/** Refuses anyone but a site administrator with a 403. */
export function requireSiteAdministrator(session: Session): Session['user'] {
  if (!isSiteAdministrator(session.user)) {
    throw data(panelTexts().siteAdminsOnlyPages, { status: 403 });
  }
  return session.user;
}

/** `{paths.people}`: the page of people the filters ask for, and the journals to filter by. */
export async function loadPeople({ request, context }: RequestArgs, admin: Session['user']) {
  const params = new URL(request.url).searchParams;
  const filters = readPeopleFilters(params);
  const api = context.get(apiContext);
  const [list, journals] = await Promise.all([
    api.people.list({
      query: {
        q: filters.q || undefined,
        role: (filters.role || undefined) as never,
        journal: filters.journal || undefined,
        status: (filters.status || undefined) as never,
        sort: filters.sort,
        dir: filters.dir,
        page: filters.page,
        after: filters.after,
        perPage: PEOPLE_PER_PAGE,
      },
    }),
    api.content.journals({ query: { perPage: 100 } }),
  ]);
  return {
    filters,
    people: list.data.map((person) => toPersonView(person, admin.id)),
    meta: list.meta,
    journals: journals.data.map(({ slug, title }) => ({ slug, title })),
    done: params.get('done') ?? '',
  };
}

/** The people page's posts: `disable` or `enable` one account, then back to the same list. */
export async function peopleAction({ request, context }: RequestArgs) {
  const form = await readFormData(request);
  const intent = textField(form, 'intent');
  const userId = Number(textField(form, 'userId'));
  const intents = ['disable', 'enable', 'grant-admin', 'revoke-admin'];
  if (!intents.includes(intent) || !(Number.isInteger(userId) && userId > 0)) {
    throw data(panelTexts().unknownAction, { status: 400 });
  }
  const api = context.get(apiContext);
  try {
    const call = {
      disable: api.people.disable,
      enable: api.people.enable,
      'grant-admin': api.people.grantSiteAdmin,
      'revoke-admin': api.people.revokeSiteAdmin,
    }[intent as 'disable' | 'enable' | 'grant-admin' | 'revoke-admin'];
    await call({ params: { userId } });
  } catch (caught) {
    return formFailure(caught, { intent, userId: String(userId) });
  }
  const back = new URL(request.url).searchParams;
  const done: Record<string, string> = {
    disable: 'disabled',
    enable: 'enabled',
    'grant-admin': 'admin-granted',
    'revoke-admin': 'admin-revoked',
  };
  back.set('done', done[intent] ?? '');
  return redirect(`${journalSite().paths.people}?${back.toString()}`);
}
