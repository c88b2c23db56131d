import { createContext, type ReactNode, useContext } from 'react';
import type { SubmissionStatusValue } from './submission/submission-status-badge';

/**
 * The words the design system's own controls show or read out (English defaults in brackets;
 * each component keeps its default beside its markup, so a page ships only the words of the
 * components it uses). A site rewords any of them by giving {@link UiTextsProvider} a subset —
 * `@quire/site` does, from `texts.ui` of the site's configuration. A prop given to a component
 * still wins over both. Texts that carry values are functions.
 */
export interface UiTexts {
  /** The skip link every layout starts with ('Skip to content'). */
  skipToContent: string;
  /** The panel layout's navigation ('Panel') and its narrow-screen button ('Menu'). */
  panelNavLabel: string;
  menu: string;
  /** A journal's navigation ('Journal of Ecology navigation'). */
  journalNavLabel: (journalTitle: string) => string;
  /** The article layout's side column ('Article tools'). */
  articleToolsLabel: string;
  /** Pagination: its name ('Pagination'), the step links ('Previous', 'Next'), their names. */
  paginationLabel: string;
  previous: string;
  next: string;
  previousPage: string;
  nextPage: string;
  /** The name of a page number's link ('Page 3'). */
  pageNumber: (page: number) => string;
  /** The wizard's step list ('Steps'). */
  stepsLabel: string;
  /** Dialogs: the close button ('Close this dialog') and the usual answers. */
  closeDialog: string;
  ok: string;
  no: string;
  cancel: string;
  /** The error modal's title ('Error'). */
  errorModalTitle: string;
  /** Toasts: their region ('Notifications'), the close button, the words before each kind. */
  toastsLabel: string;
  dismissToast: string;
  toastInfo: string;
  toastSuccess: string;
  toastWarning: string;
  toastError: string;
  /** What a busy region says ('Loading') and the page-load bar ('Loading page'). */
  loading: string;
  loadingPage: string;
  /** The theme switch ('Dark mode'). */
  darkMode: string;
  /** An empty list's title ('Nothing here yet'); a list that failed ('The list could not be loaded', 'Retry'). */
  emptyTitle: string;
  listErrorTitle: string;
  retry: string;
  /** The tag input: its hint for an empty list, the list box's label, what it announces. */
  tagsTypeHint: string;
  tagsSeparateHint: string;
  tagAdded: (tag: string) => string;
  tagRemoved: (tag: string) => string;
  removeTag: (tag: string) => string;
  /** Its refusals: an empty tag, a repeated one, one past the limit. */
  tagEmpty: string;
  tagDuplicate: (tag: string) => string;
  tagLimit: (limit: number) => string;
  /** A submission status's name ('Under review'), on badges, filters and histories. */
  submissionStatus: (status: SubmissionStatusValue) => string;
  /** The error page's title and sentence for a status (404, 503, anything else). */
  errorTitle: (status: number) => string;
  errorMessage: (status: number, path: string) => string;
}

const UiTextsContext = createContext<Partial<UiTexts>>({});

/**
 * Rewords the design system's controls below it (any subset of {@link UiTexts}).
 * @example <UiTextsProvider texts={{ previous: 'Zurück', next: 'Weiter' }}>…</UiTextsProvider>
 */
export function UiTextsProvider({
  texts,
  children,
}: {
  texts: Partial<UiTexts> | undefined;
  children: ReactNode;
}) {
  return <UiTextsContext.Provider value={texts ?? {}}>{children}</UiTextsContext.Provider>;
}

/** The nearest {@link UiTextsProvider}'s rewordings (none without one): `texts.next ?? 'Next'`. */
export function useUiTexts(): Partial<UiTexts> {
  return useContext(UiTextsContext);
}
