import { isApiError } from '@quire/api-client';
import {
  type EditableNews,
  isSiteAdministrator,
  newsBodySchema,
  type Session,
} from '@quire/contracts';
import { journalSite, pageParam, type SiteDatedText, siteDatedText } from '@quire/site';
import {
  apiContext,
  formFailure,
  localFailure,
  type RequestArgs,
  readFormData,
  textField,
} from '@quire/site/server';
import { data, redirect } from 'react-router';
import { panelTexts } from '../../texts';
import { editorJournals } from '../editor-journals.server';
import { messagesByField, typedFields } from '../journals/journal-forms.server';
import { rethrowApiError } from '../submission/api-errors.server';
import { instantToLocal, localToInstant } from './zoned-time.server';

/** News per page of the back office's list. */
export const NEWS_PER_PAGE = 20;

/** A news item as the back office lists it. */
export interface NewsRowView {
  id: number;
  title: string;
  href: string;
  /** `Journal of X` or `Site news`. */
  where: string;
  /** `Draft`, `Scheduled for 01-12-2026 09:00` or `Published 29-11-2026`. */
  state: SiteDatedText;
  stateKind: EditableNews['state'];
  featured: boolean;
}

/** The `?journal=` choices: the site's own news (site administrators), then each journal. */
async function newsPlaces({ context }: Pick<RequestArgs, 'context'>, editor: Session['user']) {
  const texts = panelTexts();
  const journals = await editorJournals({ context }, editor);
  return [
    ...(isSiteAdministrator(editor) ? [{ value: 'site', label: texts.siteNews, id: null }] : []),
    ...journals.map((journal) => ({ value: journal.slug, label: journal.title, id: journal.id })),
  ];
}

function stateText(item: EditableNews): SiteDatedText {
  const texts = panelTexts();
  const dated =
    item.state === 'scheduled'
      ? siteDatedText(texts.newsScheduledFor, item.publishedAt, { withTime: true })
      : item.state === 'published'
        ? siteDatedText(texts.newsPublishedOn, item.publishedAt)
        : null;
  return dated ?? { before: texts.newsDraft, date: null, after: '' };
}

/** `{paths.newsAdmin}`: the news the editor writes, by place and state, newest first. */
export async function loadNewsList({ request, context }: RequestArgs, editor: Session['user']) {
  const { paths } = journalSite();
  const url = new URL(request.url);
  const places = await newsPlaces({ context }, editor);
  const journal = url.searchParams.get('journal') ?? '';
  const status = url.searchParams.get('status') ?? '';
  const filters = {
    journal: places.some((place) => place.value === journal) ? journal : '',
    status: ['draft', 'scheduled', 'published'].includes(status) ? status : '',
    page: pageParam(url.searchParams.get('page')),
  };
  const list = await context
    .get(apiContext)
    .editorial.news({
      query: {
        journal: filters.journal || undefined,
        status: (filters.status || undefined) as 'draft' | 'scheduled' | 'published' | undefined,
        page: filters.page,
        perPage: NEWS_PER_PAGE,
      },
    })
    .catch(rethrowApiError);
  return {
    filters,
    places: places.map(({ value, label }) => ({ value, label })),
    items: list.data.map(
      (item): NewsRowView => ({
        id: item.id,
        title: item.title,
        href: `${paths.newsAdmin}/${item.id}`,
        where: item.journal?.title ?? panelTexts().siteNews,
        state: stateText(item),
        stateKind: item.state,
        featured: item.featured,
      }),
    ),
    meta: list.meta,
    saved: url.searchParams.get('saved') ?? '',
  };
}

/** The news id of an edit page's address (`new` for a new item); 404 for anything else. */
export function newsIdParam(value: string | undefined): number | 'new' {
  if (value === 'new') return 'new';
  const id = Number(value);
  if (!(Number.isInteger(id) && id > 0 && id <= 2_147_483_647))
    throw data('Not Found', { status: 404 });
  return id;
}

/** `{paths.newsAdmin}/new` and `/{id}`: the form of a news item, new or as saved. */
export async function loadNewsItem(
  { request, context }: RequestArgs,
  editor: Session['user'],
  id: number | 'new',
) {
  const site = journalSite();
  const places = await newsPlaces({ context }, editor);
  if (places.length === 0) throw data(panelTexts().newsNotYours, { status: 403 });
  const item =
    id === 'new'
      ? null
      : await context
          .get(apiContext)
          .editorial.newsItem({ params: { newsId: id } })
          .catch(rethrowApiError);
  const url = new URL(request.url);
  const preset = url.searchParams.get('journal');
  return {
    item,
    places: places.map(({ value, label }) => ({ value, label })),
    /** The place a new item starts in: the one the list was filtered by, else the first. */
    place: item
      ? (item.journal?.slug ?? 'site')
      : ((places.find((p) => p.value === preset) ?? places[0])?.value ?? ''),
    publishAt: item ? instantToLocal(item.publishedAt, site.timeZone) : '',
    state: item ? stateText(item) : { before: panelTexts().newsNew, date: null, after: '' },
    lastSaved: item?.lastChange
      ? siteDatedText(
          (date) => panelTexts().lastSaved(date, item.lastChange?.by ?? null),
          item.lastChange.at,
        )
      : null,
    timeZone: site.timeZone,
    saved: url.searchParams.get('saved') ?? '',
  };
}

/**
 * The news form's posts: `save` (new or existing, as a draft or published, now or at the
 * date given) and `delete`. Checked with the contract first; the API's refusals (an address
 * taken, a stale version) come back beside their fields with what was typed kept.
 */
export async function newsItemAction(
  { request, context }: RequestArgs,
  editor: Session['user'],
  id: number | 'new',
) {
  const form = await readFormData(request);
  const api = context.get(apiContext).editorial;
  const { paths, timeZone } = journalSite();
  const intent = textField(form, 'intent');
  const values = { intent, ...typedFields(form) };
  const places = await newsPlaces({ context }, editor);
  const deleting = intent === 'delete' && id !== 'new';
  if (!deleting && intent !== 'save') throw data(panelTexts().unknownAction, { status: 400 });
  try {
    if (deleting) {
      await api.removeNews({ params: { newsId: id } });
      return redirect(`${paths.newsAdmin}?saved=deleted`);
    }
    const place = places.find((entry) => entry.value === textField(form, 'journal'));
    const publishAtText = textField(form, 'publishAt').trim();
    const publishedAt = publishAtText ? localToInstant(publishAtText, timeZone) : null;
    const fields = {
      journalId: place ? place.id : -1,
      title: textField(form, 'title'),
      slug: textField(form, 'slug'),
      summary: textField(form, 'summary'),
      body: textField(form, 'body'),
      status: textField(form, 'status'),
      publishedAt: publishAtText && !publishedAt ? 'not a date' : publishedAt,
      featured: form.get('featured') === 'on',
    };
    const parsed = newsBodySchema.safeParse(fields);
    if (!place) {
      return localFailure({ journal: [panelTexts().newsChoosePlace] }, values);
    }
    if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
    const saved =
      id === 'new'
        ? await api.createNews({ body: parsed.data })
        : await api.saveNews({
            params: { newsId: id },
            body: { ...parsed.data, version: Number(textField(form, 'version')) },
          });
    return redirect(`${paths.newsAdmin}/${saved.id}?saved=${id === 'new' ? 'created' : 'saved'}`);
  } catch (caught) {
    if (isApiError(caught) && caught.status === 404) throw data('Not Found', { status: 404 });
    return formFailure(caught, values);
  }
}
