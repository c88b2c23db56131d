import {
  type FormFailure,
  fieldErrorsOf,
  isFormFailure,
  SiteDatedSentence,
  siteTitle,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import { SelectField, TextareaField, TextField } from '@quire/ui';
import { Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { sitePagesPath } from '../../lib/panel-paths';
import { IntentForm } from '../../panel-pages/intent-form';
import { panelTexts, usePanelTexts } from '../../texts';
import type { adminSiteSettingsAction, adminSiteSettingsLoader } from './site-settings.server';
import '../../panel-pages/panel-pages.css';
import './journals.css';

export function adminSiteSettingsMeta(_: MetaArgs<typeof adminSiteSettingsLoader>) {
  return [{ title: siteTitle(panelTexts().siteSettingsTitle, panelTexts().editorialTitle) }];
}

/**
 * `{paths.siteSettings}`: the site's own settings in one form — name, description, contact
 * email, footer line, abstract word limit — saved at once from the version they were read at.
 */
export function AdminSiteSettingsPage() {
  const { settings, lastSaved, saved, dateFormats, timeZones } =
    useLoaderData<typeof adminSiteSettingsLoader>();
  const result = useActionData<typeof adminSiteSettingsAction>();
  useActionErrorModal(result);
  const texts = usePanelTexts();
  const { paths } = useJournalSite();
  const failure = isFormFailure(result)
    ? (result as FormFailure & { values?: Record<string, string> })
    : undefined;
  const typed = failure?.values;
  const value = (name: string, stored: string | number | null) =>
    typed ? (typed[name] ?? '') : String(stored ?? '');
  const errors = (name: string) => fieldErrorsOf(failure, name);
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.siteSettingsTitle}</h1>
        <div className="q-actions-row">
          <Link to={sitePagesPath(paths)}>{texts.sitePagesLink}</Link>
        </div>
      </header>
      {saved && !failure && (
        <p className="q-notice" role="status">
          {texts.siteSettingsSaved}
        </p>
      )}
      {lastSaved && (
        <p className="q-muted">
          <SiteDatedSentence text={lastSaved} />
        </p>
      )}
      <IntentForm
        key={settings.version}
        intent="settings"
        hidden={{ version: settings.version }}
        submit={texts.saveSettings}
        failure={failure}
        className="q-journal-settings"
        labels={{
          siteName: texts.siteNameLabel,
          siteDescription: texts.siteDescriptionLabel,
          contactEmail: texts.siteContactLabel,
          footerText: texts.footerTextLabel,
          timeZone: texts.siteTimeZoneLabel,
          dateFormat: texts.dateFormatLabel,
          abstractWordLimit: texts.abstractLimitLabel,
          version: texts.saveSettings,
        }}
      >
        <TextField
          name="siteName"
          label={texts.siteNameLabel}
          required
          defaultValue={value('siteName', settings.siteName)}
          errors={errors('siteName')}
        />
        <TextareaField
          name="siteDescription"
          label={texts.siteDescriptionLabel}
          hint={texts.htmlHint}
          rows={6}
          defaultValue={value('siteDescription', settings.siteDescription)}
          errors={errors('siteDescription')}
        />
        <TextField
          name="contactEmail"
          type="email"
          label={texts.siteContactLabel}
          hint={texts.siteContactHint}
          defaultValue={value('contactEmail', settings.contactEmail)}
          errors={errors('contactEmail')}
        />
        <TextField
          name="footerText"
          label={texts.footerTextLabel}
          hint={texts.footerTextHint}
          defaultValue={value('footerText', settings.footerText)}
          errors={errors('footerText')}
        />
        <TextField
          name="timeZone"
          label={texts.siteTimeZoneLabel}
          hint={texts.siteTimeZoneHint}
          list="site-time-zones"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={value('timeZone', settings.timeZone)}
          errors={errors('timeZone')}
        />
        <datalist id="site-time-zones">
          {timeZones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <SelectField
          name="dateFormat"
          label={texts.dateFormatLabel}
          hint={texts.dateFormatHint}
          defaultValue={value('dateFormat', settings.dateFormat)}
          options={dateFormats}
          errors={errors('dateFormat')}
        >
          <option value="">{texts.dateFormatDefault}</option>
        </SelectField>
        <TextField
          name="abstractWordLimit"
          type="number"
          inputMode="numeric"
          min={50}
          max={5000}
          label={texts.abstractLimitLabel}
          hint={texts.abstractLimitHint}
          required
          defaultValue={value('abstractWordLimit', settings.abstractWordLimit)}
          errors={errors('abstractWordLimit')}
        />
      </IntentForm>
    </div>
  );
}
