import { defineJournalSite, JournalSiteProvider } from '@quire/site';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldLabel } from './lib/submission/field-labels';
import { panelDashboardMeta } from './pages/panel/dashboard';
import { SubmissionHistory } from './submission/submission-history';
import { PANEL_TEXTS, panelTexts } from './texts';

afterEach(() => {
  defineJournalSite({ name: 'Journal site' });
});

describe('the panel texts', () => {
  it('are the English defaults on a site that overrides none', () => {
    const site = defineJournalSite({ name: 'JCE' });
    expect(panelTexts()).toBe(PANEL_TEXTS);
    expect(fieldLabel('authors.1.email')).toBe('Author 2: email');
    expect(panelDashboardMeta({} as never)).toEqual([{ title: 'Dashboard · JCE' }]);
    render(
      <JournalSiteProvider site={site}>
        <SubmissionHistory events={[]} />
      </JournalSiteProvider>,
    );
    expect(screen.getByText('Nothing has happened yet.')).toBeTruthy();
  });

  it('follow the site’s overrides in components, form labels and meta', () => {
    const site = defineJournalSite({
      name: 'JCE',
      texts: {
        panel: {
          dashboardTitle: 'Overview',
          nothingYet: 'No events.',
          authorRow: (number) => `Co-author ${number}`,
        },
      },
    });
    expect(fieldLabel('authors.1.email')).toBe('Co-author 2: email');
    expect(panelDashboardMeta({} as never)).toEqual([{ title: 'Overview · JCE' }]);
    render(
      <JournalSiteProvider site={site}>
        <SubmissionHistory events={[]} />
      </JournalSiteProvider>,
    );
    expect(screen.getByText('No events.')).toBeTruthy();
  });
});
