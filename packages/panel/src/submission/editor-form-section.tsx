import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { SubmissionActionData } from '../lib/submission/action-data';

export interface EditorFormSectionProps {
  /** The form's `intent` (`decide`, `publish`): what the page's action does with it. */
  intent: string;
  heading: string;
  /** The form's last refused post, when it was this form's. */
  failed: SubmissionActionData | undefined;
  /** The submit button's words, idle and while the post is on its way. */
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/**
 * One of the editor's forms on a submission's page: a titled section whose form posts its
 * `intent`, says above the fields why a post was refused when no field is to blame (the API's
 * 409, "this submission was already decided"), and keeps its button busy while it posts.
 */
export function EditorFormSection({
  intent,
  heading,
  failed,
  submitLabel,
  busyLabel,
  children,
}: EditorFormSectionProps) {
  const busy = useNavigation().state === 'submitting';
  const headingId = `${intent}-heading`;
  return (
    <section className="q-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {failed?.message && Object.keys(failed.fieldErrors ?? {}).length === 0 && (
        <p className="q-notice q-notice--error" role="alert">
          {failed.message}
        </p>
      )}
      <Form method="post" className="q-form">
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </Form>
    </section>
  );
}
