import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WizardFrame, type WizardFrameProps } from './wizard-frame';

function renderFrame(props: Omit<WizardFrameProps, 'children' | 'hrefFor'>) {
  render(
    <MemoryRouter>
      <WizardFrame {...props} hrefFor={(step) => `/panel/submission/5/edit?step=${step}`}>
        <p>The step’s form</p>
      </WizardFrame>
    </MemoryRouter>,
  );
}

describe('WizardFrame', () => {
  it('says what keeps the shown step "not completed"', async () => {
    renderFrame({
      current: 'details',
      completed: new Set(['journal']),
      missing: { details: ['a title', 'at least one keyword'], authors: ['at least one author'] },
    });
    const notice = (await screen.findByText('This step is not complete yet. Still needed:'))
      .parentElement as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a title', 'at least one keyword']);
    // Only the shown step's: the other steps say theirs when opened, and on the review.
    expect(screen.queryByText(/at least one author/)).toBeNull();
  });

  it('says nothing more on a complete step', async () => {
    renderFrame({ current: 'journal', completed: new Set(['journal']), missing: { journal: [] } });
    await screen.findByText('The step’s form');
    expect(screen.queryByText(/Still needed/)).toBeNull();
  });

  it('lists every incomplete step on the review, each linked to its step', async () => {
    renderFrame({
      current: 'review',
      missing: {
        journal: [],
        details: ['a title', 'at least one keyword'],
        files: ['the manuscript file'],
      },
    });
    const notice = (await screen.findByText('Not complete yet. Still needed before you submit:'))
      .parentElement as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Details: a title; at least one keyword', 'Files: the manuscript file']);
    expect(within(notice).getByRole('link', { name: 'Files' }).getAttribute('href')).toBe(
      '/panel/submission/5/edit?step=files',
    );
  });

  it('leaves the review’s list to the submit check’s findings after a refused submit', async () => {
    renderFrame({
      current: 'review',
      withErrors: new Set(['details']),
      missing: { details: ['a title'] },
    });
    await screen.findByText('The step’s form');
    expect(screen.queryByText(/Still needed/)).toBeNull();
  });
});
