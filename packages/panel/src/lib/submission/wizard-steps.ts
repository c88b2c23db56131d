import type { Submission } from '@quire/contracts';
import { countWords } from '@quire/utils';
import { PANEL_TEXTS, type PanelTexts, panelTexts } from '../../texts';

/**
 * The wizard's steps, in order (OJS-like: journal, details, authors, files, declarations,
 * review); `label` is the English name, pages show {@link wizardStepLabel} (the site's words).
 */
export const WIZARD_STEPS = [
  { id: 'journal', label: PANEL_TEXTS.stepJournal },
  { id: 'details', label: PANEL_TEXTS.stepDetails },
  { id: 'authors', label: PANEL_TEXTS.stepAuthors },
  { id: 'files', label: PANEL_TEXTS.stepFiles },
  { id: 'declarations', label: PANEL_TEXTS.stepDeclarations },
  { id: 'review', label: PANEL_TEXTS.stepReview },
] as const;

/** One step's id. */
export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'];

/** The text that names each step. */
const STEP_TEXTS = {
  journal: 'stepJournal',
  details: 'stepDetails',
  authors: 'stepAuthors',
  files: 'stepFiles',
  declarations: 'stepDeclarations',
  review: 'stepReview',
} as const satisfies Record<WizardStepId, keyof PanelTexts>;

/** A step's name in a site's words (the site's own by default; `label` above is the English). */
export function wizardStepLabel(step: WizardStepId, texts: PanelTexts = panelTexts()): string {
  return texts[STEP_TEXTS[step]];
}

const STEP_IDS: readonly string[] = WIZARD_STEPS.map((step) => step.id);

/** Whether `value` names a step. */
export function isWizardStep(value: unknown): value is WizardStepId {
  return typeof value === 'string' && STEP_IDS.includes(value);
}

/** The step named by a `?step=` value; the first step for anything else. */
export function stepParam(value: string | null): WizardStepId {
  return isWizardStep(value) ? value : 'journal';
}

/** The step after `step` (the review step is the last). */
export function nextStep(step: WizardStepId): WizardStepId {
  const index = STEP_IDS.indexOf(step);
  return WIZARD_STEPS[Math.min(index + 1, WIZARD_STEPS.length - 1)]?.id ?? 'review';
}

/** The step before `step`, or null on the first. */
export function previousStep(step: WizardStepId): WizardStepId | null {
  const index = STEP_IDS.indexOf(step);
  return index > 0 ? (WIZARD_STEPS[index - 1]?.id ?? null) : null;
}

/** What the completeness check needs of a draft. */
export type DraftForSteps = Pick<
  Submission,
  'journal' | 'title' | 'abstract' | 'keywords' | 'authors' | 'files' | 'declarations'
>;

/** The steps a draft fills in (every step but the review). */
export type FilledStepId = Exclude<WizardStepId, 'review'>;

/**
 * What each step (but review) still lacks of what the submit check will ask for, in the words of
 * `texts`, by the same rules as the API: a journal; a title, an abstract within the word limit
 * and a keyword; at least one author with exactly one corresponding; a manuscript; all three
 * declarations. An empty list: the step is complete.
 * @example missingBySteps(draft, 300).details // ['a title', 'at least one keyword']
 */
export function missingBySteps(
  draft: DraftForSteps,
  abstractWordLimit: number,
  texts: PanelTexts = panelTexts(),
): Record<FilledStepId, string[]> {
  const words = countWords(draft.abstract);
  const corresponding = draft.authors.filter((author) => author.corresponding).length;
  const when = (missing: boolean, text: string) => (missing ? [text] : []);
  return {
    journal: when(draft.journal === null, texts.missingJournal),
    details: [
      ...when(!draft.title?.trim(), texts.missingTitle),
      ...when(words === 0, texts.missingAbstract),
      ...when(words > abstractWordLimit, texts.missingShorterAbstract(words, abstractWordLimit)),
      ...when(draft.keywords.length === 0, texts.missingKeyword),
    ],
    authors: [
      ...when(draft.authors.length === 0, texts.missingAuthor),
      ...when(draft.authors.length > 0 && corresponding === 0, texts.missingCorresponding),
      ...when(corresponding > 1, texts.missingOneCorresponding),
    ],
    files: when(!draft.files.some((file) => file.role === 'manuscript'), texts.missingManuscript),
    declarations: [
      ...when(!draft.declarations.originality, texts.missingOriginality),
      ...when(!draft.declarations.licence, texts.missingLicence),
      ...when(!draft.declarations.privacy, texts.missingPrivacy),
    ],
  };
}

/**
 * Whether each step (but review) holds everything the submit check will ask for: nothing
 * {@link missingBySteps} lists.
 */
export function completedSteps(
  draft: DraftForSteps,
  abstractWordLimit: number,
): Record<FilledStepId, boolean> {
  const missing = missingBySteps(draft, abstractWordLimit, PANEL_TEXTS);
  return {
    journal: missing.journal.length === 0,
    details: missing.details.length === 0,
    authors: missing.authors.length === 0,
    files: missing.files.length === 0,
    declarations: missing.declarations.length === 0,
  };
}

/** Where a draft reopens: its first incomplete step, else the review. */
export function resumeStep(draft: DraftForSteps, abstractWordLimit: number): WizardStepId {
  const done = completedSteps(draft, abstractWordLimit);
  const open = WIZARD_STEPS.find((step) => step.id !== 'review' && !done[step.id]);
  return open?.id ?? 'review';
}

/**
 * The step that holds a field named in the API's `errors` (`title`, `authors.0.email`,
 * `declarations.licence`…); null for fields no step shows.
 */
export function stepOfField(field: string): WizardStepId | null {
  const root = field.split('.')[0] ?? '';
  switch (root) {
    case 'journalId':
    case 'sectionId':
    case 'journal':
    case 'section':
      return 'journal';
    case 'title':
    case 'abstract':
    case 'keywords':
      return 'details';
    case 'authors':
      return 'authors';
    case 'manuscript':
    case 'files':
    case 'file':
    case 'fileId':
      return 'files';
    case 'coverLetter':
    case 'declarations':
    case 'journalDeclarations':
      return 'declarations';
    default:
      return null;
  }
}

/** The steps that hold at least one of the fields in `fieldErrors`. */
export function stepsWithErrors(fieldErrors: Readonly<Record<string, readonly string[]>>) {
  const steps = new Set<WizardStepId>();
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const step = stepOfField(field);
    if (step && messages.length > 0) steps.add(step);
  }
  return steps;
}
