import { Link } from 'react-router';
import { DashboardCards } from '~/components/submission/dashboard-cards';
import type { AuthHandle } from '~/lib/auth-guard';
import { loadDashboard } from '~/lib/dashboard.server';
import { requireSession } from '~/lib/guard.server';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/dashboard';
import '~/components/submission/submission.css';

export const handle = { auth: 'user' } satisfies AuthHandle;

export async function loader({ request }: Route.LoaderArgs) {
  await requireSession(request, handle.auth);
  return loadDashboard(request);
}

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Dashboard · Quire' }];
}

/** `/panel`: the author's overview — counts and latest items, each linking to its page. */
export default function Page({ loaderData }: Route.ComponentProps) {
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
