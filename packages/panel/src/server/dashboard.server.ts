import { apiContext, type RequestArgs } from '@quire/site/server';
import { labelDashboard } from '../lib/submission/date-labels';

/** `/panel`: the author's counts and latest items (one API call). */
export async function loadDashboard({ context }: RequestArgs) {
  return { dashboard: labelDashboard(await context.get(apiContext).panel.dashboard()) };
}
