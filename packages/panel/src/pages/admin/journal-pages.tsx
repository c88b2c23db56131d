import type { EditablePage } from '@quire/contracts';
import {
  type FormFailure,
  fieldErrorsOf,
  isFormFailure,
  SiteDatedSentence,
  type SiteDatedText,
  siteTitle,
  useActionErrorModal,
} from '@quire/site';
import { Badge, Checkbox, EmptyState, ErrorSummary, TextField } from '@quire/ui';
import { Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { IntentForm, ItemEditor, useSubmitting } from '../../panel-pages/intent-form';
import { OrderButtons } from '../../panel-pages/order-buttons';
import { RichTextField } from '../../rich-text/rich-text-field';
import { panelTexts, usePanelTexts } from '../../texts';
import type { adminJournalPagesAction, adminJournalPagesLoader } from './journal-pages.server';
import type { adminSitePagesLoader } from './site-pages.server';
import '../../panel-pages/panel-pages.css';
import './staff.css';
import './journals.css';

export function adminPagesMeta({
  loaderData,
}: MetaArgs<typeof adminJournalPagesLoader | typeof adminSitePagesLoader>) {
  const texts = panelTexts();
  return [
    {
      title: siteTitle(
        loaderData ? loaderData.screen.title : texts.journalsTitle,
        texts.editorialTitle,
      ),
    },
  ];
}

const SAVED = {
  added: 'pageAdded',
  saved: 'pageSaved',
  deleted: 'pageDeleted',
  ordered: 'pagesOrdered',
} as const;

type Typed = Record<string, string>;
type Failure = (FormFailure & { values?: Typed }) | undefined;

function failureOf(result: unknown, intents: string[], pageId = ''): Failure {
  if (!isFormFailure(result)) return undefined;
  const values = (result as { values?: Typed }).values;
  if (!values || !intents.includes(values.intent ?? '')) return undefined;
  if ((values.pageId ?? '') !== pageId) return undefined;
  return { ...result, values };
}

/**
 * `{paths.journalsAdmin}/:id/pages` (a journal's pages, its menu) and `{paths.siteSettings}/pages`
 * (the site's own, its menu (header and footer)): the pages in menu order — each with its place in the menu,
 * its editor (title, address, text in the rich-text editor, in the menu or not) and deletion —
 * and a form that adds one. A journal's editors see its pages read-only.
 */
export function AdminPagesPage() {
  const { screen, canEdit, pages, saved } = useLoaderData<typeof adminJournalPagesLoader>();
  const result = useActionData<typeof adminJournalPagesAction>();
  useActionErrorModal(result);
  const texts = usePanelTexts();
  const savedKey = SAVED[saved as keyof typeof SAVED];
  return (
    <div className="q-panel-page">
      <p>
        <Link to={screen.back.href}>← {screen.back.label}</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{screen.title}</h1>
      </header>
      <p>{screen.intro}</p>
      {savedKey && !isFormFailure(result) && (
        <p className="q-notice" role="status">
          {texts[savedKey]}
        </p>
      )}
      {!canEdit && <p className="q-muted">{texts.settingsReadOnly}</p>}
      {pages.length === 0 ? (
        <EmptyState title={texts.noPagesYet} description={texts.noPagesHint} />
      ) : (
        <ol className="q-staff-list" aria-label={screen.title}>
          {pages.map((page, index) => (
            <PageCard
              key={`${page.id}-${page.version}`}
              page={page}
              canEdit={canEdit}
              menuLabel={screen.menuLabel}
              first={index === 0}
              last={index === pages.length - 1}
              failure={failureOf(result, ['save', 'delete', 'up', 'down'], String(page.id))}
            />
          ))}
        </ol>
      )}
      {canEdit && (
        <AddPageForm
          key={pages.length}
          menuLabel={screen.menuLabel}
          failure={failureOf(result, ['add'])}
        />
      )}
    </div>
  );
}

/** The fields a page's add and edit forms share. */
function PageFields({
  idPrefix,
  page,
  menuLabel,
  failure,
}: {
  idPrefix: string;
  page: Pick<EditablePage, 'title' | 'slug' | 'body' | 'inMenu'> | null;
  /** What being in the menu means here (the journal's menu, the site's footer). */
  menuLabel: string;
  failure: Failure;
}) {
  const texts = usePanelTexts();
  const typed = failure?.values;
  const value = (name: 'title' | 'slug' | 'body') =>
    typed ? (typed[name] ?? '') : (page?.[name] ?? '');
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        name="title"
        label={texts.pageTitleLabel}
        required
        defaultValue={value('title')}
        errors={fieldErrorsOf(failure, 'title')}
      />
      <TextField
        id={`${idPrefix}-slug`}
        name="slug"
        label={texts.pageSlugLabel}
        hint={texts.pageSlugHint}
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={value('slug')}
        errors={fieldErrorsOf(failure, 'slug')}
      />
      <RichTextField
        id={`${idPrefix}-body`}
        name="body"
        label={texts.pageBodyLabel}
        required
        defaultValue={value('body')}
        errors={fieldErrorsOf(failure, 'body')}
      />
      <Checkbox
        id={`${idPrefix}-menu`}
        name="inMenu"
        label={menuLabel}
        defaultChecked={typed ? typed.inMenu === 'on' : (page?.inMenu ?? true)}
      />
    </>
  );
}

const pageLabels = (texts: ReturnType<typeof usePanelTexts>) => ({
  title: texts.pageTitleLabel,
  slug: texts.pageSlugLabel,
  body: texts.pageBodyLabel,
  version: texts.savePage,
});

/** One page: its place in the menu, its editor and its deletion. */
function PageCard({
  page,
  canEdit,
  menuLabel,
  first,
  last,
  failure,
}: {
  page: EditablePage & { href: string; lastSaved: SiteDatedText | null };
  canEdit: boolean;
  menuLabel: string;
  first: boolean;
  last: boolean;
  failure: Failure;
}) {
  const texts = usePanelTexts();
  const busy = useSubmitting();
  const editing = failure?.values?.intent === 'save' ? failure : undefined;
  return (
    <li className="q-staff-member">
      <div className="q-staff-member__who">
        <strong>{page.title}</strong>
        <Link to={page.href}>
          {texts.viewPage}
          <span className="q-visually-hidden"> {page.title}</span>
        </Link>
      </div>
      <p>
        <Badge>{page.inMenu ? texts.pageInMenu : texts.pageNotInMenu}</Badge>
      </p>
      {page.lastSaved && (
        <p className="q-muted">
          <SiteDatedSentence text={page.lastSaved} />
        </p>
      )}
      {failure && !editing && <ErrorSummary failure={failure} labels={{}} />}
      {canEdit && (
        <>
          <OrderButtons
            field="pageId"
            id={page.id}
            title={page.title}
            up="up"
            down="down"
            first={first}
            last={last}
            busy={busy}
          />
          <ItemEditor
            summary={texts.editPage(page.title)}
            open={Boolean(editing)}
            itemField="pageId"
            itemId={page.id}
            save={{
              intent: 'save',
              hidden: { version: page.version },
              submit: texts.savePage,
              failure: editing,
              labels: pageLabels(texts),
              children: (
                <PageFields
                  idPrefix={`page-${page.id}`}
                  page={page}
                  menuLabel={menuLabel}
                  failure={editing}
                />
              ),
            }}
            remove={{ intent: 'delete', label: texts.deletePage(page.title) }}
          />
        </>
      )}
    </li>
  );
}

/** The form that adds a page, last in the menu. */
function AddPageForm({ menuLabel, failure }: { menuLabel: string; failure: Failure }) {
  const texts = usePanelTexts();
  return (
    <section aria-labelledby="add-page" className="q-account-section">
      <h2 id="add-page">{texts.addPageHeading}</h2>
      <IntentForm intent="add" submit={texts.addPage} failure={failure} labels={pageLabels(texts)}>
        <PageFields idPrefix="new-page" page={null} menuLabel={menuLabel} failure={failure} />
      </IntentForm>
    </section>
  );
}
