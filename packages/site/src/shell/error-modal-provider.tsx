import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

// Loaded on the first error: the dialog, its focus trap and the error formatting are not part of
// the first load of a page that never fails (docs/performance.md, "JavaScript budget").
const ErrorModal = lazy(() =>
  import('./error-modal').then(({ ErrorModal }) => ({ default: ErrorModal })),
);

/** Opens the app's error modal. */
export interface ErrorModalApi {
  /** Shows `error` (an ApiError, an API body, a list of messages or a string). */
  showError(error: unknown): void;
}

const ErrorModalContext = createContext<ErrorModalApi | null>(null);

/** Holds the one error modal of the app; `useErrorModal()` opens it from anywhere below. */
export function ErrorModalProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<{ value: unknown } | null>(null);
  // Once loaded, the modal stays mounted, so it opens and closes as it always did.
  const [needed, setNeeded] = useState(false);
  const showError = useCallback((value: unknown) => {
    setNeeded(true);
    setError({ value });
  }, []);
  const api = useMemo(() => ({ showError }), [showError]);
  return (
    <ErrorModalContext.Provider value={api}>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <ErrorModal open={error !== null} error={error?.value} onClose={() => setError(null)} />
        </Suspense>
      )}
    </ErrorModalContext.Provider>
  );
}

/**
 * The error modal's API; inside `<ErrorModalProvider>`.
 * @example const { showError } = useErrorModal(); fetcher.data?.error && showError(fetcher.data.error);
 */
export function useErrorModal(): ErrorModalApi {
  const api = useContext(ErrorModalContext);
  if (!api) throw new Error('useErrorModal() must be used inside <ErrorModalProvider>.');
  return api;
}

/**
 * Opens the error modal when an action (or fetcher) answers `{ error }`: failures the visitor
 * cannot fix in the form. Each new answer opens it once.
 * @example useActionErrorModal(useActionData<typeof action>());
 */
export function useActionErrorModal(actionData: unknown): void {
  const { showError } = useErrorModal();
  useEffect(() => {
    if (typeof actionData !== 'object' || actionData === null || !('error' in actionData)) return;
    const { error } = actionData as { error: unknown };
    if (error !== undefined && error !== null && error !== '') showError(error);
  }, [actionData, showError]);
}
