import { JOURNAL_ROLE_NAMES, STAFF_ROLES } from '@quire/contracts';
import {
  type FormFailure,
  fieldErrorsOf,
  isFormFailure,
  SiteDatedSentence,
  SiteTime,
  siteTitle,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import { Checkbox, EmptyState, ErrorSummary, Fieldset, TextField } from '@quire/ui';
import type { ReactNode } from 'react';
import {
  Form,
  Link,
  type MetaArgs,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { journalStaffPath } from '../../lib/panel-paths';
import type {
  InvitationView,
  StaffFormValues,
  StaffMemberView,
} from '../../server/staff/staff.server';
import { panelTexts, usePanelTexts } from '../../texts';
import type { adminStaffAction, adminStaffJournalsLoader, adminStaffLoader } from './staff.server';
import { FindStaffByName } from './staff-find';
import '../../panel-pages/panel-pages.css';
import './staff.css';

export function adminStaffJournalsMeta(_: MetaArgs<typeof adminStaffJournalsLoader>) {
  return [{ title: siteTitle(panelTexts().staffTitle, panelTexts().editorialTitle) }];
}

/** `{paths.staff}`: the journals whose staff the editor sees (site administrators: all). */
export function AdminStaffJournalsPage() {
  const { journals } = useLoaderData<typeof adminStaffJournalsLoader>();
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.staffTitle}</h1>
        <Link to={paths.editorSubmissions}>{texts.queueTitle}</Link>
      </header>
      <p>{texts.staffJournalsIntro}</p>
      {journals.length === 0 ? (
        <EmptyState title={texts.noStaffJournals} description={texts.noStaffJournalsHint} />
      ) : (
        <ul className="q-staff-journals">
          {journals.map((journal) => (
            <li key={journal.id}>
              <Link to={journal.href}>{journal.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function adminStaffMeta({ loaderData }: MetaArgs<typeof adminStaffLoader>) {
  const texts = panelTexts();
  return [
    {
      title: loaderData
        ? siteTitle(texts.journalStaffTitle(loaderData.journal.title), texts.editorialTitle)
        : siteTitle(texts.staffTitle, texts.editorialTitle),
    },
  ];
}

/** The text each `?saved=` after a post shows. */
const SAVED_TEXTS: Record<
  string,
  | 'staffAdded'
  | 'staffChanged'
  | 'staffRemoved'
  | 'staffInvited'
  | 'invitationResent'
  | 'invitationWithdrawn'
> = {
  added: 'staffAdded',
  changed: 'staffChanged',
  removed: 'staffRemoved',
  invited: 'staffInvited',
  resent: 'invitationResent',
  withdrawn: 'invitationWithdrawn',
};

/** The field names of one form's role and section groups: `{prefix}-roles`, `{prefix}-sections`. */
const groupNames = (prefix: string) => ({
  roles: `${prefix}-roles`,
  sectionIds: `${prefix}-sections`,
});

/**
 * The refusal of one form of the page, recognised by its intent and person, with its `roles` and
 * `sectionIds` messages renamed to that form's groups (each form's ids are its own, so the error
 * summary links to the right boxes).
 */
function failureOf(
  result: unknown,
  intent: string,
  prefix: string,
  userId = '',
  invitationId = '',
): FormFailure | undefined {
  if (!isFormFailure(result)) return undefined;
  const values = (result as { values?: Partial<StaffFormValues> }).values;
  if (values?.intent !== intent || (values.userId ?? '') !== userId) return undefined;
  if ((values.invitationId ?? '') !== invitationId) return undefined;
  const names: Record<string, string> = groupNames(prefix);
  const fieldErrors = Object.fromEntries(
    Object.entries(result.fieldErrors).map(([field, messages]) => [
      names[field] ?? field,
      messages,
    ]),
  );
  return { ...result, fieldErrors };
}

/**
 * `{paths.staff}/:slug`: one journal's staff — each person with their roles, sections and since
 * when; for its managers and site administrators, a form per person to change their roles or
 * remove them, and one to add a person by email. Every form works without JavaScript, and a
 * refusal shows beside the form that was sent, with what was chosen kept.
 */
export function AdminStaffPage() {
  const { journal, sections, members, invitations, canChange, q, finding, saved } =
    useLoaderData<typeof adminStaffLoader>();
  const result = useActionData<typeof adminStaffAction>();
  useActionErrorModal(result);
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const savedKey = SAVED_TEXTS[saved];
  return (
    <div className="q-panel-page">
      <p>
        <Link to={paths.staff}>{texts.backToStaff}</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{texts.journalStaffTitle(journal.title)}</h1>
      </header>
      {savedKey && !isFormFailure(result) && (
        <p className="q-notice" role="status">
          {texts[savedKey]}
        </p>
      )}
      {!canChange && <p className="q-muted">{texts.staffReadOnly}</p>}
      <section aria-labelledby="staff-members" className="q-account-section">
        <h2 id="staff-members">{texts.staffMembersHeading}</h2>
        <Form method="get" className="q-filter-form" role="search" aria-label={texts.staffSearch}>
          <TextField
            name="q"
            type="search"
            label={texts.peopleSearchLabel}
            labelNote={false}
            defaultValue={q}
          />
          <div className="q-form-actions">
            <button type="submit" className="q-btn">
              {texts.staffSearch}
            </button>
            {q && <Link to={journalStaffPath(paths, journal.slug)}>{texts.staffSearchClear}</Link>}
          </div>
        </Form>
        {members.length === 0 ? (
          q ? (
            <EmptyState title={texts.noStaffMatch(q)} description={texts.noStaffMatchHint} />
          ) : (
            <EmptyState title={texts.noStaffYet} description={texts.noStaffYetHint} />
          )
        ) : (
          <>
            <p className="q-muted" role="status">
              {q
                ? texts.staffMatchCount(members.length, q)
                : texts.staffMemberCount(members.length)}
            </p>
            <ul className="q-staff-list">
              {members.map((member) => (
                <StaffMember
                  key={member.id}
                  member={member}
                  sections={sections}
                  canChange={canChange}
                  failure={failureOf(result, 'change', `member-${member.id}`, String(member.id))}
                  removeFailure={failureOf(
                    result,
                    'remove',
                    `member-${member.id}`,
                    String(member.id),
                  )}
                />
              ))}
            </ul>
          </>
        )}
      </section>
      {canChange && invitations.length > 0 && (
        <section aria-labelledby="staff-invitations" className="q-account-section">
          <h2 id="staff-invitations">{texts.invitationsHeading}</h2>
          <ul className="q-staff-list">
            {invitations.map((invitation) => (
              <PendingInvitation
                key={invitation.id}
                invitation={invitation}
                failure={
                  failureOf(result, 'resend', 'invitation', '', String(invitation.id)) ??
                  failureOf(result, 'cancel', 'invitation', '', String(invitation.id))
                }
              />
            ))}
          </ul>
        </section>
      )}
      {canChange && (
        <AddStaffForm
          finder={finding && <FindStaffByName finding={finding} q={q} />}
          chosenEmail={finding?.chosenEmail ?? ''}
          sections={sections}
          failure={failureOf(result, 'add', 'add')}
          typed={
            failureOf(result, 'add', 'add')
              ? (result as { values?: StaffFormValues } | undefined)?.values
              : undefined
          }
        />
      )}
    </div>
  );
}

/** The error summary's labels of one form's groups. */
function groupLabels(prefix: string, texts: ReturnType<typeof usePanelTexts>) {
  const names = groupNames(prefix);
  return { [names.roles]: texts.rolesLegend, [names.sectionIds]: texts.sectionsLegend };
}

interface Section {
  id: number;
  title: string;
}

/** One person: name, email, roles and sections; for managers, their change and remove forms. */
function StaffMember({
  member,
  sections,
  canChange,
  failure,
  removeFailure,
}: {
  member: StaffMemberView;
  sections: Section[];
  canChange: boolean;
  failure: FormFailure | undefined;
  removeFailure: FormFailure | undefined;
}) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  return (
    <li className="q-staff-member">
      <div className="q-staff-member__who">
        <strong>{member.name}</strong>
        <span className="q-muted">{member.email}</span>
        {member.affiliation && <span className="q-muted">{member.affiliation}</span>}
      </div>
      <ul className="q-role-list__roles" aria-label={texts.rolesLegend}>
        {member.roles.map((role) => (
          <li key={role} className="q-role-list__role">
            {JOURNAL_ROLE_NAMES[role]}
          </li>
        ))}
      </ul>
      {member.sections.length > 0 && (
        <p className="q-muted">
          {texts.staffSections(member.sections.map((section) => section.title).join(', '))}
        </p>
      )}
      <p className="q-muted">
        {member.since && <SiteTime date={member.since} sentence={texts.staffSince} />}
        {' · '}
        {member.lastSignIn ? (
          <SiteTime date={member.lastSignIn} sentence={texts.staffLastSignIn} />
        ) : (
          texts.staffLastSignIn(null)
        )}
      </p>
      {canChange && (
        <details className="q-staff-member__change" open={Boolean(failure || removeFailure)}>
          <summary>{texts.changeRolesOf(member.name)}</summary>
          <Form method="post" className="q-form" noValidate>
            <ErrorSummary failure={failure} labels={groupLabels(`member-${member.id}`, texts)} />
            <input type="hidden" name="intent" value="change" />
            <input type="hidden" name="userId" value={member.id} />
            <RoleChoices
              idPrefix={`member-${member.id}`}
              sections={sections}
              chosenRoles={member.roles}
              chosenSections={member.sections.map((section) => section.id)}
              failure={failure}
            />
            <div className="q-form-actions">
              <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
                {texts.saveRoles}
              </button>
            </div>
          </Form>
          <Form method="post" className="q-form-actions">
            <ErrorSummary failure={removeFailure} labels={{}} />
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="userId" value={member.id} />
            <button type="submit" className="q-btn q-btn--danger" disabled={busy}>
              {texts.removeFromStaff(member.name)}
            </button>
          </Form>
        </details>
      )}
    </li>
  );
}

/** An invitation not yet accepted: to whom, which roles, when it expires; send again or withdraw. */
function PendingInvitation({
  invitation,
  failure,
}: {
  invitation: InvitationView;
  failure: FormFailure | undefined;
}) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  return (
    <li className="q-staff-member">
      <div className="q-staff-member__who">
        <strong>{invitation.email}</strong>
        <span className="q-muted">
          {invitation.roleNames}
          {invitation.sections && ` · ${invitation.sections}`}
        </span>
      </div>
      <p className="q-muted">
        {invitation.sent && <SiteDatedSentence text={invitation.sent} />}
        {' · '}
        {invitation.expiry && <SiteDatedSentence text={invitation.expiry} />}
      </p>
      <ErrorSummary failure={failure} labels={{}} />
      <div className="q-actions-row">
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="invitationId" value={invitation.id} />
          <button type="submit" className="q-btn" disabled={busy}>
            {texts.resendInvitation(invitation.email)}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="invitationId" value={invitation.id} />
          <button type="submit" className="q-btn q-btn--danger" disabled={busy}>
            {texts.withdrawInvitation(invitation.email)}
          </button>
        </Form>
      </div>
    </li>
  );
}

/** The role boxes and, for a section editor, the section boxes of one form. */
function RoleChoices({
  idPrefix,
  sections,
  chosenRoles,
  chosenSections,
  failure,
}: {
  idPrefix: string;
  sections: Section[];
  chosenRoles: readonly string[];
  chosenSections: readonly number[];
  failure: FormFailure | undefined;
}) {
  const texts = usePanelTexts();
  return (
    <>
      <Fieldset
        name={`${idPrefix}-roles`}
        legend={texts.rolesLegend}
        errors={fieldErrorsOf(failure, groupNames(idPrefix).roles)}
      >
        {STAFF_ROLES.map((role) => (
          <Checkbox
            key={role}
            id={`${idPrefix}-role-${role}`}
            name="roles"
            value={role}
            label={JOURNAL_ROLE_NAMES[role]}
            defaultChecked={chosenRoles.includes(role)}
          />
        ))}
      </Fieldset>
      <Fieldset
        name={`${idPrefix}-sections`}
        legend={texts.sectionsLegend}
        hint={sections.length > 0 ? texts.sectionsHint : texts.noSectionsYet}
        errors={fieldErrorsOf(failure, groupNames(idPrefix).sectionIds)}
      >
        {sections.map((section) => (
          <Checkbox
            key={section.id}
            id={`${idPrefix}-section-${section.id}`}
            name="sectionIds"
            value={section.id}
            label={section.title}
            defaultChecked={chosenSections.includes(section.id)}
          />
        ))}
      </Fieldset>
    </>
  );
}

/** Adding a person with an account here, by email, with their roles. */
function AddStaffForm({
  finder,
  chosenEmail,
  sections,
  failure,
  typed,
}: {
  /** The search by name above the form, whose choice fills in `chosenEmail`. */
  finder: ReactNode;
  chosenEmail: string;
  sections: Section[];
  failure: FormFailure | undefined;
  typed: StaffFormValues | undefined;
}) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="staff-add" className="q-account-section">
      <h2 id="staff-add">{texts.addStaffHeading}</h2>
      <p>{texts.addStaffIntro}</p>
      {finder}
      <ErrorSummary
        failure={failure}
        labels={{ email: texts.staffEmailLabel, ...groupLabels('add', texts) }}
      />
      <Form method="post" className="q-form" noValidate key={chosenEmail}>
        <input type="hidden" name="intent" value="add" />
        <TextField
          name="email"
          type="email"
          autoComplete="off"
          label={texts.staffEmailLabel}
          defaultValue={typed?.email ?? chosenEmail}
          errors={fieldErrorsOf(failure, 'email')}
          required
        />
        <RoleChoices
          idPrefix="add"
          sections={sections}
          chosenRoles={typed?.roles ?? []}
          chosenSections={(typed?.sectionIds ?? []).map(Number)}
          failure={failure}
        />
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {texts.addToStaff}
          </button>
        </div>
      </Form>
    </section>
  );
}
