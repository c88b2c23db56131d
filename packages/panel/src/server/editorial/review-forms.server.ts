import {
  DECISION_TEMPLATE_KEYS,
  REVIEW_MODES,
  type ReviewForm,
  type ReviewMode,
  type ReviewQuestion,
  reviewQuestionSchema,
  reviewSettingsBodySchema,
} from '@quire/contracts';
import { textField } from '@quire/site/server';
import { panelTexts } from '../../texts';
import { declarationLines } from '../journals/journal-forms.server';

/*
 * The peer-review screen's forms read into the contract's bodies: the settings form (modes,
 * days, reminders, letters) and one question of the review form. A refusal names its field by
 * the form's own field names, so the message shows beside what was typed.
 */

type SavedQuestion = ReviewForm['questions'][number];

/** A parse that either gives the body or the messages by form field. */
export type FormRead<Body> =
  | { ok: true; body: Body }
  | { ok: false; errors: Record<string, string[]> };

/** The contract's issues by form field: nested paths join with dots (`decisionTemplates.accept`). */
function errorsByPath(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

/**
 * Reminder days as typed ("-3, 2, 7": before the due date negative, after positive); `null`
 * when something typed is not a whole number.
 */
export function readReminderDays(text: string): number[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.replace('−', '-'))
    .filter((part) => part !== '');
  const days = parts.map(Number);
  return days.every((day) => Number.isInteger(day)) ? days : null;
}

const isMode = (value: string): value is ReviewMode =>
  (REVIEW_MODES as readonly string[]).includes(value);

/** The settings form (`section-{id}` names each section's mode, empty for the journal's). */
export function readReviewSettingsForm(form: FormData, sectionIds: readonly number[]) {
  const texts = panelTexts();
  const errors: Record<string, string[]> = {};
  const reminders = (name: 'responseReminderDays' | 'reviewReminderDays') => {
    const days = readReminderDays(textField(form, name));
    if (days === null) errors[name] = [texts.reviewReminderDaysInvalid];
    return days ?? [];
  };
  const days = (name: string) => {
    const typed = textField(form, name).trim();
    return typed === '' ? Number.NaN : Number(typed);
  };
  const parsed = reviewSettingsBodySchema.safeParse({
    mode: textField(form, 'mode'),
    sections: sectionIds.map((id) => {
      const mode = textField(form, `section-${id}`);
      return { id, mode: isMode(mode) ? mode : null };
    }),
    responseDays: days('responseDays'),
    reviewDays: days('reviewDays'),
    responseReminderDays: reminders('responseReminderDays'),
    reviewReminderDays: reminders('reviewReminderDays'),
    tellReviewersOutcome: form.get('tellReviewersOutcome') === 'on',
    invitationTemplate: textField(form, 'invitationTemplate'),
    reminderTemplate: textField(form, 'reminderTemplate'),
    decisionTemplates: Object.fromEntries(
      DECISION_TEMPLATE_KEYS.map((key) => [key, textField(form, `decisionTemplates.${key}`)]),
    ),
    version: Number(textField(form, 'version')),
  });
  // A reminder's message belongs to its list's field; a letter's and a section's to their own.
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) =>
        issue.path[0] === 'decisionTemplates' || issue.path[0] === 'sections'
          ? issue
          : { ...issue, path: issue.path.slice(0, 1) },
      );
  const all = { ...errorsByPath(issues), ...errors };
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false as const, errors: all };
  return { ok: true as const, body: parsed.data };
}

/** A question id made from its prompt ("Is the method sound?" → `is-the-method-sound`), unique. */
export function questionIdFor(prompt: string, taken: ReadonlySet<string>): string {
  const base =
    prompt
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/, '') || 'question';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/**
 * One question as its form posted it (`kind`, `prompt`, `help`, `required`, `options` one per
 * line, `scaleMax`, `scaleLow`, `scaleHigh`), checked with the contract. Only the fields of its
 * kind count: a text question keeps no choices typed while it was a choice.
 */
export function readQuestionForm(form: FormData, id: string): FormRead<ReviewQuestion> {
  const kind = textField(form, 'kind');
  const scaleMaxTyped = textField(form, 'scaleMax').trim();
  const low = textField(form, 'scaleLow').trim();
  const high = textField(form, 'scaleHigh').trim();
  const parsed = reviewQuestionSchema.safeParse({
    id,
    kind,
    prompt: textField(form, 'prompt'),
    help: textField(form, 'help'),
    required: form.get('required') === 'on',
    options: kind === 'choice' ? declarationLines(textField(form, 'options')) : [],
    scaleMax: kind === 'scale' ? (scaleMaxTyped === '' ? null : Number(scaleMaxTyped)) : null,
    scaleLabels: kind === 'scale' && (low !== '' || high !== '') ? [low, high] : null,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors = errorsByPath(parsed.error.issues);
  // The two labels are one tuple in the contract and two fields on the form.
  const labels = Object.entries(errors).filter(([field]) => field.startsWith('scaleLabels'));
  for (const [field, messages] of labels) {
    delete errors[field];
    const name = field === 'scaleLabels.1' ? 'scaleHigh' : 'scaleLow';
    errors[name] = [...(errors[name] ?? []), ...messages];
  }
  const options = Object.entries(errors).filter(([field]) => field.startsWith('options.'));
  for (const [field, messages] of options) {
    delete errors[field];
    errors.options = [...(errors.options ?? []), ...messages];
  }
  return { ok: false, errors };
}

/** A saved question as the contract's input again (to save the form with a change). */
export function questionInput(question: SavedQuestion): ReviewQuestion {
  return { ...question };
}
