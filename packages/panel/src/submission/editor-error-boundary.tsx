import { isRequestRefusal, RequestErrorView, siteTitle } from '@quire/site';
import { ErrorView } from '@quire/ui';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';

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
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="q-panel-page">
        <title>{siteTitle('Access denied')}</title>
        <h1>Access denied</h1>
        <p>This page is for the journals’ editors. Your account cannot open it.</p>
        <p>
          <Link to="/panel">Go to your panel</Link>
        </p>
      </div>
    );
  }
  const home = <Link to="/">Back to the home page</Link>;
  if (isRequestRefusal(error)) return <RequestErrorView error={error} actions={home} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorView status={status} path={pathname} actions={home} />;
}
