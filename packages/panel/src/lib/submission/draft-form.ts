import {
  SUBMISSION_AUTHOR_LIMIT,
  type SubmissionAuthorInput,
  type SubmissionDeclarations,
  type SubmissionDraftBody,
} from '@quire/contracts';
import { numberField } from '@quire/site';
import type { WizardStepId } from './wizard-steps';

/**
 * A draft body read from a form before the contract has checked it: like the API's body, except
 * that an id may still be the text that was posted.
 */
export type UncheckedDraftBody = Omit<SubmissionDraftBody, 'journalId' | 'sectionId'> & {
  journalId?: number | string;
  sectionId?: number | string | null;
};

/** Most author rows read from one form (the API's limit; more is a forged form). */
export const MAX_AUTHOR_ROWS = SUBMISSION_AUTHOR_LIMIT;

/** One author row as typed in the form (strings only; the API validates them). */
export interface AuthorRow {
  name: string;
  email: string;
  affiliation: string;
  orcid: string;
  corresponding: boolean;
}

const AUTHOR_FIELD = /^authors\.(\d{1,2})\.(name|email|affiliation|orcid)$/;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A positive whole number from a form field, or null (empty, not a number). */
export function idField(form: FormData, name: string): number | null {
  const value = text(form, name).trim();
  if (!/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

/** An empty author row. */
export function blankAuthor(): AuthorRow {
  return { name: '', email: '', affiliation: '', orcid: '', corresponding: false };
}

/**
 * The author rows of the authors step, in the order of their indices: fields named
 * `authors.{i}.name|email|affiliation|orcid`, the corresponding author as the radio
 * `corresponding={i}`. Gaps in the indices (a removed row) close up.
 */
export function readAuthorRows(form: FormData): AuthorRow[] {
  const rows = new Map<number, AuthorRow>();
  for (const [key, value] of form.entries()) {
    const match = AUTHOR_FIELD.exec(key);
    if (!match || typeof value !== 'string') continue;
    const index = Number(match[1]);
    const field = match[2] as 'name' | 'email' | 'affiliation' | 'orcid';
    if (!rows.has(index) && rows.size >= MAX_AUTHOR_ROWS) continue;
    const row = rows.get(index) ?? blankAuthor();
    row[field] = value;
    rows.set(index, row);
  }
  const corresponding = text(form, 'corresponding');
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, row]) => ({ ...row, corresponding: corresponding === String(index) }));
}

/** The author rows as the API's body: trimmed, optional fields left null when empty. */
export function authorsBody(rows: readonly AuthorRow[]): SubmissionAuthorInput[] {
  return rows.map((row) => ({
    name: row.name.trim(),
    email: row.email.trim(),
    affiliation: row.affiliation.trim() || null,
    orcid: row.orcid.trim() || null,
    corresponding: row.corresponding,
  }));
}

/** A change to the author list asked for by one of the row buttons. */
export type AuthorListChange =
  | { kind: 'add' }
  | { kind: 'remove'; index: number }
  | { kind: 'up'; index: number }
  | { kind: 'down'; index: number };

/** Reads an `intent` of the authors step (`add-author`, `remove-author:2`, `author-up:1`…). */
export function authorListChange(intent: string): AuthorListChange | null {
  if (intent === 'add-author') return { kind: 'add' };
  const match = /^(remove-author|author-up|author-down):(\d{1,2})$/.exec(intent);
  if (!match) return null;
  const index = Number(match[2]);
  if (match[1] === 'remove-author') return { kind: 'remove', index };
  return { kind: match[1] === 'author-up' ? 'up' : 'down', index };
}

/**
 * Applies a row button's change; the list never goes below one row or above the limit, and a
 * move past either end changes nothing. When the corresponding author is removed, the first
 * remaining author becomes corresponding (a list always names one).
 */
export function changeAuthorList<Row extends AuthorRow>(
  rows: readonly Row[],
  change: AuthorListChange,
  create: () => Row = blankAuthor as () => Row,
): Row[] {
  const next = rows.map((row) => ({ ...row }));
  switch (change.kind) {
    case 'add':
      if (next.length < MAX_AUTHOR_ROWS) next.push(create());
      return next;
    case 'remove': {
      if (next.length <= 1 || !next[change.index]) return next;
      const [removed] = next.splice(change.index, 1);
      if (removed?.corresponding && next[0]) next[0].corresponding = true;
      return next;
    }
    case 'up':
    case 'down': {
      const target = change.kind === 'up' ? change.index - 1 : change.index + 1;
      const row = next[change.index];
      const other = next[target];
      if (!row || !other) return next;
      next[change.index] = other;
      next[target] = row;
      return next;
    }
  }
}

/** Keywords from the tag input's hidden fields plus the no-JavaScript text field (comma-separated). */
export function readKeywords(form: FormData): string[] {
  const tags = form
    .getAll('keywords')
    .filter((value): value is string => typeof value === 'string');
  const typed = text(form, 'keywordsText').split(',');
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const word of [...tags, ...typed].map((value) => value.trim())) {
    if (word === '' || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    keywords.push(word);
  }
  return keywords;
}

/**
 * The journal step's fields as a draft body, not yet checked: ids are numbers when they are
 * digits and the text as posted otherwise, for the contract to refuse (no journal is left out,
 * no section is `null`).
 */
export function journalBody(form: FormData): UncheckedDraftBody {
  const journalId = numberField(form, 'journalId');
  return {
    ...(journalId === undefined ? {} : { journalId }),
    sectionId: numberField(form, 'sectionId') ?? null,
  };
}

/** The details step's fields as a draft body (empty text is saved as null). */
export function detailsBody(form: FormData): SubmissionDraftBody {
  return {
    title: text(form, 'title').trim() || null,
    abstract: text(form, 'abstract').trim() || null,
    keywords: readKeywords(form),
  };
}

/** The cover letter and declarations step as a draft body (unticked boxes are absent: false). */
export function declarationsBody(form: FormData): SubmissionDraftBody {
  return {
    coverLetter: text(form, 'coverLetter').trim() || null,
    declarations: {
      originality: form.has('originality'),
      licence: form.has('licence'),
      privacy: form.has('privacy'),
    },
    journalDeclarations: journalDeclarationsOf(form),
  };
}

/** The journal's own declarations ticked in the form (each box's value is its sentence). */
function journalDeclarationsOf(form: FormData): string[] {
  return form.getAll('journalDeclarations').filter((value) => typeof value === 'string');
}

/** What the author typed on a wizard step, as a failed post echoes it back. */
export interface TypedStepValues {
  step: WizardStepId;
  /** Journal step: the chosen journal and section ids ('' for none). */
  journalId?: string;
  sectionId?: string;
  /** Details step. */
  title?: string;
  abstract?: string;
  /** The keywords already in the tag input, and the no-JavaScript field as typed. */
  keywords?: string[];
  keywordsText?: string;
  /** Authors step. */
  authors?: AuthorRow[];
  /** Declarations step. */
  coverLetter?: string;
  declarations?: SubmissionDeclarations;
  journalDeclarations?: string[];
  /** Review step: the note to the editor. */
  note?: string;
}

/**
 * Everything typed on `step`, echoed back with a failure so a page without JavaScript shows it
 * again instead of the saved draft.
 */
export function typedStepValues(step: WizardStepId, form: FormData): TypedStepValues {
  switch (step) {
    case 'journal':
      return { step, journalId: text(form, 'journalId'), sectionId: text(form, 'sectionId') };
    case 'details':
      return {
        step,
        title: text(form, 'title'),
        abstract: text(form, 'abstract'),
        keywords: form.getAll('keywords').filter((value) => typeof value === 'string'),
        keywordsText: text(form, 'keywordsText'),
      };
    case 'authors':
      return { step, authors: readAuthorRows(form) };
    case 'declarations':
      return {
        step,
        coverLetter: text(form, 'coverLetter'),
        declarations: {
          originality: form.has('originality'),
          licence: form.has('licence'),
          privacy: form.has('privacy'),
        },
        journalDeclarations: journalDeclarationsOf(form),
      };
    case 'review':
      return { step, note: text(form, 'message') };
    default:
      return { step };
  }
}
