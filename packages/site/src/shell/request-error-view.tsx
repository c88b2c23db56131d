import type { ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import type { SiteTexts } from '../config/journal-site';
import { useJournalSite } from '../config/site-context';

/**
 * Whether `error` is a refusal of the visitor's request (a 4xx other than 404, which has its own
 * page): malformed input is the sender's to fix, never an "Internal Server Error".
 */
export function isRequestRefusal(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && error.status !== 404
  );
}

/**
 * What went wrong, in words: the message the route threw with, else the site's general sentence
 * (`texts.requestRefused`).
 */
export function refusalMessage(error: unknown, texts: Pick<SiteTexts, 'requestRefused'>): string {
  if (!isRouteErrorResponse(error)) return texts.requestRefused;
  // React Router's own refusals (a POST to a page without a form) carry developer text.
  const internal = (error as { internal?: unknown }).internal === true;
  return !internal && typeof error.data === 'string' && error.data.trim() !== ''
    ? error.data
    : texts.requestRefused;
}

/**
 * The error page body for a refused request (400, 403, 405, 415…): status, title and the
 * route's message, in the same frame as the 404 and 500 views.
 */
export function RequestErrorView({ error, actions }: { error: unknown; actions?: ReactNode }) {
  const status = isRouteErrorResponse(error) ? error.status : 400;
  const { texts } = useJournalSite();
  return (
    <section aria-labelledby="q-request-error-title" data-status={status} className="q-error-view">
      <p className="q-error-view__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="q-request-error-title">{texts.refusalTitle(status)}</h1>
      <p className="q-error-view__message">{refusalMessage(error, texts)}</p>
      {actions}
    </section>
  );
}
