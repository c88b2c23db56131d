import type { JournalSettings, SectionSettings } from '@quire/contracts';
import {
  type FormFailure,
  fieldErrorsOf,
  isFormFailure,
  journalPath,
  SiteDatedSentence,
  type SiteDatedText,
  siteTitle,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import {
  Checkbox,
  EmptyState,
  ErrorSummary,
  SelectField,
  TextareaField,
  TextField,
} from '@quire/ui';
import {
  Form,
  Link,
  type MetaArgs,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { journalPagesPath, journalReviewPath, journalStaffPath } from '../../lib/panel-paths';
import { IntentButton, IntentForm, ItemEditor } from '../../panel-pages/intent-form';
import { OrderButtons } from '../../panel-pages/order-buttons';
import { panelTexts, usePanelTexts } from '../../texts';
import { JournalDoiSection } from './journal-doi-section';
import type { adminJournalSettingsAction, adminJournalSettingsLoader } from './journals.server';
import '../../panel-pages/panel-pages.css';
import './staff.css';
import './journals.css';

export function adminJournalSettingsMeta({
  loaderData,
}: MetaArgs<typeof adminJournalSettingsLoader>) {
  const texts = panelTexts();
  const title = loaderData
    ? texts.journalSettingsTitle(loaderData.settings.title)
    : texts.journalsTitle;
  return [{ title: siteTitle(title, texts.editorialTitle) }];
}

/** The text each `?saved=` after a post shows. */
const SAVED_TEXTS = {
  created: 'journalCreated',
  settings: 'settingsSaved',
  'section-added': 'sectionAdded',
  'section-saved': 'sectionSaved',
  'section-deleted': 'sectionDeleted',
  'sections-ordered': 'sectionsOrdered',
  archived: 'journalArchived',
  restored: 'journalRestored',
  logo: 'logoSaved',
  'logo-removed': 'logoRemoved',
  doi: 'doiSettingsSaved',
} as const;

type Typed = Record<string, string>;
type Failure = (FormFailure & { values?: Typed }) | undefined;

/** The refusal of one form of the page (by its intent, and section for a section's forms). */
function failureOf(result: unknown, intents: string[], sectionId = ''): Failure {
  if (!isFormFailure(result)) return undefined;
  const values = (result as { values?: Typed }).values;
  if (!values || !intents.includes(values.intent ?? '')) return undefined;
  if ((values.sectionId ?? '') !== sectionId) return undefined;
  return { ...result, values };
}

/**
 * `{paths.journalsAdmin}/:id`: a journal's settings in one form (identity, contact, about,
 * submissions, appearance), its sections each with their own form and place in the order, and
 * for site administrators archiving and deletion. The journal's editors see it all read-only.
 * A refused save shows beside its form with what was typed kept; a save over someone else's
 * newer one is refused with who saved it and when.
 */
export function AdminJournalSettingsPage() {
  const { settings, doi, lastSaved, sections, saved } =
    useLoaderData<typeof adminJournalSettingsLoader>();
  const result = useActionData<typeof adminJournalSettingsAction>();
  useActionErrorModal(result);
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const savedKey = SAVED_TEXTS[saved as keyof typeof SAVED_TEXTS];
  return (
    <div className="q-panel-page">
      <p>
        <Link to={paths.journalsAdmin}>{texts.backToJournals}</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{texts.journalSettingsTitle(settings.title)}</h1>
        <div className="q-actions-row">
          <Link to={journalPath(settings.slug)}>{texts.viewJournal}</Link>
          <Link to={journalStaffPath(paths, settings.slug)}>{texts.journalStaffLink}</Link>
          <Link to={journalPagesPath(paths, settings.id)}>{texts.pagesLink}</Link>
          <Link to={journalReviewPath(paths, settings.id)}>{texts.reviewSettingsLink}</Link>
        </div>
      </header>
      {savedKey && !isFormFailure(result) && (
        <p className="q-notice" role="status">
          {texts[savedKey]}
        </p>
      )}
      {lastSaved && (
        <p className="q-muted">
          <SiteDatedSentence text={lastSaved} />
        </p>
      )}
      {!settings.canEdit && <p className="q-muted">{texts.settingsReadOnly}</p>}
      {/* Keyed by version: after a save the form shows the settings as stored (trimmed, one
          declaration per line), not what the browser kept of the typing. */}
      <SettingsForm key={settings.version} failure={failureOf(result, ['settings'])} />
      {settings.canEdit && <LogoSection failure={failureOf(result, ['logo', 'logo-remove'])} />}
      {doi && (
        <JournalDoiSection
          key={`doi-${doi.version}`}
          doi={doi}
          canEdit={settings.canEdit}
          failure={failureOf(result, ['doi'])}
        />
      )}
      <section aria-labelledby="journal-sections" className="q-account-section">
        <h2 id="journal-sections">{texts.sectionsHeading}</h2>
        <p className="q-muted">{texts.sectionsIntro}</p>
        {sections.length === 0 ? (
          <EmptyState title={texts.noSectionsYet} description={texts.noSectionsHint} />
        ) : (
          <ol className="q-staff-list">
            {sections.map((section, index) => (
              <SectionCard
                key={`${section.id}-${section.version}`}
                section={section}
                canEdit={settings.canEdit}
                first={index === 0}
                last={index === sections.length - 1}
                failure={failureOf(
                  result,
                  ['section-save', 'section-delete', 'section-up', 'section-down'],
                  String(section.id),
                )}
              />
            ))}
          </ol>
        )}
        {settings.canEdit && (
          // A new form (folded, empty) once a section was added.
          <AddSectionForm key={sections.length} failure={failureOf(result, ['section-add'])} />
        )}
      </section>
      {settings.canAdminister && (
        <ArchiveSection
          settings={settings}
          failure={failureOf(result, ['archive', 'restore', 'delete'])}
        />
      )}
    </div>
  );
}

/** The settings form: every setting of the journal, saved at once from the version it was read at. */
function SettingsForm({ failure }: { failure: Failure }) {
  const { settings, licenses, timeZones, brandContrast } =
    useLoaderData<typeof adminJournalSettingsLoader>();
  const texts = usePanelTexts();
  const typed = failure?.values;
  // A refused form shows what was typed; otherwise the journal as saved.
  const value = (name: keyof JournalSettings & string, saved: string | null) =>
    typed ? (typed[name] ?? '') : (saved ?? '');
  const errors = (name: string) => fieldErrorsOf(failure, name);
  const labels = {
    version: texts.saveSettings,
    title: texts.journalTitleLabel,
    slug: texts.journalSlugLabel,
    abbreviation: texts.abbreviationLabel,
    issn: texts.printIssnLabel,
    eissn: texts.onlineIssnLabel,
    publisher: texts.publisherLabel,
    contactName: texts.contactNameLabel,
    contactEmail: texts.contactEmailLabel,
    description: texts.descriptionLabel,
    focusScope: texts.focusScopeLabel,
    authorGuidelines: texts.authorGuidelinesLabel,
    submissionDeclarations: texts.declarationsLabel,
    brandColor: texts.brandColourLabel,
    license: texts.licenseLabel,
    timeZone: texts.timeZoneLabel,
  };
  return (
    <IntentForm
      intent="settings"
      hidden={{ version: settings.version }}
      submit={texts.saveSettings}
      failure={failure}
      labels={labels}
      className="q-journal-settings"
      canSubmit={settings.canEdit}
    >
      <fieldset disabled={!settings.canEdit} className="q-journal-settings">
        <fieldset className="q-fieldset">
          <legend>{texts.identityLegend}</legend>
          <TextField
            name="title"
            label={texts.journalTitleLabel}
            required
            defaultValue={value('title', settings.title)}
            errors={errors('title')}
          />
          <TextField
            name="slug"
            label={texts.journalSlugLabel}
            hint={texts.journalSlugHint}
            required
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={value('slug', settings.slug)}
            errors={errors('slug')}
          />
          {settings.formerSlugs.length > 0 && (
            <p className="q-muted">{texts.formerSlugs(settings.formerSlugs.join(', '))}</p>
          )}
          <TextField
            name="abbreviation"
            label={texts.abbreviationLabel}
            defaultValue={value('abbreviation', settings.abbreviation)}
            errors={errors('abbreviation')}
          />
          <TextField
            name="issn"
            label={texts.printIssnLabel}
            hint={texts.issnHint}
            inputMode="numeric"
            defaultValue={value('issn', settings.issn)}
            errors={errors('issn')}
          />
          <TextField
            name="eissn"
            label={texts.onlineIssnLabel}
            hint={texts.issnHint}
            inputMode="numeric"
            defaultValue={value('eissn', settings.eissn)}
            errors={errors('eissn')}
          />
          <TextField
            name="publisher"
            label={texts.publisherLabel}
            defaultValue={value('publisher', settings.publisher)}
            errors={errors('publisher')}
          />
        </fieldset>
        <fieldset className="q-fieldset">
          <legend>{texts.contactLegend}</legend>
          <TextField
            name="contactName"
            label={texts.contactNameLabel}
            defaultValue={value('contactName', settings.contactName)}
            errors={errors('contactName')}
          />
          <TextField
            name="contactEmail"
            type="email"
            label={texts.contactEmailLabel}
            defaultValue={value('contactEmail', settings.contactEmail)}
            errors={errors('contactEmail')}
          />
        </fieldset>
        <fieldset className="q-fieldset">
          <legend>{texts.aboutLegend}</legend>
          <TextareaField
            name="description"
            label={texts.descriptionLabel}
            hint={texts.htmlHint}
            defaultValue={value('description', settings.description)}
            errors={errors('description')}
          />
          <TextareaField
            name="focusScope"
            label={texts.focusScopeLabel}
            hint={texts.htmlHint}
            defaultValue={value('focusScope', settings.focusScope)}
            errors={errors('focusScope')}
          />
          <TextareaField
            name="authorGuidelines"
            label={texts.authorGuidelinesLabel}
            hint={texts.htmlHint}
            defaultValue={value('authorGuidelines', settings.authorGuidelines)}
            errors={errors('authorGuidelines')}
          />
        </fieldset>
        <fieldset className="q-fieldset">
          <legend>{texts.submissionsLegend}</legend>
          <Checkbox
            name="submissionsOpen"
            label={texts.submissionsOpenLabel}
            hint={texts.submissionsOpenHint}
            defaultChecked={typed ? typed.submissionsOpen === 'on' : settings.submissionsOpen}
          />
          <TextareaField
            name="submissionDeclarations"
            label={texts.declarationsLabel}
            hint={texts.declarationsHint}
            defaultValue={
              typed
                ? (typed.submissionDeclarations ?? '')
                : settings.submissionDeclarations.join('\n')
            }
            errors={errors('submissionDeclarations')}
          />
          <SelectField
            name="license"
            label={texts.licenseLabel}
            required
            defaultValue={value('license', settings.license)}
            options={licenses}
            errors={errors('license')}
          />
          <TextField
            name="timeZone"
            label={texts.timeZoneLabel}
            hint={texts.timeZoneHint}
            required
            list="journal-time-zones"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={value('timeZone', settings.timeZone)}
            errors={errors('timeZone')}
          />
          <datalist id="journal-time-zones">
            {timeZones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </fieldset>
        <fieldset className="q-fieldset">
          <legend>{texts.appearanceLegend}</legend>
          <TextField
            name="brandColor"
            type="color"
            label={texts.brandColourLabel}
            hint={texts.brandColourHint}
            required
            defaultValue={value('brandColor', settings.brandColor)}
            errors={errors('brandColor')}
          />
          <p className="q-muted">{brandContrast}</p>
        </fieldset>
      </fieldset>
    </IntentForm>
  );
}

/** The fields a section's add and edit forms share. */
function SectionFields({
  idPrefix,
  section,
  typed,
  failure,
}: {
  idPrefix: string;
  section: Pick<
    SectionSettings,
    'title' | 'abbreviation' | 'policy' | 'submissionsOpen' | 'peerReviewed'
  > | null;
  typed: Typed | undefined;
  failure: Failure;
}) {
  const texts = usePanelTexts();
  const value = (name: 'title' | 'abbreviation' | 'policy') =>
    typed ? (typed[name] ?? '') : (section?.[name] ?? '');
  const checked = (name: 'submissionsOpen' | 'peerReviewed') =>
    typed ? typed[name] === 'on' : (section?.[name] ?? true);
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        name="title"
        label={texts.sectionTitleLabel}
        required
        defaultValue={value('title')}
        errors={fieldErrorsOf(failure, 'title')}
      />
      <TextField
        id={`${idPrefix}-abbreviation`}
        name="abbreviation"
        label={texts.abbreviationLabel}
        defaultValue={value('abbreviation')}
        errors={fieldErrorsOf(failure, 'abbreviation')}
      />
      <TextareaField
        id={`${idPrefix}-policy`}
        name="policy"
        label={texts.sectionPolicyLabel}
        hint={texts.sectionPolicyHint}
        defaultValue={value('policy')}
        errors={fieldErrorsOf(failure, 'policy')}
      />
      <Checkbox
        id={`${idPrefix}-open`}
        name="submissionsOpen"
        label={texts.sectionOpenLabel}
        defaultChecked={checked('submissionsOpen')}
      />
      <Checkbox
        id={`${idPrefix}-reviewed`}
        name="peerReviewed"
        label={texts.peerReviewedLabel}
        defaultChecked={checked('peerReviewed')}
      />
    </>
  );
}

/** The section forms' error-summary labels, linked to one form's own field ids. */
function sectionLabels(texts: ReturnType<typeof usePanelTexts>) {
  return {
    title: texts.sectionTitleLabel,
    abbreviation: texts.abbreviationLabel,
    policy: texts.sectionPolicyLabel,
    version: texts.saveSection,
  };
}

/** One section: its state, counts and editors; for managers, its edit form, place and deletion. */
function SectionCard({
  section,
  canEdit,
  first,
  last,
  failure,
}: {
  section: SectionSettings & { lastSaved: SiteDatedText | null };
  canEdit: boolean;
  first: boolean;
  last: boolean;
  failure: Failure;
}) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  const idPrefix = `section-${section.id}`;
  const editing = failure?.values?.intent === 'section-save' ? failure : undefined;
  return (
    <li className="q-staff-member">
      <div className="q-staff-member__who">
        <strong>{section.title}</strong>
        {section.abbreviation && <span className="q-muted">{section.abbreviation}</span>}
      </div>
      <p className="q-muted">
        {texts.sectionOpenState(section.submissionsOpen, section.peerReviewed)}
      </p>
      <p className="q-muted">
        {texts.sectionCounts(section.articleCount, section.submissionCount)} ·{' '}
        {section.editors.length > 0
          ? texts.sectionEditors(section.editors.map((editor) => editor.name).join(', '))
          : texts.noSectionEditors}
      </p>
      {failure && !editing && <ErrorSummary failure={failure} labels={{}} />}
      {canEdit && (
        <>
          <OrderButtons
            field="sectionId"
            id={section.id}
            title={section.title}
            up="section-up"
            down="section-down"
            first={first}
            last={last}
            busy={busy}
          />
          <ItemEditor
            summary={texts.editSection(section.title)}
            open={Boolean(editing)}
            itemField="sectionId"
            itemId={section.id}
            save={{
              intent: 'section-save',
              hidden: { version: section.version },
              submit: texts.saveSection,
              failure: editing,
              labels: sectionLabels(texts),
              children: (
                <>
                  <SectionFields
                    idPrefix={idPrefix}
                    section={section}
                    typed={editing?.values}
                    failure={editing}
                  />
                  {section.lastSaved && (
                    <p className="q-muted">
                      <SiteDatedSentence text={section.lastSaved} />
                    </p>
                  )}
                </>
              ),
            }}
            remove={{ intent: 'section-delete', label: texts.deleteSection(section.title) }}
          />
        </>
      )}
    </li>
  );
}

/** The form that adds a section, last in the journal's order. */
function AddSectionForm({ failure }: { failure: Failure }) {
  const texts = usePanelTexts();
  return (
    <details className="q-staff-member__change" open={Boolean(failure)}>
      <summary>{texts.addSectionHeading}</summary>
      <IntentForm
        intent="section-add"
        submit={texts.addSection}
        failure={failure}
        labels={sectionLabels(texts)}
      >
        <SectionFields
          idPrefix="new-section"
          section={null}
          typed={failure?.values}
          failure={failure}
        />
      </IntentForm>
    </details>
  );
}

/** Archiving, restoring and deleting the journal (site administrators). */
function ArchiveSection({ settings, failure }: { settings: JournalSettings; failure: Failure }) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  const archived = settings.archivedAt !== null;
  return (
    <section aria-labelledby="journal-archive" className="q-account-section">
      <h2 id="journal-archive">{texts.archiveHeading}</h2>
      <p className="q-muted">{texts.archiveIntro}</p>
      <ErrorSummary failure={failure} labels={{ confirm: texts.confirmDeleteLabel }} />
      <IntentButton
        intent={archived ? 'restore' : 'archive'}
        label={archived ? texts.restoreJournal : texts.archiveJournal}
      />
      <Form method="post" className="q-form" noValidate>
        <input type="hidden" name="intent" value="delete" />
        <Checkbox id="field-confirm" name="confirm" label={texts.confirmDeleteLabel} />
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--danger" disabled={busy}>
            {texts.deleteJournal}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** The journal's logo: the current one, a form to upload another, and one to remove it. */
function LogoSection({ failure }: { failure: Failure }) {
  const { settings } = useLoaderData<typeof adminJournalSettingsLoader>();
  const texts = usePanelTexts();
  return (
    <section aria-labelledby="journal-logo" className="q-account-section">
      <h2 id="journal-logo">{texts.logoHeading}</h2>
      {settings.logoUrl ? (
        <img className="q-journal-logo-preview" src={settings.logoUrl} alt={settings.title} />
      ) : (
        <p className="q-muted">{texts.noLogo}</p>
      )}
      <IntentForm
        intent="logo"
        encType="multipart/form-data"
        submit={texts.uploadLogo}
        failure={failure}
        labels={{ logo: texts.logoLabel }}
      >
        <TextField
          name="logo"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          label={texts.logoLabel}
          hint={texts.logoHint}
          required
          errors={fieldErrorsOf(failure, 'logo')}
        />
      </IntentForm>
      {settings.logoUrl && <IntentButton intent="logo-remove" label={texts.removeLogo} />}
    </section>
  );
}
