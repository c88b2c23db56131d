import type { SubmissionFileRole } from '@quire/contracts';
import type { FormFailure } from '@quire/site';
import type { TypedStepValues } from './draft-form';
import type { WizardStepId } from './wizard-steps';

/**
 * What the submission pages' actions answer (short of a redirect): a failure with the API's
 * messages and the typed values, changed author rows, or the name of an uploaded file.
 */
export interface SubmissionActionData
  extends Partial<FormFailure>,
    Omit<Partial<TypedStepValues>, 'step'> {
  step?: WizardStepId;
  /** The editor's typed decision and letter, or the author's typed response (after a failure). */
  decision?: string;
  letter?: string;
  response?: string;
  /** The role of the upload that failed. */
  role?: SubmissionFileRole;
  /** The name of the file just uploaded. */
  uploaded?: string;
  /** The editor chosen to assign (after a failure). */
  userId?: string;
  /** A file was just removed. */
  removed?: boolean;
  /** Set by the editor's forms: which form answered. */
  form?: 'decision' | 'publish' | 'resubmit' | 'revision' | 'assign' | 'unassign' | 'discussion';
  /** The discussion thread and message typed (after a refused message). */
  thread?: string;
  body?: string;
}

/** Reads an action's answer as {@link SubmissionActionData} (undefined before any post). */
export function asActionData(value: unknown): SubmissionActionData | undefined {
  return typeof value === 'object' && value !== null ? (value as SubmissionActionData) : undefined;
}

/** The messages for `field` in an action's answer (empty when there are none). */
export function errorsFor(result: SubmissionActionData | undefined, field: string): string[] {
  return result?.fieldErrors?.[field] ?? [];
}
