import type { ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';

/** Titles of the refusals the site answers with (any other 4xx is "Request Not Accepted"). */
const TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  403: 'Forbidden',
  405: 'Method Not Allowed',
  413: 'Request Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

/** Shown when the refusal carries no message of its own. */
export const REQUEST_REFUSED_MESSAGE = 'The request could not be handled as it was sent.';

/**
 * Whether `error` is a refusal of the visitor's request (a 4xx other than 404, which has its own
 * page): malformed input is the sender's to fix, never an "Internal Server Error".
 */
export function isRequestRefusal(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && error.status !== 404
  );
}

/** The page title of a refusal with `status`. */
export function refusalTitle(status: number): string {
  return TITLES[status] ?? 'Request Not Accepted';
}

/** What went wrong, in words: the message the route threw with, else a general sentence. */
export function refusalMessage(error: unknown): string {
  if (!isRouteErrorResponse(error)) return REQUEST_REFUSED_MESSAGE;
  // React Router's own refusals (a POST to a page without a form) carry developer text.
  const internal = (error as { internal?: unknown }).internal === true;
  return !internal && typeof error.data === 'string' && error.data.trim() !== ''
    ? error.data
    : REQUEST_REFUSED_MESSAGE;
}

/**
 * The error page body for a refused request (400, 403, 405, 415…): status, title and the
 * route's message, in the same frame as the 404 and 500 views.
 */
export function RequestErrorView({ error, actions }: { error: unknown; actions?: ReactNode }) {
  const status = isRouteErrorResponse(error) ? error.status : 400;
  return (
    <section aria-labelledby="q-request-error-title" data-status={status} className="q-error-view">
      <p className="q-error-view__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="q-request-error-title">{refusalTitle(status)}</h1>
      <p className="q-error-view__message">{refusalMessage(error)}</p>
      {actions}
    </section>
  );
}
