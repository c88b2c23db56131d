import { defineJournalSite } from '@quire/site';
import { ScreenStub } from '@quire/story-kit';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ABOUT, JOURNAL_FRAME } from '../stories/fixtures';
import { journalLayout } from '../stories/journal-routes';
import { AboutPage } from './about';
import { testMeta } from './test';

/** A page under the journal's layout; only the layout's navigation matters here. */
function JournalHome() {
  return <p>Home</p>;
}

afterEach(() => {
  defineJournalSite({ name: 'Journal site' });
});

describe('public pages read the site configuration', () => {
  it('the liveness page is titled and described with the configured name and separator', () => {
    defineJournalSite({ name: 'Journal of Computational Ecology', pageTitleSeparator: ' | ' });
    const meta = testMeta({} as never);
    expect(meta).toContainEqual({ title: 'Test | Journal of Computational Ecology' });
    const description = meta.find((tag) => 'name' in tag && tag.name === 'description');
    expect(description).toEqual({
      name: 'description',
      content:
        'Shows that the Journal of Computational Ecology web app is running, and which build.',
    });
  });

  it('the about page sends authors to the site’s registration page', () => {
    const site = defineJournalSite({ name: 'JCE', paths: { auth: '/account' } });
    render(
      <ScreenStub
        url="/about"
        site={site}
        routes={[
          { id: 'page-about', path: 'about', Component: AboutPage, loader: { data: ABOUT } },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'creating an account' });
    expect(link.getAttribute('href')).toBe('/account/reg');
  });

  it('the journal’s navigation is the site’s journalNav, then the journal’s own pages', () => {
    const site = defineJournalSite({
      name: 'JCE',
      journalNav: (links) => [
        ...links.filter((link) => link.path !== 'volumes'),
        { path: 'keywords/ecology', label: 'Ecology' },
      ],
    });
    const slug = JOURNAL_FRAME.journal.slug;
    render(
      <ScreenStub
        url={`/journals/${slug}`}
        site={site}
        routes={[journalLayout({ id: 'page', index: true, Component: JournalHome })]}
      />,
    );
    const nav = screen.getByRole('navigation', {
      name: `${JOURNAL_FRAME.journal.title} navigation`,
    });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', `/journals/${slug}`],
      ['Current issue', `/journals/${slug}/current-issue`],
      ['Archive', `/journals/${slug}/archive`],
      ['Ecology', `/journals/${slug}/keywords/ecology`],
      ['Aims and scope', `/journals/${slug}/pages/aims-and-scope`],
      ['Editorial board', `/journals/${slug}/pages/editorial-board`],
      ['Author guidelines', `/journals/${slug}/pages/author-guidelines`],
    ]);
  });
});
