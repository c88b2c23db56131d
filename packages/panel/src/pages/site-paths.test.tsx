import { defineJournalSite, type JournalSite } from '@quire/site';
import { contextForRequest } from '@quire/site/server';
import { ScreenStub } from '@quire/story-kit';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorIssuesHref, submissionFilePath, wizardPath } from '../lib/panel-paths';
import { loadAuthorSubmissions } from '../server/submission/list.server';
import { DASHBOARD, EDITORS_QUEUE, MY_SUBMISSIONS, SUBMISSION_DETAIL } from '../stories/fixtures';
import { AdminSubmissionsPage } from './admin/submissions';
import { PanelDashboardPage } from './panel/dashboard';
import { MySubmissionsPage } from './panel/submission';
import { SubmissionDetailPage } from './panel/submission-detail';

// A site that mounts its author panel at `/author` and its editors' pages at `/editors`.
const AUTHOR_SITE = { name: 'JCE', paths: { panel: '/author', editorial: '/editors' } };

/** `Page` at `url` with its loader's `data`, under `site` (no layout: only the page's links). */
function renderPage(Page: ComponentType, url: string, data: unknown, site: JournalSite) {
  const path = new URL(url, 'https://site.test').pathname.slice(1);
  render(
    <ScreenStub
      url={url}
      site={site}
      visitor="author"
      routes={[{ id: 'page', path, Component: Page, loader: { data } }]}
    />,
  );
}

const hrefs = (container: HTMLElement = document.body) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');

afterEach(() => {
  defineJournalSite({ name: 'Journal site' });
});

describe('panel pages link through the site’s paths', () => {
  it('the dashboard links to the panel’s sections under `/author`', () => {
    renderPage(PanelDashboardPage, '/author', DASHBOARD, defineJournalSite(AUTHOR_SITE));
    const main = hrefs().filter((href) => !href.startsWith('/journals/'));
    expect(main).toContain('/author/submission/new');
    expect(main).toContain('/author/submission');
    expect(main).toContain('/author/articles');
    expect(main).toContain('/author/notifications');
    expect(main).toContain('/author/chat');
    expect(screen.getByRole('region', { name: 'Messages' })).toBeTruthy();
    expect(main.filter((href) => href.startsWith('/panel'))).toEqual([]);
  });

  it('the dashboard leaves out the chat and bookmarks cards of a site without them', () => {
    const site = defineJournalSite({ ...AUTHOR_SITE, features: { chat: false, bookmarks: false } });
    renderPage(PanelDashboardPage, '/author', DASHBOARD, site);
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bookmarks' })).toBeNull();
    expect(hrefs()).not.toContain('/author/chat');
  });

  it('the submissions list and a submission link under `/author`', () => {
    const site = defineJournalSite(AUTHOR_SITE);
    renderPage(MySubmissionsPage, '/author/submission', MY_SUBMISSIONS, site);
    const first = MY_SUBMISSIONS.page.data[0];
    expect(hrefs()).toContain(`/author/submission/${first?.id}`);
    expect(hrefs().filter((href) => href.startsWith('/panel'))).toEqual([]);
  });

  it('a submission’s files download from under `/author`', () => {
    const site = defineJournalSite(AUTHOR_SITE);
    const { submission } = SUBMISSION_DETAIL;
    renderPage(
      SubmissionDetailPage,
      `/author/submission/${submission.id}`,
      SUBMISSION_DETAIL,
      site,
    );
    const file = submission.files[0];
    expect(hrefs()).toContain(`/author/submission/${submission.id}/files/${file?.id}`);
    expect(screen.getByRole('link', { name: '← All submissions' }).getAttribute('href')).toBe(
      '/author/submission',
    );
  });

  it('the editors’ queue links under `/editors`, and to the chat inbox only with chat', () => {
    renderPage(
      AdminSubmissionsPage,
      '/editors/submissions',
      EDITORS_QUEUE,
      defineJournalSite({ ...AUTHOR_SITE, features: { chat: false } }),
    );
    expect(hrefs()).toContain('/editors/issues');
    expect(hrefs()).toContain(`/editors/submissions/${EDITORS_QUEUE.page.data[0]?.id}`);
    expect(screen.queryByRole('link', { name: 'Chat inbox' })).toBeNull();
  });
});

describe('panel loaders redirect through the site’s paths', () => {
  it('`?id=` opens that submission under `/author`', async () => {
    defineJournalSite(AUTHOR_SITE);
    const request = new Request('https://site.test/author/submission?id=58');
    const args = { request, context: contextForRequest(request) };
    const thrown = await loadAuthorSubmissions(args).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/author/submission/58');
  });
});

describe('panel paths', () => {
  const paths = defineJournalSite(AUTHOR_SITE).paths;

  it('build the wizard, file and issue addresses from the configured sections', () => {
    expect(wizardPath(paths, 3, 'files')).toBe('/author/submission/3/edit?step=files');
    expect(submissionFilePath(paths, 3, 9)).toBe('/author/submission/3/files/9');
    expect(submissionFilePath(paths, 3, 9, { editor: true })).toBe(
      '/editors/submissions/3/files/9',
    );
    expect(editorIssuesHref(paths, 'jce', 2)).toBe('/editors/issues?journal=jce&page=2');
  });
});
