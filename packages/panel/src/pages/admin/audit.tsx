import { SiteTime, siteTitle, useJournalSite } from '@quire/site';
import { EmptyState, SelectField, TextField } from '@quire/ui';
import { Form, Link, type MetaArgs, useLoaderData } from 'react-router';
import type { AuditEntryView } from '../../server/audit/audit.server';
import { panelTexts, usePanelTexts } from '../../texts';
import type { adminAuditLoader } from './audit.server';
import '../../panel-pages/panel-pages.css';
import './staff.css';
import './audit.css';

export function adminAuditMeta(_: MetaArgs<typeof adminAuditLoader>) {
  return [{ title: siteTitle(panelTexts().auditTitle, panelTexts().editorialTitle) }];
}

/**
 * `{paths.audit}`: who changed what in the back office, and when — newest first, filtered by
 * journal, action and person (a plain GET form, so filters are links to share). Each entry lists
 * the fields it changed with their old and new values.
 */
export function AdminAuditPage() {
  const { filters, journals, actions, entries, refused, paged, firstHref, olderHref } =
    useLoaderData<typeof adminAuditLoader>();
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const filtered = Boolean(filters.journal || filters.action || filters.who);
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.auditTitle}</h1>
        <Link to={paths.journalsAdmin}>{texts.journalsTitle}</Link>
      </header>
      <p>{texts.auditIntro}</p>
      <Form method="get" className="q-audit-filters" aria-label={texts.auditFiltersLabel}>
        <SelectField
          name="journal"
          label={texts.auditJournalLabel}
          labelNote={false}
          defaultValue={filters.journal}
          options={journals}
        >
          <option value="">{texts.auditAllJournals}</option>
        </SelectField>
        <SelectField
          name="action"
          label={texts.auditActionLabel}
          labelNote={false}
          defaultValue={filters.action}
          options={actions}
        >
          <option value="">{texts.auditAllActions}</option>
        </SelectField>
        <TextField
          name="who"
          type="search"
          label={texts.auditWhoLabel}
          labelNote={false}
          hint={texts.auditWhoHint}
          defaultValue={filters.who}
        />
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary">
            {texts.auditFilter}
          </button>
          {filtered && <Link to={paths.audit}>{texts.clearFilters}</Link>}
        </div>
      </Form>
      {refused && (
        <p className="q-notice q-audit-refused" role="alert">
          {refused}
        </p>
      )}
      {entries.length === 0 ? (
        <EmptyState
          title={texts.auditEmpty}
          description={filtered ? texts.auditEmptyFiltered : texts.auditEmptyHint}
        />
      ) : (
        <ol className="q-staff-list" aria-label={texts.auditEntriesLabel}>
          {entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <nav className="q-actions-row" aria-label={texts.auditPagesLabel}>
        {paged && <Link to={firstHref}>{texts.auditNewest}</Link>}
        {olderHref && <Link to={olderHref}>{texts.auditOlder}</Link>}
      </nav>
    </div>
  );
}

/** One change: when, who, what, in which journal, and each field's old and new value. */
function AuditEntryItem({ entry }: { entry: AuditEntryView }) {
  const texts = usePanelTexts();
  return (
    <li className="q-staff-member">
      <p className="q-muted">
        {entry.at && <SiteTime date={entry.at} />}
        {entry.journal && ` · ${entry.journal}`}
      </p>
      <p>
        <strong>{entry.action}</strong>: {entry.subject}
      </p>
      <p className="q-muted">{texts.auditBy(entry.who)}</p>
      {entry.changes.length > 0 && (
        <details className="q-staff-member__change">
          <summary>{texts.auditChanges(entry.changes.length)}</summary>
          <dl className="q-audit-changes">
            {entry.changes.map((change) => (
              <div key={change.field}>
                <dt>{change.field}</dt>
                <dd>
                  <span className="q-visually-hidden">{texts.auditBefore}</span>
                  <del>{change.before}</del> →{' '}
                  <span className="q-visually-hidden">{texts.auditAfter}</span>
                  <ins>{change.after}</ins>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}
