import type { FormFailure } from '@quire/site';
import { useActionErrorModal } from '@quire/site';
import { useToast } from '@quire/ui';
import { useEffect, useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { AccountResult, AccountSection } from '../lib/account';

/**
 * One account section's form: a fetcher (so sections post independently, each with its own busy
 * state) whose answer is also read from the page's action data, which is where it lands when the
 * form was posted without JavaScript. Success toasts once per answer; server failures open the
 * error modal.
 */
export function useAccountForm(section: AccountSection) {
  const fetcher = useFetcher<AccountResult>();
  const actionData = useActionData() as AccountResult | undefined;
  const result: AccountResult | undefined =
    fetcher.data ?? (actionData?.section === section ? actionData : undefined);
  const toast = useToast();
  const toasted = useRef<AccountResult | undefined>(undefined);
  useActionErrorModal(fetcher.data);
  useEffect(() => {
    if (!fetcher.data?.ok || toasted.current === fetcher.data) return;
    toasted.current = fetcher.data;
    toast.success(fetcher.data.message);
  }, [fetcher.data, toast]);
  const failure: FormFailure | undefined = result && !result.ok ? result : undefined;
  return {
    fetcher,
    result,
    failure,
    busy: fetcher.state === 'submitting',
    /** The success message, while it is the latest answer. */
    notice: result?.ok ? result.message : null,
  };
}
