import { type MouseEvent, useEffect, useRef } from 'react';

/** What a failed submit answers: a summary line and messages per field name. */
export interface FormErrors {
  /** The summary line above the form. */
  message: string;
  /** Messages per field name (the API's `errors` object). */
  fieldErrors: Readonly<Record<string, readonly string[]>>;
}

/** Labels of the form's fields, to name them in the summary. */
export type FieldLabels = Readonly<Record<string, string>>;

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

// With scripting, a link to a field focuses the control itself (a fieldset's first control) and
// brings its label into view; without it, the plain `#field-…` link still scrolls there.
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const control = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  if (!control) return;
  event.preventDefault();
  const label =
    target.closest('fieldset')?.querySelector('legend') ??
    document.querySelector(`label[for="${CSS.escape(id)}"]`) ??
    target;
  control.focus({ preventScroll: true });
  // Optional call: environments without layout (jsdom) have no scrollIntoView.
  label.scrollIntoView?.({ block: 'start' });
}

/**
 * The summary above a form after a failed submit: the message and a link to each field with a
 * problem (`#field-{name}`). It takes focus (and is an alert), so keyboard and screen-reader users
 * land on it; following a link focuses that field.
 * @example <ErrorSummary failure={actionData} labels={{ email: 'Email', password: 'Password' }} />
 */
export function ErrorSummary({
  failure,
  labels,
}: {
  failure: FormErrors | undefined;
  labels: FieldLabels;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  const fields = Object.entries(failure.fieldErrors).filter(
    ([field, messages]) => messages.length > 0 && field in labels,
  );
  return (
    <div ref={ref} className="q-error-summary" role="alert" tabIndex={-1}>
      <p className="q-error-summary__message">{failure.message}</p>
      {fields.length > 0 && (
        <ul className="q-error-summary__list">
          {fields.map(([field, messages]) => (
            <li key={field}>
              <a href={`#field-${field}`} onClick={(event) => focusField(event, `field-${field}`)}>
                {labels[field]}: {messages.join(' ')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
