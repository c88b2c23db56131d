import type { Submission } from '@quire/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAuthorRows } from '../../lib/submission/draft-form';
import { AuthorsStep } from './authors-step';

const SUBMISSION = {
  authors: [
    { name: 'Ada', email: 'ada@example.org', affiliation: 'Uni', orcid: null, corresponding: true },
    { name: 'Bo', email: 'bo@example.org', affiliation: null, orcid: null, corresponding: false },
  ],
} as unknown as Submission;

function renderInForm(result?: Parameters<typeof AuthorsStep>[0]['result']) {
  const { container } = render(
    <form>
      <AuthorsStep submission={SUBMISSION} result={result} />
    </form>,
  );
  return container.querySelector('form') as HTMLFormElement;
}

const names = () =>
  screen.getAllByLabelText('Name').map((input) => (input as HTMLInputElement).value);

describe('AuthorsStep', () => {
  it('shows the saved authors with the corresponding one chosen', () => {
    const form = renderInForm();
    expect(names()).toEqual(['Ada', 'Bo']);
    expect(readAuthorRows(new FormData(form)).map((row) => row.corresponding)).toEqual([
      true,
      false,
    ]);
  });

  it('reorders in place and posts the rows in their new order', () => {
    const form = renderInForm();
    fireEvent.click(screen.getByRole('button', { name: /Move up ?author 2/ }));
    expect(names()).toEqual(['Bo', 'Ada']);
    const rows = readAuthorRows(new FormData(form));
    expect(rows.map((row) => [row.name, row.corresponding])).toEqual([
      ['Bo', false],
      ['Ada', true],
    ]);
    expect(screen.getByRole('status').textContent).toBe('Author 2 moved up.');
  });

  it('adds and removes rows in place, keeping at least one', () => {
    renderInForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add an author' }));
    expect(names()).toEqual(['Ada', 'Bo', '']);
    fireEvent.click(screen.getByRole('button', { name: /Remove ?author 1/ }));
    fireEvent.click(screen.getByRole('button', { name: /Remove ?author 1/ }));
    expect(names()).toEqual(['']);
    expect(
      (screen.getByRole('button', { name: /Remove ?author 1/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows the API’s messages under the field they name', () => {
    renderInForm({ fieldErrors: { 'authors.1.email': ['Enter a valid email address.'] } });
    const email = screen.getAllByLabelText('Email')[1];
    expect(email?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
  });

  it('starts from the rows an action sent back', () => {
    renderInForm({
      authors: [{ name: 'Cy', email: '', affiliation: '', orcid: '', corresponding: false }],
    });
    expect(names()).toEqual(['Cy']);
  });
});
