import { isApiError, type QuireApi } from '@quire/api-client';
import {
  ARTICLE_GALLEY_EXTENSIONS,
  ARTICLE_SUPPLEMENTARY_EXTENSIONS,
  type EditableArticle,
  FIGURE_EXTENSIONS,
  SUPPLEMENTARY_DATA_TYPES,
  supplementaryFilesBodySchema,
  type UploadPurpose,
} from '@quire/contracts';
import { localFailure, textField } from '@quire/site/server';
import { formatFileSize } from '@quire/utils';
import { panelTexts } from '../../texts';
import { moved } from '../journals/journal-forms.server';

/*
 * An entered article's files in the back office: its galleys (a PDF, its full text as JATS XML
 * or HTML), the images its JATS full text names and its supplementary files. Each form posts
 * its file with the page (multipart, so it works without JavaScript); the action uploads it
 * with `POST files` and then sets it on the article, removing the upload when the API refuses it.
 */

/** What the article page shows of the article's files and the rules its upload fields check. */
export function articleFilesView(article: EditableArticle, maxBytes: number) {
  const texts = panelTexts();
  return {
    galleys: article.galleys,
    supplementaryFiles: article.supplementaryFiles.map((file) => ({
      id: file.id,
      label: file.label,
      dataType: file.dataType,
      name: file.name,
      size: formatFileSize(file.size),
      url: file.url,
    })),
    dataTypes: SUPPLEMENTARY_DATA_TYPES.map((type) => ({
      value: type,
      label: texts.articleSupplementaryDataTypeName(type),
    })),
    galleyRules: { extensions: [...ARTICLE_GALLEY_EXTENSIONS], maxBytes },
    figureRules: { extensions: [...FIGURE_EXTENSIONS], maxBytes },
    supplementaryRules: { extensions: [...ARTICLE_SUPPLEMENTARY_EXTENSIONS], maxBytes },
  };
}

type Values = Record<string, string>;
type Failure = ReturnType<typeof localFailure>;

/** The API's refusal of a file, beside the form's `field`; anything else is thrown on. */
function fileRefusal(caught: unknown, field: string, values: Values): Failure {
  if (isApiError(caught) && caught.status >= 400 && caught.status < 500) {
    const detail = Object.values(caught.fieldErrors).flat()[0];
    return localFailure({ [field]: [detail ?? caught.message] }, values);
  }
  throw caught;
}

/**
 * Uploads the form's `file` for `purpose` and hands its id to `use`; a refusal of either is
 * answered beside `field` (and a refused upload removed, so it does not linger in storage).
 */
async function uploadThen(
  api: QuireApi,
  form: FormData,
  purpose: UploadPurpose,
  { field, missing, values }: { field: string; missing: string; values: Values },
  use: (fileId: number) => Promise<unknown>,
): Promise<Failure | undefined> {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0)
    return localFailure({ [field]: [missing] }, values);
  let fileId: number;
  try {
    fileId = (await api.files.upload(purpose, file, file.name)).id;
  } catch (caught) {
    return fileRefusal(caught, field, values);
  }
  try {
    await use(fileId);
  } catch (caught) {
    await api.files.remove({ params: { id: fileId } }).catch(() => undefined);
    return fileRefusal(caught, field, values);
  }
  return undefined;
}

/** What a file form's post did: a failure to show, or the `saved` key the page opens with. */
export type FilesOutcome = { failure: Failure } | { saved: string };

/**
 * The article page's file posts, by `intent`: `galley` (a PDF, JATS XML or HTML `file`),
 * `figure` (an image `file` for the graphic `href`), `supplementary-add` (`file`, `label`,
 * `dataType`) and `supplementary` (the list's labels and types in order, with `move=up:<id>`
 * or `down:<id>` from a move button, or `remove=<id>` from a remove button). Null for another.
 */
export async function articleFilesAction(
  api: QuireApi,
  articleId: number,
  form: FormData,
  intent: string,
  values: Values,
): Promise<FilesOutcome | null> {
  const texts = panelTexts();
  const versionNote = textField(form, 'versionNote');
  const outcome = (failure: Failure | undefined, saved: string): FilesOutcome =>
    failure ? { failure } : { saved };
  switch (intent) {
    case 'galley': {
      const before = (await api.editor.article({ params: { articleId } })).galleys.fullTextFormat;
      let after: EditableArticle['galleys']['fullTextFormat'] = null;
      const failure = await uploadThen(
        api,
        form,
        'galley',
        { field: 'file', missing: texts.chooseGalleyFile, values },
        async (fileId) => {
          after = (
            await api.editor.setArticleGalley({
              params: { articleId },
              body: { fileId, versionNote },
            })
          ).galleys.fullTextFormat;
        },
      );
      const replaced = before !== null && after !== null && before !== after;
      return outcome(failure, replaced ? `replaced-${after}` : 'galley');
    }
    case 'figure': {
      const href = textField(form, 'href');
      const failure = await uploadThen(
        api,
        form,
        'figure',
        { field: 'file', missing: texts.chooseFigureFile, values },
        (fileId) => api.editor.setArticleFigure({ params: { articleId }, body: { href, fileId } }),
      );
      return outcome(failure, 'figure');
    }
    case 'supplementary-add': {
      const failure = await uploadThen(
        api,
        form,
        'article-supplementary',
        { field: 'file', missing: texts.chooseSupplementaryFile, values },
        (fileId) =>
          api.editor.addSupplementaryFile({
            params: { articleId },
            body: {
              fileId,
              label: textField(form, 'label'),
              dataType: textField(form, 'dataType') as 'other',
              versionNote,
            },
          }),
      );
      return outcome(failure, 'supplementary-added');
    }
    case 'supplementary': {
      const removing = Number(textField(form, 'remove'));
      if (removing > 0) {
        await api.editor.removeSupplementaryFile({
          params: { articleId, fileId: removing },
          query: { versionNote: versionNote || undefined },
        });
        return { saved: 'supplementary-removed' };
      }
      let files = form
        .getAll('supplementary')
        .filter((value): value is string => typeof value === 'string')
        .map((id) => ({
          id: Number(id),
          label: textField(form, `label-${id}`),
          dataType: textField(form, `dataType-${id}`) as 'other',
        }));
      const [direction, moving] = textField(form, 'move').split(':');
      if (direction === 'up' || direction === 'down') {
        const from = files.findIndex((file) => file.id === Number(moving));
        files = moved(files, from, direction === 'up' ? -1 : 1);
      }
      const parsed = supplementaryFilesBodySchema.safeParse({ files, versionNote });
      if (!parsed.success) {
        // Each row's refusal beside its own field (`files.1.label` → `label-<its id>`).
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const [list, index, name] = issue.path;
          const row = list === 'files' && typeof index === 'number' ? files[index] : undefined;
          const key = row ? `${String(name)}-${row.id}` : String(issue.path[0] ?? 'files');
          errors[key] = [...(errors[key] ?? []), issue.message];
        }
        return { failure: localFailure(errors, values) };
      }
      await api.editor.saveSupplementaryFiles({ params: { articleId }, body: parsed.data });
      return { saved: 'supplementary' };
    }
    default:
      return null;
  }
}
