import {
  type FormFailure,
  fieldErrorsOf,
  isFormFailure,
  ListPagination,
  SiteDatedSentence,
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
import { editorIssuesHref } from '../../lib/panel-paths';
import { panelTexts, usePanelTexts } from '../../texts';
import type { adminIssuesAction, adminIssuesLoader } from './issues.server';
import '../../panel-pages/panel-pages.css';
import '../../submission/submission.css';

export function adminIssuesMeta(_: MetaArgs<typeof adminIssuesLoader>) {
  return [{ title: siteTitle(panelTexts().issuesTitle, panelTexts().editorialTitle) }];
}

/**
 * `{paths.issues}`: every journal's issues — drafts, scheduled, published, withdrawn — with their
 * covers; each opens its page. Filtered by journal with a plain GET form; a form below makes a
 * new draft issue.
 */
export function AdminIssuesPage() {
  const { journal, journals, issues, page, lastPage, total, year, saved } =
    useLoaderData<typeof adminIssuesLoader>();
  const result = useActionData<typeof adminIssuesAction>();
  useActionErrorModal(result);
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.issuesTitle}</h1>
        <div className="q-actions-row">
          <a href="#new-issue">{texts.newIssueHeading}</a>
          <Link to={paths.editorSubmissions}>{texts.queueTitle}</Link>
        </div>
      </header>
      {saved === 'deleted' && (
        <p className="q-notice" role="status">
          {texts.issueDeleted}
        </p>
      )}
      <Form method="get" className="q-filter-form">
        <SelectField
          id="issues-journal"
          name="journal"
          label={texts.issuesJournalLabel}
          labelNote={false}
          defaultValue={journal}
        >
          <option value="">{texts.allJournals}</option>
          {journals.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {entry.title}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="q-btn">
          {texts.showButton}
        </button>
      </Form>
      {issues.length === 0 ? (
        <EmptyState title={texts.noIssuesHere} description={texts.noIssuesHint} />
      ) : (
        <section aria-labelledby="issues-count">
          <p id="issues-count" className="q-muted" role="status">
            {texts.issueCount(total)}
            {lastPage > 1 && texts.pageOf(page, lastPage)}
          </p>
          <DataTable caption={texts.issuesTableCaption} hideCaption className="q-issue-table">
            <thead>
              <tr>
                <th scope="col" className="q-issue-table__wide">
                  {texts.columnCover}
                </th>
                <th scope="col">{texts.columnIssue}</th>
                <th scope="col">{texts.columnStatus}</th>
                <th scope="col" className="q-table__num q-issue-table__wide">
                  {texts.columnArticles}
                </th>
              </tr>
            </thead>
            <tbody>
              {issues.map((issue) => (
                <tr key={issue.id}>
                  <td className="q-issue-table__wide">
                    {issue.coverUrl ? (
                      <img
                        className="q-issue-table__cover"
                        src={issue.coverUrl}
                        alt=""
                        width={48}
                        height={64}
                        loading="lazy"
                      />
                    ) : (
                      <span className="q-muted">{texts.noCover}</span>
                    )}
                  </td>
                  <td>
                    <Link to={issue.href}>{issue.label}</Link>
                    <span className="q-issue-table__journal">{issue.journal.title}</span>
                  </td>
                  <td>
                    <SiteDatedSentence text={issue.status} />
                  </td>
                  <td className="q-table__num q-issue-table__wide">{issue.articleCount}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <ListPagination
            page={page}
            pageCount={lastPage}
            hrefForPage={(target) => editorIssuesHref(paths, journal, target)}
            label={texts.issuePagesLabel}
          />
        </section>
      )}
      <NewIssueForm
        journals={journals}
        year={year}
        preselected={journal}
        failure={isFormFailure(result) ? result : undefined}
      />
    </div>
  );
}

const whole = { inputMode: 'numeric', pattern: '[0-9]*' } as const;

/** The form that makes a new draft issue in one of the editor's journals. */
function NewIssueForm({
  journals,
  year,
  preselected,
  failure,
}: {
  journals: Array<{ id: number; slug: string; title: string }>;
  year: number;
  preselected: string;
  failure: (FormFailure & { values?: Record<string, string> }) | undefined;
}) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  const typed = failure?.values;
  const chosen = journals.find((entry) => entry.slug === preselected)?.id;
  return (
    <section aria-labelledby="new-issue" className="q-account-section">
      <h2 id="new-issue">{texts.newIssueHeading}</h2>
      <p>{texts.newIssueIntro}</p>
      <Form method="post" className="q-form" noValidate>
        <ErrorSummary
          failure={failure}
          labels={{
            journalId: texts.issueJournalLabel,
            volume: texts.issueVolumeLabel,
            number: texts.issueNumberLabel,
            year: texts.issueYearLabel,
            title: texts.issueTitleLabel,
          }}
        />
        <SelectField
          id="new-issue-journal"
          name="journalId"
          label={texts.issueJournalLabel}
          required
          defaultValue={typed?.journalId ?? String(chosen ?? journals[0]?.id ?? '')}
          errors={fieldErrorsOf(failure, 'journalId')}
        >
          {journals.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.title}
            </option>
          ))}
        </SelectField>
        <div className="q-issue-numbers">
          <TextField
            id="new-issue-volume"
            name="volume"
            label={texts.issueVolumeLabel}
            required
            {...whole}
            defaultValue={typed?.volume ?? ''}
            errors={fieldErrorsOf(failure, 'volume')}
          />
          <TextField
            id="new-issue-number"
            name="number"
            label={texts.issueNumberLabel}
            required
            {...whole}
            defaultValue={typed?.number ?? ''}
            errors={fieldErrorsOf(failure, 'number')}
          />
          <TextField
            id="new-issue-year"
            name="year"
            label={texts.issueYearLabel}
            required
            {...whole}
            defaultValue={typed?.year ?? String(year)}
            errors={fieldErrorsOf(failure, 'year')}
          />
        </div>
        <TextField
          id="new-issue-title"
          name="title"
          label={texts.issueTitleLabel}
          defaultValue={typed?.title ?? ''}
          errors={fieldErrorsOf(failure, 'title')}
        />
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {texts.createIssue}
          </button>
        </div>
      </Form>
    </section>
  );
}
