import {
  type FormFailure,
  fieldErrorsOf,
  isFormFailure,
  SiteDatedSentence,
  siteTitle,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import { EmptyState, ErrorSummary, TextField } from '@quire/ui';
import { Link, type MetaArgs, useActionData, useLoaderData, useNavigation } from 'react-router';
import { IntentForm } from '../../panel-pages/intent-form';
import { OrderButtons } from '../../panel-pages/order-buttons';
import type { ManagedJournalView } from '../../server/journals/journals.server';
import { panelTexts, usePanelTexts } from '../../texts';
import type { adminJournalsAction, adminJournalsLoader } from './journals.server';
import '../../panel-pages/panel-pages.css';
import './staff.css';
import './journals.css';

export function adminJournalsMeta(_: MetaArgs<typeof adminJournalsLoader>) {
  return [{ title: siteTitle(panelTexts().journalsTitle, panelTexts().editorialTitle) }];
}

/** The text each `?saved=` after a post shows. */
const SAVED_TEXTS = {
  ordered: 'journalsOrdered',
  deleted: 'journalDeleted',
} as const;

/** A refusal of this page's forms, with what was typed. */
function failureOf(
  result: unknown,
  intent: string,
): (FormFailure & { values?: Record<string, string> }) | undefined {
  if (!isFormFailure(result)) return undefined;
  const values = (result as { values?: Record<string, string> }).values;
  return values?.intent === intent ? { ...result, values } : undefined;
}

/**
 * `{paths.journalsAdmin}`: the journals the editor works on, each linking to its settings; for
 * site administrators, buttons that move a journal up or down the site's order and a form that
 * creates one. Every form works without JavaScript.
 */
export function AdminJournalsPage() {
  const { journals, canAdminister, readsAudit, saved } =
    useLoaderData<typeof adminJournalsLoader>();
  const result = useActionData<typeof adminJournalsAction>();
  useActionErrorModal(result);
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const savedKey = SAVED_TEXTS[saved as keyof typeof SAVED_TEXTS];
  const orderFailure = failureOf(result, 'up') ?? failureOf(result, 'down');
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.journalsTitle}</h1>
        <div className="q-actions-row">
          <Link to={paths.editorSubmissions}>{texts.queueTitle}</Link>
          {readsAudit && <Link to={paths.audit}>{texts.auditTitle}</Link>}
        </div>
      </header>
      <p>{texts.journalsIntro}</p>
      {savedKey && !isFormFailure(result) && (
        <p className="q-notice" role="status">
          {texts[savedKey]}
        </p>
      )}
      <ErrorSummary failure={orderFailure} labels={{}} />
      {journals.length === 0 ? (
        <EmptyState
          title={texts.noManagedJournals}
          description={canAdminister ? texts.noJournalsYetHint : texts.noManagedJournalsHint}
        />
      ) : (
        <ol className="q-staff-list q-journal-list">
          {journals.map((journal, index) => (
            <JournalRow
              key={journal.id}
              journal={journal}
              canOrder={canAdminister}
              first={index === 0}
              last={index === journals.length - 1}
            />
          ))}
        </ol>
      )}
      {canAdminister && <CreateJournalForm failure={failureOf(result, 'create')} />}
    </div>
  );
}

/** One journal: its title and state, its counts, and for site administrators its place in the order. */
function JournalRow({
  journal,
  canOrder,
  first,
  last,
}: {
  journal: ManagedJournalView;
  canOrder: boolean;
  first: boolean;
  last: boolean;
}) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  return (
    <li className="q-staff-member q-journal-row">
      <div className="q-staff-member__who">
        <Link to={journal.href} aria-label={texts.journalSettingsLink(journal.title)}>
          <strong>{journal.title}</strong>
        </Link>
        <span className="q-muted">/{journal.slug}</span>
      </div>
      <p className="q-muted">
        <span className={journal.archived ? 'q-journal-row__archived' : undefined}>
          <SiteDatedSentence text={journal.state} />
        </span>{' '}
        · {texts.journalCounts(journal.sectionCount, journal.articleCount)}
      </p>
      {canOrder && (
        <OrderButtons
          field="journalId"
          id={journal.id}
          title={journal.title}
          up="up"
          down="down"
          first={first}
          last={last}
          busy={busy}
        />
      )}
    </li>
  );
}

/** The site administrators' form that creates a journal (title, address, abbreviation). */
function CreateJournalForm({
  failure,
}: {
  failure: (FormFailure & { values?: Record<string, string> }) | undefined;
}) {
  const texts = usePanelTexts();
  const typed = failure?.values;
  return (
    <section aria-labelledby="create-journal" className="q-account-section">
      <h2 id="create-journal">{texts.createJournalHeading}</h2>
      <p className="q-muted">{texts.createJournalIntro}</p>
      <IntentForm
        intent="create"
        submit={texts.createJournal}
        failure={failure}
        labels={{
          title: texts.journalTitleLabel,
          slug: texts.journalSlugLabel,
          abbreviation: texts.abbreviationLabel,
        }}
      >
        <TextField
          name="title"
          label={texts.journalTitleLabel}
          required
          defaultValue={typed?.title}
          errors={fieldErrorsOf(failure, 'title')}
        />
        <TextField
          name="slug"
          label={texts.journalSlugLabel}
          hint={texts.journalSlugHint}
          required
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={typed?.slug}
          errors={fieldErrorsOf(failure, 'slug')}
        />
        <TextField
          name="abbreviation"
          label={texts.abbreviationLabel}
          defaultValue={typed?.abbreviation}
          errors={fieldErrorsOf(failure, 'abbreviation')}
        />
      </IntentForm>
    </section>
  );
}
