import {
  DATE_FORMATS,
  isSiteAdministrator,
  type Session,
  siteSettingsBodySchema,
} from '@quire/contracts';
import { journalSite, siteDatedText } from '@quire/site';
import {
  apiContext,
  formFailure,
  localFailure,
  type RequestArgs,
  readFormData,
  textField,
} from '@quire/site/server';
import { formatDate } from '@quire/utils';
import { data, redirect } from 'react-router';
import { panelTexts } from '../../texts';
import { messagesByField, typedFields } from '../journals/journal-forms.server';
import { timeZoneNames } from '../journals/journals.server';
import { rethrowApiError } from '../submission/api-errors.server';

/** 403 unless the signed-in person is a site administrator. */
export function requireSiteSettingsEditor(user: Session['user']): Session['user'] {
  if (!isSiteAdministrator(user)) throw data(panelTexts().siteAdminsOnlyPages, { status: 403 });
  return user;
}

/** `{paths.siteSettings}`: the site's settings as stored, their version and last save. */
export async function loadSiteSettings({ request, context }: RequestArgs) {
  const settings = await context.get(apiContext).siteSettings.read().catch(rethrowApiError);
  const sample = '2026-03-05T14:30:00Z';
  return {
    settings,
    /** The formats offered, each with today's example (a fixed date, so every format reads apart). */
    dateFormats: DATE_FORMATS.map((pattern) => ({
      value: pattern,
      label: `${formatDate(sample, { pattern, timeZone: 'UTC' })} (${pattern})`,
    })),
    timeZones: timeZoneNames(),
    lastSaved: settings.lastChange
      ? siteDatedText(
          (date) => panelTexts().lastSaved(date, settings.lastChange?.by ?? null),
          settings.lastChange.at,
        )
      : null,
    saved: new URL(request.url).searchParams.get('saved') === 'settings',
  };
}

/** The settings form's post: every setting at once, checked with the contract first. */
export async function siteSettingsAction({ request, context }: RequestArgs) {
  const form = await readFormData(request);
  const values = { intent: 'settings', ...typedFields(form) };
  const parsed = siteSettingsBodySchema.safeParse({
    version: Number(textField(form, 'version')),
    siteName: textField(form, 'siteName'),
    siteDescription: textField(form, 'siteDescription'),
    contactEmail: textField(form, 'contactEmail'),
    footerText: textField(form, 'footerText'),
    timeZone: textField(form, 'timeZone'),
    dateFormat: textField(form, 'dateFormat'),
    abstractWordLimit: textField(form, 'abstractWordLimit'),
  });
  if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
  try {
    await context.get(apiContext).siteSettings.save({ body: parsed.data });
  } catch (caught) {
    return formFailure(caught, values);
  }
  return redirect(`${journalSite().paths.siteSettings}?saved=settings`);
}
