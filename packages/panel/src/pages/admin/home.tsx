import { siteTitle, useJournalSite } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { Link, type MetaArgs, useLoaderData } from 'react-router';
import { EditorViewsNav } from '../../submission/editor-views-nav';
import { panelTexts, usePanelTexts } from '../../texts';
import type { adminHomeLoader } from './home.server';
import '../../panel-pages/panel-pages.css';
import './staff.css';
import '../../submission/submission.css';

export function adminHomeMeta(_: MetaArgs<typeof adminHomeLoader>) {
  return [{ title: siteTitle(panelTexts().attentionTitle, panelTexts().editorialTitle) }];
}

/**
 * `{paths.editorial}`: the back office's home — per journal the editor works on, what waits
 * (new submissions, decisions, accepted work to publish, news drafts, expired invitations, a
 * journal without sections or closed), each a link to where it is done; and the back office's
 * pages.
 */
export function AdminHomePage() {
  const { journals, site, siteAdmin, waiting, views } = useLoaderData<typeof adminHomeLoader>();
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.attentionTitle}</h1>
      </header>
      <nav aria-label={texts.backOfficeLinks} className="q-actions-row">
        <Link to={paths.editorSubmissions}>{texts.queueTitle}</Link>
        <Link to={paths.journalsAdmin}>{texts.journalsTitle}</Link>
        <Link to={paths.newsAdmin}>{texts.newsAdminTitle}</Link>
        <Link to={paths.staff}>{texts.staffTitle}</Link>
        <Link to={paths.issues}>{texts.issuesTitle}</Link>
        {siteAdmin && <Link to={paths.people}>{texts.peopleTitle}</Link>}
        {siteAdmin && <Link to={paths.siteSettings}>{texts.siteSettingsTitle}</Link>}
        <Link to={paths.audit}>{texts.auditTitle}</Link>
      </nav>
      <section aria-labelledby="my-work-heading">
        <h2 id="my-work-heading">{texts.myWorkHeading}</h2>
        <EditorViewsNav counts={views} path={paths.editorSubmissions} />
      </section>
      <p>{texts.attentionIntro}</p>
      {!waiting && (
        <EmptyState title={texts.attentionAllClear} description={texts.attentionAllClearHint} />
      )}
      {site.length > 0 && (
        <section aria-labelledby="attention-site" className="q-staff-member">
          <h2 id="attention-site">{texts.attentionSite}</h2>
          <ul>
            {site.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{item.text}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul className="q-staff-list" aria-label={texts.attentionJournalsLabel}>
        {journals.map((journal) => (
          <li key={journal.id} className="q-staff-member">
            <h2>
              <Link to={journal.settingsHref}>{journal.title}</Link>
            </h2>
            {journal.items.length === 0 ? (
              <p className="q-muted">{texts.attentionNothing}</p>
            ) : (
              <ul>
                {journal.items.map((item) => (
                  <li key={item.text}>
                    <Link to={item.href}>{item.text}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
