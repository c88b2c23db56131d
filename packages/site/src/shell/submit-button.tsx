import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';

/** The primary submit button; says it is busy while its form's submission is in flight. */
export function SubmitButton({ children, busyLabel }: { children: ReactNode; busyLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <button
      type="submit"
      className="q-btn q-btn--primary q-form__submit"
      aria-disabled={busy || undefined}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
