import {
  type FormFailure,
  fieldErrorsOf,
  isFormFailure,
  newsPath,
  SiteDatedSentence,
  siteTitle,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import {
  Badge,
  Checkbox,
  EmptyState,
  ErrorSummary,
  Pagination,
  RadioGroup,
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
import { RichTextField } from '../../rich-text/rich-text-field';
import { panelTexts, usePanelTexts } from '../../texts';
import type { adminNewsItemAction, adminNewsItemLoader, adminNewsLoader } from './news.server';
import '../../panel-pages/panel-pages.css';
import './staff.css';
import './audit.css';

export function adminNewsMeta(_: MetaArgs<typeof adminNewsLoader>) {
  return [{ title: siteTitle(panelTexts().newsAdminTitle, panelTexts().editorialTitle) }];
}

const LIST_SAVED = { deleted: 'newsDeleted' } as const;

/**
 * `{paths.newsAdmin}`: the news of the site and of the editor's journals — drafts, scheduled and
 * published — filtered by where it is from and its state, newest first, each linking to its form.
 */
export function AdminNewsPage() {
  const { filters, places, items, meta, saved } = useLoaderData<typeof adminNewsLoader>();
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const savedKey = LIST_SAVED[saved as keyof typeof LIST_SAVED];
  const filtered = Boolean(filters.journal || filters.status);
  const query = (page: number) => {
    const params = new URLSearchParams();
    if (filters.journal) params.set('journal', filters.journal);
    if (filters.status) params.set('status', filters.status);
    if (page > 1) params.set('page', String(page));
    const search = params.toString();
    return search ? `${paths.newsAdmin}?${search}` : paths.newsAdmin;
  };
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.newsAdminTitle}</h1>
        <Link
          to={
            filters.journal
              ? `${paths.newsAdmin}/new?journal=${filters.journal}`
              : `${paths.newsAdmin}/new`
          }
          className="q-btn q-btn--primary"
        >
          {texts.writeNews}
        </Link>
      </header>
      <p>{texts.newsAdminIntro}</p>
      {savedKey && (
        <p className="q-notice" role="status">
          {texts[savedKey]}
        </p>
      )}
      <Form method="get" className="q-audit-filters">
        <SelectField
          name="journal"
          label={texts.newsPlaceLabel}
          labelNote={false}
          defaultValue={filters.journal}
          options={places}
        >
          <option value="">{texts.newsAllPlaces}</option>
        </SelectField>
        <SelectField
          name="status"
          label={texts.newsStatusLabel}
          labelNote={false}
          defaultValue={filters.status}
          options={[
            { value: 'draft', label: texts.newsDraft },
            { value: 'scheduled', label: texts.newsScheduled },
            { value: 'published', label: texts.newsPublished },
          ]}
        >
          <option value="">{texts.newsAllStates}</option>
        </SelectField>
        <div className="q-form-actions">
          <button type="submit" className="q-btn">
            {texts.newsFilter}
          </button>
          {filtered && <Link to={paths.newsAdmin}>{texts.clearFilters}</Link>}
        </div>
      </Form>
      {items.length === 0 ? (
        <EmptyState
          title={texts.noNewsHere}
          description={filtered ? texts.noMatchingHint : texts.noNewsHint}
        />
      ) : (
        <ol className="q-staff-list" aria-label={texts.newsListLabel}>
          {items.map((item) => (
            <li key={item.id} className="q-staff-member">
              <div className="q-staff-member__who">
                <Link to={item.href}>
                  <strong>{item.title}</strong>
                </Link>
                <span className="q-muted">{item.where}</span>
              </div>
              <p className="q-actions-row">
                <Badge emphasis={item.stateKind === 'draft' ? 'strong' : 'normal'}>
                  <SiteDatedSentence text={item.state} />
                </Badge>
                {item.featured && <Badge>{texts.newsFeatured}</Badge>}
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={meta.page}
        pageCount={meta.lastPage}
        hrefForPage={query}
        aria-label={texts.newsPagesLabel}
      />
    </div>
  );
}

export function adminNewsItemMeta({ loaderData }: MetaArgs<typeof adminNewsItemLoader>) {
  const texts = panelTexts();
  return [
    {
      title: siteTitle(texts.newsFormTitle(loaderData?.item?.title ?? null), texts.editorialTitle),
    },
  ];
}

const ITEM_SAVED = { created: 'newsCreated', saved: 'newsSaved' } as const;

/**
 * `{paths.newsAdmin}/new` and `/:id`: a news item's form — where it is from, title, address,
 * summary, the text in the rich-text editor, draft or published (now, or at a date to come), and
 * featured — with its delete button. Works without JavaScript (the text is then plain HTML).
 */
export function AdminNewsItemPage() {
  const { item, places, place, publishAt, state, lastSaved, timeZone, saved } =
    useLoaderData<typeof adminNewsItemLoader>();
  const result = useActionData<typeof adminNewsItemAction>();
  useActionErrorModal(result);
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  const failure = isFormFailure(result)
    ? (result as FormFailure & { values?: Record<string, string> })
    : undefined;
  const typed = failure?.values;
  const savedKey = ITEM_SAVED[saved as keyof typeof ITEM_SAVED];
  const value = (name: string, stored: string) => (typed ? (typed[name] ?? '') : stored);
  const errors = (name: string) => fieldErrorsOf(failure, name);
  const status = typed?.status ?? item?.status ?? 'draft';
  return (
    <div className="q-panel-page">
      <p>
        <Link to={paths.newsAdmin}>{texts.backToNews}</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{texts.newsFormTitle(item?.title ?? null)}</h1>
        {item && item.state === 'published' && (
          <Link to={newsPath(item.slug)}>{texts.viewNews}</Link>
        )}
      </header>
      {savedKey && !failure && (
        <p className="q-notice" role="status">
          {texts[savedKey]}
        </p>
      )}
      <p className="q-muted">
        <SiteDatedSentence text={state} />
        {lastSaved && (
          <>
            {' · '}
            <SiteDatedSentence text={lastSaved} />
          </>
        )}
      </p>
      <Form
        method="post"
        className="q-form q-journal-settings"
        noValidate
        key={item?.version ?? 'new'}
      >
        <ErrorSummary
          failure={failure}
          labels={{
            journal: texts.newsPlaceLabel,
            title: texts.newsTitleLabel,
            slug: texts.newsSlugLabel,
            summary: texts.newsSummaryLabel,
            body: texts.newsBodyLabel,
            publishedAt: texts.newsPublishAtLabel,
            version: texts.saveNews,
          }}
        />
        <input type="hidden" name="intent" value="save" />
        {item && <input type="hidden" name="version" value={item.version} />}
        <SelectField
          name="journal"
          label={texts.newsPlaceLabel}
          required
          defaultValue={value('journal', place)}
          options={places}
          errors={errors('journal')}
        />
        <TextField
          name="title"
          label={texts.newsTitleLabel}
          required
          defaultValue={value('title', item?.title ?? '')}
          errors={errors('title')}
        />
        <TextField
          name="slug"
          label={texts.newsSlugLabel}
          hint={texts.newsSlugHint}
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={value('slug', item?.slug ?? '')}
          errors={errors('slug')}
        />
        <TextareaField
          name="summary"
          label={texts.newsSummaryLabel}
          hint={texts.newsSummaryHint}
          rows={2}
          defaultValue={value('summary', item?.summary ?? '')}
          errors={errors('summary')}
        />
        <RichTextField
          name="body"
          label={texts.newsBodyLabel}
          required
          defaultValue={value('body', item?.body ?? '')}
          errors={errors('body')}
        />
        <fieldset className="q-fieldset">
          <legend>{texts.newsStateLegend}</legend>
          <RadioGroup
            name="status"
            legend={texts.newsStatusLabel}
            defaultValue={status}
            options={[
              { value: 'draft', label: texts.newsSaveDraft },
              { value: 'published', label: texts.newsPublish },
            ]}
            errors={errors('status')}
          />
          <TextField
            name="publishAt"
            type="datetime-local"
            label={texts.newsPublishAtLabel}
            hint={texts.newsPublishAtHint(timeZone)}
            defaultValue={value('publishAt', publishAt)}
            errors={errors('publishedAt')}
          />
          <Checkbox
            name="featured"
            label={texts.newsFeaturedLabel}
            defaultChecked={typed ? typed.featured === 'on' : (item?.featured ?? false)}
          />
        </fieldset>
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {texts.saveNews}
          </button>
        </div>
      </Form>
      {item && (
        <Form method="post" className="q-form-actions">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="q-btn q-btn--danger" disabled={busy}>
            {texts.deleteNews}
          </button>
        </Form>
      )}
    </div>
  );
}
