import { ErrorView } from '@quire/ui';
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { isRequestRefusal, RequestErrorView } from '../request-error-view';

/**
 * The editors' pages' error view: a 403 says plainly that the page is for editors (the root's
 * view would say no more than "Forbidden"); anything else is the usual error page.
 */
export function EditorErrorBoundary({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="q-panel-page">
        <title>Access denied · Quire</title>
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
