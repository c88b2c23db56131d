import { guardMiddleware } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadDashboard } from '../../server/dashboard.server';

/** Who may see this page (redirects run before its loader and action). */
export const panelDashboardMiddleware = [guardMiddleware('user')];

export async function panelDashboardLoader({ request, context }: LoaderFunctionArgs) {
  return loadDashboard({ request, context });
}
