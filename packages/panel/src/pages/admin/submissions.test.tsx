import { defineJournalSite } from '@quire/site';
import { ScreenStub } from '@quire/story-kit';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EDITORS_QUEUE, MY_SUBMISSIONS } from '../../stories/fixtures';
import { MySubmissionsPage } from '../panel/submission';
import { AdminSubmissionsPage } from './submissions';

function renderQueue() {
  render(
    <ScreenStub
      url="/admin/submissions?page=2"
      site={defineJournalSite({ name: 'Quire' })}
      visitor="author"
      routes={[
        {
          id: 'queue',
          path: 'admin/submissions',
          Component: AdminSubmissionsPage,
          loader: {
            data: {
              ...EDITORS_QUEUE,
              page: { ...EDITORS_QUEUE.page, meta: { ...EDITORS_QUEUE.page.meta, page: 2 } },
            },
          },
        },
      ]}
    />,
  );
}

describe('the editors’ queue', () => {
  it('shows each submission’s own id beside its row number, which keeps counting across pages', async () => {
    renderQueue();
    const table = await screen.findByRole('table', { name: 'Submissions to the journals' });
    const [header, first] = within(table).getAllByRole('row');
    expect(within(header as HTMLElement).getAllByRole('columnheader')[0]?.textContent).toBe(
      '# / ID',
    );
    const firstId = EDITORS_QUEUE.page.data[0]?.id;
    // Page 2 of 10 a page: row 11, then the submission's id.
    expect(within(first as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe(
      `11ID ${firstId}`,
    );
  });

  it('takes the page’s whole width (the wide page frame)', async () => {
    renderQueue();
    await screen.findByRole('table', { name: 'Submissions to the journals' });
    expect(document.querySelector('.q-panel-page')?.classList).toContain('q-panel-page--wide');
  });

  it('leaves the author’s own list numbered only', async () => {
    render(
      <ScreenStub
        url="/panel/submission"
        site={defineJournalSite({ name: 'Quire' })}
        visitor="author"
        routes={[
          {
            id: 'mine',
            path: 'panel/submission',
            Component: MySubmissionsPage,
            loader: { data: MY_SUBMISSIONS },
          },
        ]}
      />,
    );
    const table = await screen.findByRole('table');
    const [header, first] = within(table).getAllByRole('row');
    expect(within(header as HTMLElement).getAllByRole('columnheader')[0]?.textContent).toBe('#');
    expect(within(first as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('1');
  });
});
