import { PANEL_TEXTS, type PanelTexts, panelTexts } from '../../texts';

/** The text of each field the wizard's forms show (they also name fields in error summaries). */
const FIELD_TEXTS = {
  journalId: 'fieldJournal',
  sectionId: 'fieldSection',
  title: 'fieldTitle',
  abstract: 'fieldAbstract',
  keywords: 'fieldKeywords',
  authors: 'fieldAuthors',
  manuscript: 'fieldManuscript',
  files: 'fieldFiles',
  file: 'fieldFile',
  fileId: 'fieldFile',
  coverLetter: 'fieldCoverLetter',
  declarations: 'fieldDeclarations',
  'declarations.originality': 'fieldOriginality',
  'declarations.licence': 'fieldLicence',
  'declarations.privacy': 'fieldPrivacy',
  message: 'fieldMessage',
  clientKey: 'fieldFormKey',
} as const satisfies Record<string, keyof PanelTexts>;

const AUTHOR_PART_TEXTS: Readonly<Record<string, keyof PanelTexts>> = {
  name: 'authorPartName',
  email: 'authorPartEmail',
  affiliation: 'authorPartAffiliation',
  orcid: 'authorPartOrcid',
  corresponding: 'authorPartCorresponding',
};

/** Labels of the wizard's fields in a site's words (the site's own by default). */
export function submissionFieldLabels(texts: PanelTexts = panelTexts()): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FIELD_TEXTS).map(([field, key]) => [field, String(texts[key])]),
  );
}

/** Labels of the wizard's fields in English (see {@link submissionFieldLabels}). */
export const SUBMISSION_FIELD_LABELS: Readonly<Record<string, string>> =
  submissionFieldLabels(PANEL_TEXTS);

/**
 * How a field named in the API's `errors` reads to a person: `authors.1.email` → "Author 2:
 * email"; unknown names are shown as they are.
 */
export function fieldLabel(field: string, texts: PanelTexts = panelTexts()): string {
  const key = (FIELD_TEXTS as Readonly<Record<string, keyof PanelTexts>>)[field];
  if (key) return String(texts[key]);
  const author = /^authors\.(\d+)(?:\.(\w+))?$/.exec(field);
  if (author) {
    const row = texts.authorRow(Number(author[1]) + 1);
    const part = author[2] ? AUTHOR_PART_TEXTS[author[2]] : undefined;
    return part ? texts.authorPart(row, String(texts[part])) : row;
  }
  const keyword = /^keywords\.(\d+)$/.exec(field);
  if (keyword) return texts.keywordRow(Number(keyword[1]) + 1);
  return field;
}

/** {@link fieldLabel} for every field in `fieldErrors`, for the error summary. */
export function labelsFor(
  fieldErrors: Readonly<Record<string, unknown>>,
  texts: PanelTexts = panelTexts(),
): Record<string, string> {
  return Object.fromEntries(
    Object.keys(fieldErrors).map((field) => [field, fieldLabel(field, texts)]),
  );
}
