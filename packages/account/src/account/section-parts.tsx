import type { ReactNode } from 'react';

/** An account section: a titled region (named by its heading) around one form. */
export function AccountSectionFrame({
  id,
  title,
  tone,
  children,
}: {
  id: string;
  title: string;
  tone?: 'danger';
  children: ReactNode;
}) {
  return (
    <section
      className={`q-account-section${tone === 'danger' ? ' q-account-section--danger' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A section's success message, announced politely. */
export function AccountNotice({ message }: { message: string | null }) {
  return (
    // Always in the document (empty until there is news), so the change is announced.
    <p className="q-notice" role="status">
      {message ?? ''}
    </p>
  );
}

/** A section's submit button; says it is busy while its own form is in flight. */
export function AccountSubmit({
  busy,
  busyLabel,
  danger,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={`q-btn ${danger ? 'q-btn--danger' : 'q-btn--primary'} q-form__submit`}
      aria-disabled={busy || undefined}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
