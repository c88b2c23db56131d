/** Labels of the wizard's fields, as its forms show them (also name them in error summaries). */
export const SUBMISSION_FIELD_LABELS: Readonly<Record<string, string>> = {
  journalId: 'Journal',
  sectionId: 'Section',
  title: 'Title',
  abstract: 'Abstract',
  keywords: 'Keywords',
  authors: 'Authors',
  manuscript: 'Manuscript',
  files: 'Files',
  file: 'File',
  fileId: 'File',
  coverLetter: 'Cover letter',
  declarations: 'Declarations',
  'declarations.originality': 'Originality declaration',
  'declarations.licence': 'Licence agreement',
  'declarations.privacy': 'Privacy consent',
  message: 'Message',
  clientKey: 'Form key',
};

const AUTHOR_PART: Readonly<Record<string, string>> = {
  name: 'name',
  email: 'email',
  affiliation: 'affiliation',
  orcid: 'ORCID iD',
  corresponding: 'corresponding author',
};

/**
 * How a field named in the API's `errors` reads to a person: `authors.1.email` → "Author 2:
 * email"; unknown names are shown as they are.
 */
export function fieldLabel(field: string): string {
  const known = SUBMISSION_FIELD_LABELS[field];
  if (known) return known;
  const author = /^authors\.(\d+)(?:\.(\w+))?$/.exec(field);
  if (author) {
    const row = `Author ${Number(author[1]) + 1}`;
    const part = author[2] ? AUTHOR_PART[author[2]] : undefined;
    return part ? `${row}: ${part}` : row;
  }
  const keyword = /^keywords\.(\d+)$/.exec(field);
  if (keyword) return `Keyword ${Number(keyword[1]) + 1}`;
  return field;
}

/** {@link fieldLabel} for every field in `fieldErrors`, for the error summary. */
export function labelsFor(fieldErrors: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, fieldLabel(field)]));
}
