import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import { type UiTexts, useUiTexts } from './ui-texts';

/**
 * Title of the error page for a status, in a site's words when it gives them (the document's
 * `<title>` reads it too, so both agree).
 */
export function errorTitle(status: number, texts: Partial<UiTexts> = {}): string {
  if (texts.errorTitle) return texts.errorTitle(status);
  if (status === 404) return 'Page Not Found';
  return status === 503 ? 'Service Unavailable' : 'Internal Server Error';
}

/** The sentence under the title. */
function errorMessage(status: number, path: string, texts: Partial<UiTexts>): string {
  if (texts.errorMessage) return texts.errorMessage(status, path);
  if (status === 404) return `Page Not Found: ${path}`;
  if (status === 503) {
    return 'The site cannot reach its data just now. Nothing is lost: please try again in a minute.';
  }
  return 'Something went wrong on our side.';
}

export interface ErrorViewProps extends ComponentPropsWithoutRef<'section'> {
  /** HTTP status of the failure. */
  status: number;
  /** The path that failed; shown in the 404 message. */
  path: string;
  /** Links or buttons offered to the reader (for example "Back to home"). */
  actions?: ReactNode;
}

/**
 * The error page body: 'Page Not Found' with 'Page Not Found: {path}' for 404, 'Service
 * Unavailable' for 503 (the data service is down or overloaded: a retry will do), 'Internal
 * Server Error' for any other status.
 */
export function ErrorView({ status, path, actions, className, ...props }: ErrorViewProps) {
  const texts = useUiTexts();
  const title = errorTitle(status, texts);
  // A generated id keeps two views on one page (Storybook's all-states story) valid.
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-status={status}
      className={clsx('q-error-view', className)}
      {...props}
    >
      <p className="q-error-view__status" aria-hidden="true">
        {status}
      </p>
      <h1 id={titleId}>{title}</h1>
      <p className="q-error-view__message">{errorMessage(status, path, texts)}</p>
      {actions}
    </section>
  );
}
