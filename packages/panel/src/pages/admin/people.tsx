import { JOURNAL_ROLE_NAMES, JOURNAL_ROLES } from '@quire/contracts';
import {
  isFormFailure,
  ListPagination,
  SiteTime,
  siteTitle,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import { DataTable, EmptyState, ErrorSummary, SelectField, TextField } from '@quire/ui';
import {
  Form,
  Link,
  type MetaArgs,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { peopleHref } from '../../lib/panel-paths';
import type { PeopleFilters, PersonView } from '../../server/people/people.server';
import { panelTexts, usePanelTexts } from '../../texts';
import type { adminPeopleAction, adminPeopleLoader } from './people.server';
import '../../panel-pages/panel-pages.css';
import './staff.css';

export function adminPeopleMeta(_: MetaArgs<typeof adminPeopleLoader>) {
  return [{ title: siteTitle(panelTexts().peopleTitle, panelTexts().editorialTitle) }];
}

type SortKey = PeopleFilters['sort'];

/**
 * A sortable column's header: a link that orders by it (again: the other way), with `aria-sort`
 * on the header cell saying how the list is ordered now.
 */
function SortHeader({
  filters,
  sort,
  label,
  className,
}: {
  filters: PeopleFilters;
  sort: SortKey;
  label: string;
  className?: string;
}) {
  const texts = usePanelTexts();
  const { paths } = useJournalSite();
  const current = filters.sort === sort;
  const dir = current && filters.dir === 'asc' ? 'desc' : 'asc';
  return (
    <th
      scope="col"
      className={className}
      aria-sort={current ? (filters.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Link
        to={peopleHref(paths, { ...filters, sort, dir, page: 1, after: undefined })}
        aria-label={texts.sortBy(label)}
      >
        {label}
        {current && <span aria-hidden="true">{filters.dir === 'asc' ? ' ▲' : ' ▼'}</span>}
      </Link>
    </th>
  );
}

/**
 * `{paths.people}`: everyone with an account, for the site's administrators — searched by name
 * or email, filtered by role, journal and state with a plain GET form, ordered by any column
 * and paged; each account can be disabled (its sessions end) or enabled again. Works without
 * JavaScript.
 */
export function AdminPeoplePage() {
  const { filters, people, meta, journals, done } = useLoaderData<typeof adminPeopleLoader>();
  const result = useActionData<typeof adminPeopleAction>();
  useActionErrorModal(result);
  const failure = isFormFailure(result) ? result : undefined;
  const texts = usePanelTexts();
  const { paths } = useJournalSite();
  const busy = useNavigation().state === 'submitting';
  const doneText =
    done === 'disabled'
      ? texts.accountDisabledDone
      : done === 'enabled'
        ? texts.accountEnabledDone
        : done === 'admin-granted'
          ? texts.siteAdminGranted
          : done === 'admin-revoked'
            ? texts.siteAdminRevoked
            : '';
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.peopleTitle}</h1>
      </header>
      <p>{texts.peopleIntro}</p>
      {doneText && !failure && (
        <p className="q-notice" role="status">
          {doneText}
        </p>
      )}
      <ErrorSummary failure={failure} labels={{}} />
      <Form method="get" className="q-filter-form">
        <TextField
          name="q"
          type="search"
          label={texts.peopleSearchLabel}
          labelNote={false}
          defaultValue={filters.q}
        />
        <SelectField
          id="people-role"
          name="role"
          label={texts.peopleRoleLabel}
          labelNote={false}
          defaultValue={filters.role}
        >
          <option value="">{texts.anyRole}</option>
          <option value="site_admin">{texts.siteAdministrator}</option>
          {JOURNAL_ROLES.map((role) => (
            <option key={role} value={role}>
              {JOURNAL_ROLE_NAMES[role]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="people-journal"
          name="journal"
          label={texts.peopleJournalLabel}
          labelNote={false}
          defaultValue={filters.journal}
        >
          <option value="">{texts.allJournals}</option>
          {journals.map((journal) => (
            <option key={journal.slug} value={journal.slug}>
              {journal.title}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="people-status"
          name="status"
          label={texts.peopleStatusLabel}
          labelNote={false}
          defaultValue={filters.status}
        >
          <option value="">{texts.anyStatus}</option>
          <option value="active">{texts.statusActive}</option>
          <option value="disabled">{texts.statusDisabled}</option>
        </SelectField>
        <input type="hidden" name="sort" value={filters.sort} />
        <input type="hidden" name="dir" value={filters.dir} />
        <button type="submit" className="q-btn">
          {texts.showButton}
        </button>
      </Form>
      {people.length === 0 ? (
        <EmptyState title={texts.noPeopleHere} description={texts.noPeopleHint} />
      ) : (
        <section aria-labelledby="people-count">
          <p id="people-count" className="q-muted" role="status">
            {texts.peopleCount(meta.total)}
            {meta.lastPage > 1 && texts.pageOf(meta.page, meta.lastPage)}
          </p>
          <DataTable caption={texts.peopleCaption} hideCaption className="q-people-table">
            <thead>
              <tr>
                <SortHeader filters={filters} sort="name" label={texts.columnPerson} />
                <SortHeader
                  filters={filters}
                  sort="email"
                  label={texts.columnEmail}
                  className="q-people-table__wide"
                />
                <th scope="col">{texts.columnRoles}</th>
                <SortHeader filters={filters} sort="lastSignIn" label={texts.columnLastSignIn} />
                <SortHeader
                  filters={filters}
                  sort="joined"
                  label={texts.columnJoined}
                  className="q-people-table__wide"
                />
                <th scope="col">{texts.columnState}</th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => (
                <PersonRow key={person.id} person={person} busy={busy} />
              ))}
            </tbody>
          </DataTable>
          <ListPagination
            page={meta.page}
            pageCount={meta.lastPage}
            // The next page is read after this page's last person (keyset); the others by number.
            hrefForPage={(page) =>
              peopleHref(paths, {
                ...filters,
                page,
                after: page === meta.page + 1 ? people.at(-1)?.id : undefined,
              })
            }
            label={texts.peoplePagesLabel}
          />
        </section>
      )}
    </div>
  );
}

/** One person: who, roles, dates, state and the button that changes it. */
function PersonRow({ person, busy }: { person: PersonView; busy: boolean }) {
  const texts = usePanelTexts();
  return (
    <tr>
      <td>
        <strong>{person.name}</strong>{' '}
        {person.self && <span className="q-muted">{texts.youLabel}</span>}
        {/* On phones the email column is hidden: the address shows under the name. */}
        <span className="q-people-table__email q-people-table__narrow">{person.email}</span>
      </td>
      <td className="q-people-table__email q-people-table__wide">{person.email}</td>
      <td>
        {person.roles.length === 0 ? (
          <span className="q-muted">{texts.noRoles}</span>
        ) : (
          <ul className="q-people-table__roles">
            {person.roles.map((role) => (
              <li key={role}>{role}</li>
            ))}
          </ul>
        )}
      </td>
      <td>
        <span className="q-people-table__narrow-label">{texts.columnLastSignIn}: </span>
        {person.lastSignIn ? <SiteTime date={person.lastSignIn} /> : texts.neverSignedIn}
      </td>
      <td className="q-people-table__wide">{person.joined && <SiteTime date={person.joined} />}</td>
      <td>
        <span className="q-people-table__state">
          {person.disabled ? texts.statusDisabled : texts.statusActive}
        </span>
        {!person.self && (
          <Form method="post">
            <input type="hidden" name="intent" value={person.disabled ? 'enable' : 'disable'} />
            <input type="hidden" name="userId" value={person.id} />
            <button
              type="submit"
              className={person.disabled ? 'q-btn' : 'q-btn q-btn--danger'}
              disabled={busy}
            >
              {person.disabled
                ? texts.enableAccount(person.name)
                : texts.disableAccount(person.name)}
            </button>
          </Form>
        )}
        {/* Anyone may be given the role; taking it from the last administrator is refused. */}
        <Form method="post">
          <input
            type="hidden"
            name="intent"
            value={person.siteAdmin ? 'revoke-admin' : 'grant-admin'}
          />
          <input type="hidden" name="userId" value={person.id} />
          <button type="submit" className="q-btn" disabled={busy}>
            {person.siteAdmin
              ? texts.revokeSiteAdmin(person.name)
              : texts.grantSiteAdmin(person.name)}
          </button>
        </Form>
      </td>
    </tr>
  );
}
