import { isApiError } from '@quire/api-client';
import { data } from 'react-router';
import type { FormFailure } from '../lib/form-errors';

/** Shown when the API could not be reached or failed on its side. */
export const SERVER_FAILURE_MESSAGE =
  'Something went wrong on our side. Please try again in a moment.';

/**
 * The action's answer: the failure, with what was typed echoed back twice — spread beside it
 * (the forms read `failure.email`) and whole under `values`. The failure's own keys win, so a
 * field that shares a name with one of them (the contact form's `message`) cannot replace the
 * summary; such a form reads that field from `values`.
 */
function failureAnswer<T extends object>(failure: FormFailure, values: T, status: number) {
  return data({ ...values, ...failure, values }, { status });
}

/**
 * A failure the visitor cannot fix in the form: a generic summary plus `error` for the error
 * modal. `values` are echoed back into the form (never passwords).
 */
export function serverFailure<T extends object>(values: T, error = SERVER_FAILURE_MESSAGE) {
  const failure: FormFailure = { message: SERVER_FAILURE_MESSAGE, fieldErrors: {}, error };
  return failureAnswer(failure, values, 503);
}

/**
 * Turns whatever a form's API call threw into the action's answer: field errors and the API's
 * message for 4xx (the visitor can fix them), {@link serverFailure} for anything else. The status
 * is the API's, so a no-JavaScript post gets a meaningful one too.
 */
export function formFailure<T extends object>(caught: unknown, values: T) {
  if (isApiError(caught) && caught.status >= 400 && caught.status < 500) {
    const failure: FormFailure = {
      message: caught.message,
      fieldErrors: { ...caught.fieldErrors },
    };
    return failureAnswer(failure, values, caught.status);
  }
  console.error('A form call failed', caught);
  return serverFailure(values);
}

/** A failure found by the web server itself (e.g. the two passwords differ). */
export function localFailure<T extends object>(fieldErrors: Record<string, string[]>, values: T) {
  const messages = Object.values(fieldErrors).flat();
  const failure: FormFailure = {
    message: messages.length === 1 ? (messages[0] ?? '') : 'Please correct the errors below.',
    fieldErrors,
  };
  return failureAnswer(failure, values, 400);
}

/** A text field of a submitted form ('' when absent or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
