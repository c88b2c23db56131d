import { apiFor } from '@quire/site/server';
import { labelDashboard } from '../lib/submission/date-labels';

/** `/panel`: the author's counts and latest items (one API call). */
export async function loadDashboard(request: Request) {
  return { dashboard: labelDashboard(await apiFor(request).panel.dashboard()) };
}
