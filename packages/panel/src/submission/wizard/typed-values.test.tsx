import type { Submission, SubmissionOptions } from '@quire/contracts';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { labelSubmission } from '../../lib/submission/date-labels';
import { DeclarationsStep } from './declarations-step';
import { DetailsStep } from './details-step';
import { JournalFields } from './journal-fields';
import { ReviewStep } from './review-step';

// Without JavaScript a failed save re-renders the step from the server: what the author typed
// (the action's answer) must win over the saved draft.

const SAVED = {
  id: 9,
  title: 'Saved title',
  status: 'draft',
  journal: { id: 1, slug: 'jce', title: 'Journal of Codex Studies' },
  section: { id: 11, title: 'Articles' },
  submitter: { id: 2, name: 'Ada Author', email: 'author@quire.test' },
  round: 1,
  submittedAt: null,
  updatedAt: '2026-03-06T12:00:00.000Z',
  createdAt: '2026-03-06T12:00:00.000Z',
  abstract: 'Saved abstract.',
  keywords: ['saved'],
  authors: [],
  coverLetter: 'Saved letter',
  declarations: { originality: true, licence: false, privacy: true },
  journalDeclarations: [],
  files: [],
  history: [],
  article: null,
} satisfies Submission;

const OPTIONS = { abstractWordLimit: 250, keywordLimit: 10 } as SubmissionOptions;
const JOURNALS = [
  { id: 1, title: 'Journal of Codex Studies', sections: [{ id: 11, title: 'Articles' }] },
  { id: 2, title: 'Paper Review', sections: [{ id: 21, title: 'Notes' }] },
] as unknown as SubmissionOptions['journals'];

const checked = (name: string) =>
  (document.querySelector(`[name="${name}"]`) as HTMLInputElement).checked;
const value = (name: string) =>
  (document.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement).value;

/** The review step after a submit the API refused, inside a router (its links need one). */
function ReviewAfterFailedSubmit() {
  return (
    <ReviewStep
      submission={labelSubmission(SAVED)}
      result={{ step: 'review', note: 'Typed note' }}
      stepHref={(step) => `/?step=${step}`}
    />
  );
}

describe('wizard steps after a failed post', () => {
  it('the declarations step shows the typed letter and ticks', () => {
    render(
      <DeclarationsStep
        submission={SAVED}
        result={{
          step: 'declarations',
          coverLetter: 'Typed letter',
          declarations: { originality: false, licence: true, privacy: false },
        }}
      />,
    );
    expect(value('coverLetter')).toBe('Typed letter');
    expect([checked('originality'), checked('licence'), checked('privacy')]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('the declarations step shows the saved draft when nothing was posted', () => {
    render(<DeclarationsStep submission={SAVED} result={undefined} />);
    expect(value('coverLetter')).toBe('Saved letter');
    expect([checked('originality'), checked('licence'), checked('privacy')]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('the declarations step asks the journal’s own declarations, ticked as saved', () => {
    const asked = ['The data are public.', 'No competing interests.'];
    render(
      <DeclarationsStep
        submission={{ ...SAVED, journalDeclarations: ['No competing interests.'] }}
        result={undefined}
        journalDeclarations={asked}
      />,
    );
    const boxes = screen.getAllByRole('checkbox', {
      name: /The data are public\.|No competing interests\./,
    });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true]);
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(asked);
  });

  it('the details step shows the typed title, abstract and keywords', () => {
    const step = (
      <DetailsStep
        submission={SAVED}
        options={OPTIONS}
        result={{
          step: 'details',
          title: 'Typed title',
          abstract: 'Typed abstract.',
          keywords: ['kept'],
          keywordsText: 'paper, ink',
        }}
      />
    );
    render(step);
    expect(value('title')).toBe('Typed title');
    expect(value('abstract')).toBe('Typed abstract.');
    expect(screen.getByText('kept')).toBeTruthy();
    expect(screen.queryByText('saved')).toBeNull();
    // The no-JavaScript keyword field exists only in the server's HTML (<noscript>).
    expect(renderToString(step)).toMatch(/<input id="field-keywordsText"[^>]*value="paper, ink"/);
  });

  it('the journal step shows the typed journal and section', () => {
    render(<JournalFields journals={JOURNALS} journalId="2" sectionId="21" failure={undefined} />);
    expect(value('journalId')).toBe('2');
    expect(value('sectionId')).toBe('21');
  });

  it('the review step shows the typed note to the editor', async () => {
    const Stub = createRoutesStub([{ path: '/', Component: ReviewAfterFailedSubmit }]);
    render(<Stub initialEntries={['/']} />);
    expect(
      ((await screen.findByLabelText(/Note to the editor/)) as HTMLTextAreaElement).value,
    ).toBe('Typed note');
  });
});
