import { SubmitButton as KitSubmitButton, type SubmitButtonProps } from '@quire/ui';
import { useNavigation } from 'react-router';

/**
 * The design system's submit button bound to the router: pending while a form submission
 * (a navigation, not a fetcher) is in flight, when it says `busyLabel`.
 * @example <SubmitButton busyLabel="Signing in…">Sign in</SubmitButton>
 */
export function SubmitButton({
  busyLabel,
  ...props
}: Omit<SubmitButtonProps, 'pending' | 'pendingLabel'> & { busyLabel: string }) {
  const navigation = useNavigation();
  return (
    <KitSubmitButton
      pending={navigation.state === 'submitting'}
      pendingLabel={busyLabel}
      {...props}
    />
  );
}
