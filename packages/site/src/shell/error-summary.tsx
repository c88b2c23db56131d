import { useEffect, useRef } from 'react';
import type { FormFailure } from '../lib/form-errors';

/** Labels of the form's fields, to name them in the summary. */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * The summary above a form after a failed submit: the message and a link to each field with a
 * problem. It takes focus (and is an alert), so keyboard and screen-reader users land on it.
 */
export function ErrorSummary({
  failure,
  labels,
}: {
  failure: FormFailure | undefined;
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
              <a href={`#field-${field}`}>
                {labels[field]}: {messages.join(' ')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
