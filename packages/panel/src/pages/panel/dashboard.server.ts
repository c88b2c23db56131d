import { requireSession } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadDashboard } from '../../server/dashboard.server';
import { panelDashboardHandle } from './dashboard';

export async function panelDashboardLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request, panelDashboardHandle.auth);
  return loadDashboard(request);
}
