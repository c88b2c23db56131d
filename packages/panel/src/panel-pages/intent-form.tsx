import { ErrorSummary, type FieldLabels, type FormErrors } from '@quire/ui';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';

/** Hidden fields a back-office form posts beside its `intent` (the item's id, its version). */
export type HiddenFields = Readonly<Record<string, string | number>>;

function HiddenInputs({ intent, hidden }: { intent: string; hidden: HiddenFields | undefined }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** Whether a form of this page is being posted (its buttons wait meanwhile). */
export function useSubmitting(): boolean {
  return useNavigation().state === 'submitting';
}

export interface IntentFormProps {
  /** What the action does with the post (`save`, `section-add`…). */
  intent: string;
  hidden?: HiddenFields;
  /** The submit button's label. */
  submit: string;
  /** A refusal of this form, summarised above its fields. */
  failure?: FormErrors;
  /** The fields' labels the summary links to; without them no summary is shown. */
  labels?: FieldLabels;
  /** Classes beside `q-form`. */
  className?: string;
  encType?: 'multipart/form-data';
  /** Without it (a read-only screen) the form has no button. */
  canSubmit?: boolean;
  children: ReactNode;
}

/**
 * A back-office form that posts one `intent`: the error summary, the hidden fields, the fields
 * and a primary button. A plain post, so it works without JavaScript; the action answers a
 * refusal beside it with what was typed.
 */
export function IntentForm({
  intent,
  hidden,
  submit,
  failure,
  labels,
  className,
  encType,
  canSubmit = true,
  children,
}: IntentFormProps) {
  const busy = useSubmitting();
  return (
    <Form
      method="post"
      encType={encType}
      className={className ? `q-form ${className}` : 'q-form'}
      noValidate
    >
      {labels && <ErrorSummary failure={failure} labels={labels} />}
      <HiddenInputs intent={intent} hidden={hidden} />
      {children}
      {canSubmit && (
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {submit}
          </button>
        </div>
      )}
    </Form>
  );
}

/**
 * A form that is one button posting `intent` (delete, archive, remove): `danger` marks the
 * destructive ones.
 */
export function IntentButton({
  intent,
  hidden,
  label,
  danger = false,
}: {
  intent: string;
  hidden?: HiddenFields;
  label: string;
  danger?: boolean;
}) {
  const busy = useSubmitting();
  return (
    <Form method="post" className="q-form-actions">
      <HiddenInputs intent={intent} hidden={hidden} />
      <button type="submit" className={danger ? 'q-btn q-btn--danger' : 'q-btn'} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

/**
 * The folded editor of one item in an ordered list (a page, a section, a review question): its
 * save form, then its deletion, both naming the item by `itemField`. Open while its save was
 * refused, so the message shows beside the field.
 */
export function ItemEditor({
  summary,
  open,
  itemField,
  itemId,
  save,
  remove,
}: {
  /** The fold's label ("Edit About"). */
  summary: string;
  open: boolean;
  /** The hidden field naming the item (`pageId`, `sectionId`, `questionId`) and its value. */
  itemField: string;
  itemId: number | string;
  save: Omit<IntentFormProps, 'hidden'> & { hidden?: HiddenFields };
  remove: { intent: string; label: string };
}) {
  const { hidden, ...form } = save;
  return (
    <details className="q-staff-member__change" open={open}>
      <summary>{summary}</summary>
      <IntentForm {...form} hidden={{ [itemField]: itemId, ...hidden }} />
      <IntentButton
        intent={remove.intent}
        hidden={{ [itemField]: itemId }}
        label={remove.label}
        danger
      />
    </details>
  );
}
