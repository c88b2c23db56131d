import { isApiError, type QuireApi } from '@quire/api-client';
import {
  type JournalPageInput,
  type JournalPageUpdateInput,
  journalPageBodySchema,
  journalPageUpdateBodySchema,
} from '@quire/contracts';
import { journalPagePath, journalSite, siteDatedText, sitePagePath } from '@quire/site';
import {
  apiContext,
  formFailure,
  localFailure,
  type RequestArgs,
  readFormData,
  textField,
} from '@quire/site/server';
import { data, redirect } from 'react-router';
import { journalPagesPath, journalSettingsPath, sitePagesPath } from '../../lib/panel-paths';
import { panelTexts } from '../../texts';
import { messagesByField, moved, typedFields } from '../journals/journal-forms.server';
import { rethrowApiError } from '../submission/api-errors.server';

/** Whose pages a screen edits: a journal's (by id) or the site's. */
export type PageOwner = number | 'site';

/** The page calls of one owner, over the journal's or the site's declared endpoints. */
function pageCalls(api: QuireApi['editorial'], owner: PageOwner) {
  if (owner === 'site') {
    return {
      list: () => api.sitePages(),
      add: (body: JournalPageInput) => api.addSitePage({ body }),
      save: (pageId: number, body: JournalPageUpdateInput) =>
        api.saveSitePage({ params: { pageId }, body }),
      remove: (pageId: number) => api.removeSitePage({ params: { pageId } }),
      order: (ids: number[]) => api.orderSitePages({ body: { ids } }),
    };
  }
  const journalId = owner;
  return {
    list: () => api.journalPages({ params: { journalId } }),
    add: (body: JournalPageInput) => api.addJournalPage({ params: { journalId }, body }),
    save: (pageId: number, body: JournalPageUpdateInput) =>
      api.saveJournalPage({ params: { journalId, pageId }, body }),
    remove: (pageId: number) => api.removeJournalPage({ params: { journalId, pageId } }),
    order: (ids: number[]) => api.orderJournalPages({ params: { journalId }, body: { ids } }),
  };
}

/** The pages screen of `owner`: a journal's (`{journalsAdmin}/{id}/pages`) or the site's. */
function pagesScreenPath(owner: PageOwner): string {
  const { paths } = journalSite();
  return owner === 'site' ? sitePagesPath(paths) : journalPagesPath(paths, owner);
}

/**
 * The pages of a journal (`{journalsAdmin}/{id}/pages`, its managers edit, its editors read) or
 * of the site (`{siteSettings}/pages`, its administrators), in menu order, each with its form.
 */
export async function loadPages({ request, context }: RequestArgs, owner: PageOwner) {
  const api = context.get(apiContext);
  const texts = panelTexts();
  const { paths } = journalSite();
  const [list, canEdit] = await Promise.all([
    pageCalls(api.editorial, owner).list().catch(rethrowApiError),
    // The site's pages answer their administrators only: whoever reads them may edit them.
    owner === 'site'
      ? true
      : api.journals
          .settings({ params: { journalId: owner } })
          .then((settings) => settings.canEdit)
          .catch(rethrowApiError),
  ]);
  const journal = list.journal;
  return {
    screen: journal
      ? {
          title: texts.pagesTitle(journal.title),
          intro: texts.pagesIntro,
          menuLabel: texts.pageInMenuLabel,
          back: {
            href: journalSettingsPath(paths, journal.id),
            label: texts.journalSettingsTitle(journal.title),
          },
        }
      : {
          title: texts.sitePagesTitle,
          intro: texts.sitePagesIntro,
          menuLabel: texts.sitePageInMenuLabel,
          back: { href: paths.siteSettings, label: texts.siteSettingsTitle },
        },
    canEdit,
    pages: list.data.map((page) => ({
      ...page,
      href: journal ? journalPagePath(journal.slug, page.slug) : sitePagePath(page.slug),
      lastSaved: page.lastChange
        ? siteDatedText(
            (date) => texts.lastSaved(date, page.lastChange?.by ?? null),
            page.lastChange.at,
          )
        : null,
    })),
    saved: new URL(request.url).searchParams.get('saved') ?? '',
  };
}

/**
 * The pages screen's posts, by `intent`: `add`, `save` and `delete` (by `pageId`), `up` and
 * `down` (the menu's order). A refusal comes back beside its form with what was typed kept.
 */
export async function pagesAction({ request, context }: RequestArgs, owner: PageOwner) {
  const form = await readFormData(request);
  const api = pageCalls(context.get(apiContext).editorial, owner);
  const intent = textField(form, 'intent');
  const pageId = Number(textField(form, 'pageId'));
  const values = { intent, ...typedFields(form) };
  const done = (saved: string) => redirect(`${pagesScreenPath(owner)}?saved=${saved}`);
  const fields = {
    title: textField(form, 'title'),
    slug: textField(form, 'slug'),
    body: textField(form, 'body'),
    inMenu: form.get('inMenu') === 'on',
  };
  try {
    switch (intent) {
      case 'add': {
        const parsed = journalPageBodySchema.safeParse(fields);
        if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
        await api.add(parsed.data);
        return done('added');
      }
      case 'save': {
        const parsed = journalPageUpdateBodySchema.safeParse({
          ...fields,
          version: Number(textField(form, 'version')),
        });
        if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
        await api.save(pageId, parsed.data);
        return done('saved');
      }
      case 'delete':
        await api.remove(pageId);
        return done('deleted');
      case 'up':
      case 'down': {
        const { data: pages } = await api.list();
        const order = pages.map((page) => page.id);
        await api.order(moved(order, order.indexOf(pageId), intent === 'up' ? -1 : 1));
        return done('ordered');
      }
    }
  } catch (caught) {
    if (isApiError(caught) && caught.status === 404) throw data('Not Found', { status: 404 });
    return formFailure(caught, values);
  }
  throw data(panelTexts().unknownAction, { status: 400 });
}
