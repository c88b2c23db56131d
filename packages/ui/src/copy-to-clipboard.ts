import { useCallback } from 'react';
import { useToast } from './toast-provider';
import type { ToastApi } from './toast-store';

/** Toast text after a successful copy. */
export const COPY_SUCCESS_MESSAGE = 'Copied';

/** Toast text when copying fails. */
export const COPY_FAILURE_MESSAGE = 'An error occurred';

/**
 * Copies `text`, then toasts 'Copied' or, on any failure, 'An error occurred'.
 * Resolves to whether the copy worked; never rejects.
 * @example await copyToClipboard(doi, toast);
 */
export async function copyToClipboard(
  text: string,
  toast: Pick<ToastApi, 'success' | 'error'>,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  try {
    // Insecure origins and old browsers have no Clipboard API at all.
    if (!clipboard) throw new Error('Clipboard API unavailable');
    await clipboard.writeText(text);
  } catch {
    toast.error(COPY_FAILURE_MESSAGE);
    return false;
  }
  toast.success(COPY_SUCCESS_MESSAGE);
  return true;
}

/** {@link copyToClipboard} bound to the nearest `ToastProvider`. */
export function useCopyToClipboard(): (text: string) => Promise<boolean> {
  const toast = useToast();
  return useCallback((text: string) => copyToClipboard(text, toast), [toast]);
}
