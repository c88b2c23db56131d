import { defineJournalSite } from '@quire/site';
import { ScreenStub } from '@quire/story-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ISSUE_WITH_COVER } from '../../stories/fixtures';
import { AdminIssuePage } from './issue';

/** The ids the contents form would post, in order. */
const postedOrder = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input[name="article"]')).map((input) =>
    Number(input.value),
  );

describe('the issue’s table of contents', () => {
  it('reorders by drag and drop, the posted order following, and keeps the move buttons', async () => {
    render(
      <ScreenStub
        url="/admin/issues/80"
        site={defineJournalSite({ name: 'Quire' })}
        visitor="editor"
        routes={[
          {
            id: 'issue',
            path: 'admin/issues/:id',
            Component: AdminIssuePage,
            loader: { data: ADMIN_ISSUE_WITH_COVER },
          },
        ]}
      />,
    );
    await screen.findByRole('heading', { name: 'Table of contents' });
    const [first, second, third] = ADMIN_ISSUE_WITH_COVER.editing.articles.map((a) => a.id);
    expect(postedOrder()).toEqual([first, second, third]);
    const items = document.querySelectorAll('.q-issue-contents > li');
    const dataTransfer = { effectAllowed: '' };
    fireEvent.dragStart(items[2] as Element, { dataTransfer });
    fireEvent.dragOver(items[0] as Element, { dataTransfer });
    fireEvent.drop(items[0] as Element, { dataTransfer });
    fireEvent.dragEnd(items[2] as Element, { dataTransfer });
    expect(postedOrder()).toEqual([third, first, second]);
    // The keyboard's way stays: each article has its arrows.
    expect(screen.getAllByRole('button', { name: /^Move .* up$/ })).toHaveLength(3);
    // The description's rich-text editor loads lazily: let it finish before the page goes. Its
    // first import transforms all of TipTap, which on a busy CI machine outlasts findBy's 1 s.
    await screen.findByRole(
      'toolbar',
      { name: 'Formatting of Description of the issue' },
      { timeout: 15_000 },
    );
  });
});
