import { isApiError } from '@quire/api-client';
import { journalPageBodySchema, journalPageUpdateBodySchema } from '@quire/contracts';
import { formatSiteDate, journalPagePath, journalSite } from '@quire/site';
import {
  apiContext,
  formFailure,
  localFailure,
  type RequestArgs,
  readFormData,
  textField,
} from '@quire/site/server';
import { data, redirect } from 'react-router';
import { journalPagesPath } from '../../lib/panel-paths';
import { panelTexts } from '../../texts';
import { messagesByField, moved, typedFields } from '../journals/journal-forms.server';
import { rethrowApiError } from '../submission/api-errors.server';

/** `{paths.journalsAdmin}/{id}/pages`: the journal's pages in menu order, each with its form. */
export async function loadJournalPages({ request, context }: RequestArgs, journalId: number) {
  const api = context.get(apiContext);
  const [list, settings] = await Promise.all([
    api.editorial.pages(journalId).catch(rethrowApiError),
    api.journals.settings(journalId).catch(rethrowApiError),
  ]);
  const texts = panelTexts();
  return {
    journal: { ...list.journal, canEdit: settings.canEdit },
    pages: list.data.map((page) => ({
      ...page,
      href: journalPagePath(list.journal.slug, page.slug),
      lastSaved: page.lastChange
        ? texts.lastSaved(formatSiteDate(page.lastChange.at), page.lastChange.by)
        : null,
    })),
    saved: new URL(request.url).searchParams.get('saved') ?? '',
  };
}

/**
 * The pages screen's posts, by `intent`: `add`, `save` and `delete` (by `pageId`), `up` and
 * `down` (the menu's order). A refusal comes back beside its form with what was typed kept.
 */
export async function journalPagesAction({ request, context }: RequestArgs, journalId: number) {
  const form = await readFormData(request);
  const api = context.get(apiContext).editorial;
  const intent = textField(form, 'intent');
  const pageId = Number(textField(form, 'pageId'));
  const values = { intent, ...typedFields(form) };
  const done = (saved: string) =>
    redirect(`${journalPagesPath(journalSite().paths, journalId)}?saved=${saved}`);
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
        await api.addPage(journalId, parsed.data);
        return done('added');
      }
      case 'save': {
        const parsed = journalPageUpdateBodySchema.safeParse({
          ...fields,
          version: Number(textField(form, 'version')),
        });
        if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
        await api.savePage(journalId, pageId, parsed.data);
        return done('saved');
      }
      case 'delete':
        await api.removePage(journalId, pageId);
        return done('deleted');
      case 'up':
      case 'down': {
        const { data: pages } = await api.pages(journalId);
        const order = pages.map((page) => page.id);
        await api.orderPages(
          journalId,
          moved(order, order.indexOf(pageId), intent === 'up' ? -1 : 1),
        );
        return done('ordered');
      }
    }
  } catch (caught) {
    if (isApiError(caught) && caught.status === 404) throw data('Not Found', { status: 404 });
    return formFailure(caught, values);
  }
  throw data(panelTexts().unknownAction, { status: 400 });
}
