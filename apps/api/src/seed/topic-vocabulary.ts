/**
 * Topic material for one discipline: the phrases generated titles, abstracts, keywords and
 * reference lists are composed from. Slots in templates are written `{name}`.
 */
export interface TopicVocabulary {
  /** Short stable key, e.g. `ecology`. */
  key: string;
  /** Field names, used to title generated corpus journals ("Annals of …"). */
  fields: string[];
  /** Departments that authors in this discipline belong to. */
  departments: string[];
  /** What is studied, as noun phrases that read well after "of" ("seed dispersal networks"). */
  subjects: string[];
  /** Methods as noun phrases ("Bayesian hierarchical modelling"). */
  methods: string[];
  /** Settings that read well after "in" ("boreal forests of Fennoscandia"). */
  contexts: string[];
  /** What is measured ("population persistence"). */
  outcomes: string[];
  /** Explanatory factors ("habitat fragmentation"). */
  drivers: string[];
  /** Data sources as indefinite noun phrases ("a 25-year camera-trap record"). */
  datasets: string[];
  /** What studies count ("sites", "speakers"). */
  units: string[];
  /** Where findings matter ("conservation planning"). */
  implications: string[];
  /** Discipline-specific result sentences; HTML allowed (sub/sup); slots as in the shared templates. */
  findings: string[];
  /** Candidate article keywords, commonest first (picked with a skew). */
  keywords: string[];
  /** Journals cited in reference lists. */
  venues: string[];
  /** Themes for special issues and editorials. */
  themes: string[];
}

/** Joins a tagged template's parts back into one string. */
function joined(strings: TemplateStringsArray, values: unknown[]): string {
  return strings.reduce((all, part, index) => all + part + (values[index] ?? ''), '');
}

/**
 * Splits a template-literal list on line breaks only: for sentences, whose HTML entities
 * (`&lt;`) contain semicolons.
 */
export function lines(strings: TemplateStringsArray, ...values: unknown[]): string[] {
  return joined(strings, values)
    .split('\n')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Splits a template-literal list on semicolons and line breaks: keeps vocabularies compact.
 * @example terms`a; b
 *   c` // ['a', 'b', 'c']
 */
export function terms(strings: TemplateStringsArray, ...values: unknown[]): string[] {
  return joined(strings, values)
    .split(/[;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}
