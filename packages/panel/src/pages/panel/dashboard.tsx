import { siteTitle, useJournalSite, useRootData } from '@quire/site';
import { Link, type MetaArgs, useLoaderData } from 'react-router';
import { DashboardCards } from '../../submission/dashboard-cards';
import { panelTexts, usePanelTexts } from '../../texts';
import type { panelDashboardLoader } from './dashboard.server';
import '../../submission/submission.css';

export function panelDashboardMeta(_: MetaArgs<typeof panelDashboardLoader>) {
  return [{ title: siteTitle(panelTexts().dashboardTitle) }];
}

/** `{paths.panel}`: the author's overview — counts and latest items, each linking to its page. */
export function PanelDashboardPage() {
  const loaderData = useLoaderData<typeof panelDashboardLoader>();
  const { dashboard } = loaderData;
  const name = useRootData()?.viewer?.name;
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const newAuthor = dashboard.submissions.total === 0 && dashboard.articles.total === 0;
  return (
    <div className="q-panel-page">
      <h1>{texts.dashboardTitle}</h1>
      <div className="q-dashboard-cta">
        <p>{newAuthor ? texts.welcome(name || null) : texts.readyWithManuscript}</p>
        <Link to={paths.newSubmission} className="q-btn q-btn--primary">
          {texts.newSubmission}
        </Link>
      </div>
      <DashboardCards dashboard={dashboard} />
    </div>
  );
}
