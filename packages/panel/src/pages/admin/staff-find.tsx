import { Badge, TextField } from '@quire/ui';
import { Form, Link } from 'react-router';
import type { StaffFinding } from '../../server/staff/staff-candidates.server';
import { usePanelTexts } from '../../texts';

/** The address of the staff page with `email` chosen for the add form (the search kept). */
function choosePath(q: string, find: string, email: string): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('find', find);
  params.set('email', email);
  return `?${params.toString()}#field-email`;
}

/**
 * Finding someone to add by name, for a manager who does not know their email: a search form
 * (GET, so it works without JavaScript and keeps its address), then the accounts found, each
 * with a link that puts their address in the add form below. A refused search shows its
 * reason beside the field; those on the staff already are marked, as their roles are changed
 * in the list above.
 */
export function FindStaffByName({ finding, q }: { finding: StaffFinding; q: string }) {
  const texts = usePanelTexts();
  const { find, found, errors } = finding;
  return (
    <div className="q-staff-find">
      <Form method="get" className="q-filter-form" role="search" aria-label={texts.findStaffSearch}>
        {q && <input type="hidden" name="q" value={q} />}
        <TextField
          name="find"
          type="search"
          label={texts.findStaffLabel}
          labelNote={false}
          hint={texts.findStaffHint}
          autoComplete="off"
          defaultValue={find}
          errors={errors}
        />
        <div className="q-form-actions">
          <button type="submit" className="q-btn">
            {texts.findStaff}
          </button>
        </div>
      </Form>
      {found && (
        <>
          <p className="q-muted" role="status">
            {texts.staffCandidatesFound(found.length, find.trim())}
          </p>
          {found.length > 0 && (
            <ul className="q-staff-list" aria-label={texts.staffCandidatesLabel(find.trim())}>
              {found.map((person) => (
                <li key={person.id} className="q-staff-member">
                  <div className="q-staff-member__who">
                    <strong>{person.name}</strong>
                    <span className="q-muted">{person.email}</span>
                    {person.affiliation && <span className="q-muted">{person.affiliation}</span>}
                  </div>
                  {person.onStaff ? (
                    <p>
                      <Badge>{texts.candidateOnStaff}</Badge>
                    </p>
                  ) : (
                    <p>
                      <Link to={choosePath(q, find, person.email)}>
                        {texts.chooseCandidate(person.name)}
                      </Link>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
