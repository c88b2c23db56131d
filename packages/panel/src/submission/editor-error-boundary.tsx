import { isRequestRefusal, RequestErrorView, siteTitle, useJournalSite } from '@quire/site';
import { ErrorView } from '@quire/ui';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { usePanelTexts } from '../texts';

/**
 * The editors' pages' error view: a 403 says plainly that the page is for editors (the root's
 * view would say no more than "Forbidden"); anything else is the usual error page.
 *
 * It reads the error with `useRouteError()` because React Router only passes the `error` prop to
 * an `ErrorBoundary` declared in the route module itself, not to one the module re-exports.
 */
export function EditorErrorBoundary({ error: given }: { error?: unknown } = {}) {
  const routeError = useRouteError();
  const error = given ?? routeError;
  const { pathname } = useLocation();
  const { paths, texts: siteTexts } = useJournalSite();
  const texts = usePanelTexts();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="q-panel-page">
        <title>{siteTitle(texts.accessDenied)}</title>
        <h1>{texts.accessDenied}</h1>
        <p>{texts.editorsOnly}</p>
        <p>
          <Link to={paths.panel}>{texts.goToPanel}</Link>
        </p>
      </div>
    );
  }
  const home = <Link to={paths.home}>{siteTexts.backHome}</Link>;
  if (isRequestRefusal(error)) return <RequestErrorView error={error} actions={home} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorView status={status} path={pathname} actions={home} />;
}
