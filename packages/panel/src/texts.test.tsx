import { defineJournalSite, JournalSiteProvider } from '@quire/site';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldLabel } from './lib/submission/field-labels';
import { submissionReviewMeta } from './pages/admin/submission-review';
import { panelDashboardMeta } from './pages/panel/dashboard';
import { myReviewsMeta } from './pages/review/my-reviews';
import { reviewTaskMeta } from './pages/review/review-task';
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

  it('reword the review screens too: the reviewer’s pages and the editor’s review page', () => {
    expect(reviewTaskMeta()).toEqual([{ title: 'Review' }]);
    defineJournalSite({
      name: 'JCE',
      texts: {
        panel: {
          reviewerPagePageTitle: 'Referee report',
          reviewerPageMyReviewsTitle: 'My referee reports',
          editorReviewTitle: 'Refereeing',
        },
      },
    });
    expect(reviewTaskMeta()).toEqual([{ title: 'Referee report' }]);
    expect(myReviewsMeta()).toEqual([{ title: 'My referee reports' }]);
    expect(submissionReviewMeta()).toEqual([{ title: 'Refereeing' }]);
  });
});
