import { apiFor } from './api.server';

/** `/panel`: the author's counts and latest items (one API call). */
export async function loadDashboard(request: Request) {
  return { dashboard: await apiFor(request).panel.dashboard() };
}
