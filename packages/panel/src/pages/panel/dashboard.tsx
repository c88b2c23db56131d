import { type AuthHandle, siteTitle, useRootData } from '@quire/site';
import { Link, type MetaArgs, useLoaderData } from 'react-router';
import { DashboardCards } from '../../submission/dashboard-cards';
import type { panelDashboardLoader } from './dashboard.server';
import '../../submission/submission.css';

export const panelDashboardHandle = { auth: 'user' } satisfies AuthHandle;

export function panelDashboardMeta(_: MetaArgs<typeof panelDashboardLoader>) {
  return [{ title: siteTitle('Dashboard') }];
}

/** `/panel`: the author's overview — counts and latest items, each linking to its page. */
export function PanelDashboardPage() {
  const loaderData = useLoaderData<typeof panelDashboardLoader>();
  const { dashboard } = loaderData;
  const name = useRootData()?.viewer?.name;
  const newAuthor = dashboard.submissions.total === 0 && dashboard.articles.total === 0;
  return (
    <div className="q-panel-page">
      <h1>Dashboard</h1>
      <div className="q-dashboard-cta">
        <p>
          {newAuthor
            ? `Welcome${name ? `, ${name}` : ''}! Submit your first manuscript to one of our journals: your draft is saved at every step.`
            : 'Ready with a new manuscript?'}
        </p>
        <Link to="/panel/submission/new" className="q-btn q-btn--primary">
          New submission
        </Link>
      </div>
      <DashboardCards dashboard={dashboard} />
    </div>
  );
}
