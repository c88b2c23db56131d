import type { Submission, SubmissionOptions } from '@quire/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailsStep } from './details-step';

const EMPTY_DRAFT = { title: null, abstract: null, keywords: [] } as unknown as Submission;
const OPTIONS = { abstractWordLimit: 250, keywordLimit: 10 } as SubmissionOptions;

describe('DetailsStep', () => {
  it('saves half done: neither title nor abstract is required by the browser', () => {
    const { container } = render(
      <form>
        <DetailsStep submission={EMPTY_DRAFT} options={OPTIONS} result={undefined} />
      </form>,
    );
    const title = screen.getByLabelText(/^Title/) as HTMLInputElement;
    const abstract = screen.getByLabelText(/^Abstract/) as HTMLTextAreaElement;
    expect(title.required).toBe(false);
    expect(abstract.required).toBe(false);
    expect((container.querySelector('form') as HTMLFormElement).checkValidity()).toBe(true);
  });

  it('says both are needed to submit', () => {
    render(<DetailsStep submission={EMPTY_DRAFT} options={OPTIONS} result={undefined} />);
    expect(screen.getByLabelText('Title (required to submit)')).toBeTruthy();
    expect(screen.getByLabelText('Abstract (required to submit)')).toBeTruthy();
  });
});
