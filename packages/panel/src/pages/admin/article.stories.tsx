import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EDITOR_ARTICLE, NEW_ISSUE_ARTICLE } from '../../stories/fixtures';
import { AdminArticlePage, AdminNewArticlePage } from './article';

/** An article's page with the loader's `data`, after a refused post answered with `actionData`. */
function articleScreen(
  loader: { data: unknown } | { status: number; message: string },
  actionData?: unknown,
) {
  return (
    <ScreenStub
      url="/admin/issues/articles/412"
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-article',
          path: 'admin/issues/articles/:id',
          Component: AdminArticlePage,
          loader,
          actionData,
        }),
      ]}
    />
  );
}

/** The new-article form of an issue, after a refused post answered with `actionData`. */
function newArticleScreen(actionData?: unknown) {
  return (
    <ScreenStub
      url="/admin/issues/81/articles/new"
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-new-article',
          path: 'admin/issues/:id/articles/new',
          Component: AdminNewArticlePage,
          loader: { data: NEW_ISSUE_ARTICLE },
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/Article',
  component: AdminArticlePage,
  parameters: SCREEN_PARAMETERS,
  render: () => articleScreen({ data: EDITOR_ARTICLE }),
} satisfies Meta<typeof AdminArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A back-issue article entered by its editors: metadata, a PDF and its JATS full text. */
export const Default: Story = {};

/** Just entered: no galley yet, and it can still be deleted. */
export const JustEntered: Story = {
  render: () =>
    articleScreen({
      data: {
        ...EDITOR_ARTICLE,
        article: { ...EDITOR_ARTICLE.article, canDelete: true },
        files: {
          ...EDITOR_ARTICLE.files,
          galleys: { pdfUrl: null, fullText: false, fullTextFormat: null, figures: [] },
          supplementaryFiles: [],
        },
        saved: 'created',
      },
    }),
};

/** A refused correction: an author line with a malformed ORCID iD, a DOI that is not one. */
export const Refused: Story = {
  render: () =>
    articleScreen(
      { data: EDITOR_ARTICLE },
      {
        message: 'Please correct the errors below.',
        fieldErrors: {
          authors: ['Line 2: Enter an ORCID iD like 0000-0002-1825-0097.'],
          doi: ['Enter a DOI like 10.1234/abc.2026.1.'],
        },
        values: {
          intent: 'metadata',
          ...EDITOR_ARTICLE.values,
          authors: 'Maija Mäkinen; University of Oulu\nRui Costa; ; 1234',
          doi: 'not-a-doi',
        },
      },
    ),
};

/** An HTML full text replaced the JATS one: the page says so; no images to upload. */
export const HtmlFullText: Story = {
  render: () =>
    articleScreen({
      data: {
        ...EDITOR_ARTICLE,
        files: {
          ...EDITOR_ARTICLE.files,
          galleys: { ...EDITOR_ARTICLE.files.galleys, fullTextFormat: 'html', figures: [] },
        },
        saved: 'replaced-html',
      },
    }),
};

/** An HTML galley refused: the API's reason beside the file field. */
export const GalleyRefused: Story = {
  render: () =>
    articleScreen(
      { data: EDITOR_ARTICLE },
      {
        message:
          'This file is not HTML: upload the article’s text as an HTML page (paragraphs, headings…), or its JATS XML.',
        fieldErrors: {
          file: [
            'This file is not HTML: upload the article’s text as an HTML page (paragraphs, headings…), or its JATS XML.',
          ],
        },
        values: { intent: 'galley' },
      },
    ),
};

/** An image refused for one of the galley's graphics: the reason beside that image's field. */
export const FigureRefused: Story = {
  render: () =>
    articleScreen(
      { data: EDITOR_ARTICLE },
      {
        message: 'The file’s content does not match its .png extension.',
        fieldErrors: { file: ['The file’s content does not match its .png extension.'] },
        values: { intent: 'figure', href: 'map.png' },
      },
    ),
};

/** Supplementary files refused: a label emptied in the list, and a new file without one. */
export const SupplementaryRefused: Story = {
  render: () =>
    articleScreen(
      { data: EDITOR_ARTICLE },
      {
        message: 'Please correct the errors below.',
        fieldErrors: {
          'label-32': ['Give the file a label readers will see, such as “Dataset S1”.'],
        },
        values: { intent: 'supplementary', 'label-32': '', 'dataType-32': 'document' },
      },
    ),
};

/** A file for the supplementary list refused by type: the reason beside the file field. */
export const SupplementaryAddRefused: Story = {
  render: () =>
    articleScreen(
      { data: EDITOR_ARTICLE },
      {
        message: 'This type of file is not accepted for a published supplementary file.',
        fieldErrors: {
          file: [
            'This type of file is not accepted for a published supplementary file. Allowed types: .pdf, .docx, .odt, .tex, .zip, .csv, .tsv, .txt, .xml, .png, .jpg, .jpeg, .gif, .webp.',
          ],
        },
        values: { intent: 'supplementary-add', label: 'Analysis script', dataType: 'code' },
      },
    ),
};

/** Just published a notice: the confirmation, the list of notices linking to their pages. */
export const NoticePublished: Story = {
  render: () => articleScreen({ data: { ...EDITOR_ARTICLE, saved: 'notice' } }),
};

/** A refused notice: no text, a date still to come; what was chosen stays. */
export const NoticeRefused: Story = {
  render: () =>
    articleScreen(
      { data: EDITOR_ARTICLE },
      {
        message: 'Please correct the errors below.',
        fieldErrors: {
          text: ['Write the notice’s text.'],
          date: ['A notice appears at once: give today’s date or an earlier one.'],
        },
        values: { intent: 'notice', type: 'retraction', text: '', date: '2027-01-01', doi: '' },
      },
    ),
};

/** Readers cannot see it yet: no notice form, a sentence saying why. */
export const NoticesNotYet: Story = {
  render: () =>
    articleScreen({
      data: {
        ...EDITOR_ARTICLE,
        article: { ...EDITOR_ARTICLE.article, isPublic: false },
        notices: [],
      },
    }),
};

/** The form that enters a new article in an issue. */
export const NewArticle: Story = { render: () => newArticleScreen() };

/** The new-article form refused: no title, no authors. */
export const NewArticleRefused: Story = {
  render: () =>
    newArticleScreen({
      message: 'Please correct the errors below.',
      fieldErrors: {
        title: ['Enter the article’s title.'],
        authors: ['Name at least one author.'],
      },
      values: { ...NEW_ISSUE_ARTICLE.values },
    }),
};

export const NotFound: Story = {
  render: () => articleScreen({ status: 404, message: 'No such article' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads: the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
