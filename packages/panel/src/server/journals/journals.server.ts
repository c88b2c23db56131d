import { isApiError } from '@quire/api-client';
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  formatContrastRatio,
  isSiteAdministrator,
  type JournalSettings,
  LICENSE_OPTIONS,
  type Session,
  TEXT_ON_BRAND,
} from '@quire/contracts';
import { journalSite, type SiteDatedText, siteDatedText } from '@quire/site';
import {
  apiContext,
  formFailure,
  localFailure,
  type RequestArgs,
  readFormData,
  textField,
} from '@quire/site/server';
import { data, redirect } from 'react-router';
import { journalSettingsPath } from '../../lib/panel-paths';
import { panelTexts } from '../../texts';
import { rethrowApiError } from '../submission/api-errors.server';
import {
  messagesByField,
  moved,
  readCreateForm,
  readDoiForm,
  readSectionForm,
  readSettingsForm,
  typedFields,
} from './journal-forms.server';

/** A journal of the back office's list, with its address and state in words. */
export interface ManagedJournalView {
  id: number;
  title: string;
  slug: string;
  href: string;
  /** `Open to submissions`, `Closed to submissions` or `Archived on 29-11-2026`. */
  state: SiteDatedText;
  archived: boolean;
  sectionCount: number;
  articleCount: number;
}

/** `{paths.journalsAdmin}`: the journals the editor works on; site administrators may create and order. */
export async function loadManagedJournals({ request, context }: RequestArgs) {
  const { paths } = journalSite();
  const texts = panelTexts();
  const list = await context.get(apiContext).journals.list().catch(rethrowApiError);
  return {
    journals: list.data.map(
      (journal): ManagedJournalView => ({
        id: journal.id,
        title: journal.title,
        slug: journal.slug,
        href: journalSettingsPath(paths, journal.id),
        state: (journal.archivedAt
          ? siteDatedText(texts.journalArchivedOn, journal.archivedAt)
          : null) ?? {
          before: journal.submissionsOpen ? texts.journalOpen : texts.journalClosed,
          date: null,
          after: '',
        },
        archived: journal.archivedAt !== null,
        sectionCount: journal.sectionCount,
        articleCount: journal.articleCount,
      }),
    ),
    canAdminister: list.canAdminister,
    /** Whether the audit log is theirs to read (site administrators, and managers of a journal). */
    readsAudit: list.canAdminister || list.data.some((journal) => journal.canEdit),
    saved: new URL(request.url).searchParams.get('saved') ?? '',
  };
}

/** The posts of the journals list (site administrators): `create`, and `up` / `down` by `journalId`. */
export async function managedJournalsAction(
  { request, context }: RequestArgs,
  user: Session['user'],
) {
  if (!isSiteAdministrator(user)) throw data(panelTexts().siteAdminsOnlyPages, { status: 403 });
  const form = await readFormData(request);
  const api = context.get(apiContext);
  const intent = textField(form, 'intent');
  const values = { intent, ...typedFields(form) };
  const { paths } = journalSite();
  try {
    if (intent === 'create') {
      const parsed = readCreateForm(form);
      if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
      const created = await api.journals.create({ body: parsed.data });
      return redirect(`${journalSettingsPath(paths, created.id)}?saved=created`);
    }
    if (intent === 'up' || intent === 'down') {
      const list = await api.journals.list();
      const order = list.data.map((journal) => journal.id);
      const index = order.indexOf(Number(textField(form, 'journalId')));
      await api.journals.order({ body: { ids: moved(order, index, intent === 'up' ? -1 : 1) } });
      return redirect(`${paths.journalsAdmin}?saved=ordered`);
    }
  } catch (caught) {
    return formFailure(caught, values);
  }
  throw data(panelTexts().unknownAction, { status: 400 });
}

/** The journal id of a settings page's address (404 for one that cannot be an id). */
export function journalIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!(Number.isInteger(id) && id > 0 && id <= 2_147_483_647)) {
    throw data('Not Found', { status: 404 });
  }
  return id;
}

/** A licence choice of the settings form. */
const LICENSE_CHOICES = LICENSE_OPTIONS.map((option) => ({ value: option.id, label: option.name }));

/** Every time zone this server knows, for the settings forms' suggestions. */
export function timeZoneNames(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  const names = intl.supportedValuesOf?.('timeZone') ?? [];
  return names.includes('UTC') ? names : ['UTC', ...names];
}

/** How white text reads on the journal's brand colour, in words. */
function brandContrast(settings: JournalSettings): string {
  const ratio = contrastRatio(settings.brandColor, TEXT_ON_BRAND);
  return panelTexts().brandContrast(formatContrastRatio(ratio), ratio >= AA_TEXT_CONTRAST);
}

/** `{paths.journalsAdmin}/{id}`: one journal's settings and sections (404 for one not theirs). */
export async function loadJournalSettings({ request, context }: RequestArgs, journalId: number) {
  const api = context.get(apiContext);
  const [settings, doi] = await Promise.all([
    api.journals.settings({ params: { journalId } }),
    // Its editors and managers only: a section editor's page has no DOI section.
    api.dois.settings({ params: { journalId } }).catch((caught: unknown) => {
      if (isApiError(caught) && (caught.status === 403 || caught.status === 404)) return null;
      throw caught;
    }),
  ]).catch(rethrowApiError);
  const texts = panelTexts();
  const lastChange = (change: JournalSettings['lastChange']) =>
    change ? siteDatedText((date) => texts.lastSaved(date, change.by), change.at) : null;
  return {
    settings,
    doi,
    lastSaved: lastChange(settings.lastChange),
    sections: settings.sections.map((section) => ({
      ...section,
      lastSaved: lastChange(section.lastChange),
    })),
    licenses: LICENSE_CHOICES,
    timeZones: timeZoneNames(),
    brandContrast: brandContrast(settings),
    saved: new URL(request.url).searchParams.get('saved') ?? '',
  };
}

/**
 * The settings page's posts, by `intent`: `settings` (every setting), `doi` (the DOI settings), `section-add`,
 * `section-save`, `section-delete`, `section-up` / `section-down` (by `sectionId`), and for site
 * administrators `archive`, `restore` and `delete`. Each is checked with the contract first; the
 * API's refusals (a stale version, a slug taken, a section that files articles) come back the
 * same way, beside the form that was sent, with what was typed kept.
 */
export async function journalSettingsAction({ request, context }: RequestArgs, journalId: number) {
  const form = await readFormData(request);
  const api = context.get(apiContext);
  const intent = textField(form, 'intent');
  const sectionId = Number(textField(form, 'sectionId'));
  const values = { intent, ...typedFields(form) };
  const { paths } = journalSite();
  const done = (saved: string) =>
    redirect(`${journalSettingsPath(paths, journalId)}?saved=${saved}`);
  const failed = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) =>
    localFailure(messagesByField(issues), values);
  try {
    switch (intent) {
      case 'settings': {
        const parsed = readSettingsForm(form);
        if (!parsed.success) return failed(parsed.error.issues);
        await api.journals.save({ params: { journalId }, body: parsed.data });
        return done('settings');
      }
      case 'doi': {
        const parsed = readDoiForm(form);
        // The password is never sent back to the form, even when the form is refused.
        const { password: _password, ...kept } = values as Record<string, string>;
        if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), kept);
        try {
          await api.dois.saveSettings({ params: { journalId }, body: parsed.data });
        } catch (caught) {
          if (isApiError(caught) && caught.status === 404) throw data('Not Found', { status: 404 });
          return formFailure(caught, kept);
        }
        return done('doi');
      }
      case 'section-add': {
        const parsed = readSectionForm(form, { withVersion: false });
        if (!parsed.success) return failed(parsed.error.issues);
        await api.journals.addSection({ params: { journalId }, body: parsed.data });
        return done('section-added');
      }
      case 'section-save': {
        const parsed = readSectionForm(form, { withVersion: true });
        if (!parsed.success) return failed(parsed.error.issues);
        await api.journals.saveSection({
          params: { journalId, sectionId },
          body: {
            ...parsed.data,
            version: Number(textField(form, 'version')),
          },
        });
        return done('section-saved');
      }
      case 'section-delete':
        await api.journals.removeSection({ params: { journalId, sectionId } });
        return done('section-deleted');
      case 'section-up':
      case 'section-down': {
        const settings = await api.journals.settings({ params: { journalId } });
        const order = settings.sections.map((section) => section.id);
        const step = intent === 'section-up' ? -1 : 1;
        await api.journals.orderSections({
          params: { journalId },
          body: { ids: moved(order, order.indexOf(sectionId), step) },
        });
        return done('sections-ordered');
      }
      case 'logo': {
        const file = form.get('logo');
        if (!(file instanceof File) || file.size === 0) {
          return localFailure({ logo: [panelTexts().chooseLogo] }, values);
        }
        let fileId: number;
        try {
          fileId = (await api.files.upload('cover', file, file.name)).id;
        } catch (caught) {
          if (isApiError(caught) && caught.status >= 400 && caught.status < 500) {
            return localFailure({ logo: [caught.message] }, values);
          }
          throw caught;
        }
        try {
          await api.journals.setLogo({ params: { journalId }, body: { fileId } });
        } catch (caught) {
          // The image was taken but could not be set: it goes again, not left behind.
          await api.files.remove({ params: { id: fileId } }).catch(() => undefined);
          throw caught;
        }
        return done('logo');
      }
      case 'logo-remove':
        await api.journals.removeLogo({ params: { journalId } });
        return done('logo-removed');
      case 'archive':
      case 'restore':
        await (intent === 'archive' ? api.journals.archive : api.journals.restore)({
          params: { journalId },
        });
        return done(intent === 'archive' ? 'archived' : 'restored');
      case 'delete':
        if (textField(form, 'confirm') !== 'on') {
          return localFailure({ confirm: [panelTexts().confirmDeleteJournal] }, values);
        }
        await api.journals.remove({ params: { journalId } });
        return redirect(`${paths.journalsAdmin}?saved=deleted`);
    }
  } catch (caught) {
    if (isApiError(caught) && caught.status === 404) throw data('Not Found', { status: 404 });
    return formFailure(caught, values);
  }
  throw data(panelTexts().unknownAction, { status: 400 });
}
