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

  it('says title, abstract and keywords are needed to submit', () => {
    render(<DetailsStep submission={EMPTY_DRAFT} options={OPTIONS} result={undefined} />);
    expect(screen.getByLabelText('Title (required to submit)')).toBeTruthy();
    expect(screen.getByLabelText('Abstract (required to submit)')).toBeTruthy();
    expect(screen.getByLabelText('Keywords (required to submit)')).toBeTruthy();
  });

  it('labels the keyword tags with the field kit, and shows their messages', () => {
    const result = { fieldErrors: { 'keywords.0': ['A keyword has at most 100 characters.'] } };
    const { container } = render(
      <DetailsStep
        submission={{ ...EMPTY_DRAFT, keywords: ['carbon'] }}
        options={OPTIONS}
        result={result as never}
      />,
    );
    const input = screen.getByLabelText(/^Keywords/);
    expect(input.id).toBe('field-keywords');
    const field = input.closest('.q-field');
    expect(field?.hasAttribute('data-invalid')).toBe(true);
    expect(container.querySelector('#field-keywords-hint')?.textContent).toContain(
      '1 of at most 10 keywords.',
    );
    expect(container.querySelector('#field-keywords-error')?.textContent).toBe(
      'A keyword has at most 100 characters.',
    );
  });
});
