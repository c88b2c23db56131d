import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorModalProvider, useActionErrorModal, useErrorModal } from './error-modal-provider';

function ActionResult({ data }: { data: unknown }) {
  useActionErrorModal(data);
  return null;
}

function ShowButton({ error }: { error: unknown }) {
  const { showError } = useErrorModal();
  return (
    <button type="button" onClick={() => showError(error)}>
      Fail
    </button>
  );
}

describe('ErrorModalProvider', () => {
  it('opens the error modal when an action answers { error }', async () => {
    render(
      <ErrorModalProvider>
        <ActionResult data={{ message: 'x', fieldErrors: {}, error: 'The server is down.' }} />
      </ErrorModalProvider>,
    );
    // The modal is a lazy chunk: its first import (the whole of @quire/ui, cold) can take over
    // findByRole's default second on a busy machine.
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain('The server is down.');
  });

  it('stays closed for answers without an error', () => {
    render(
      <ErrorModalProvider>
        <ActionResult data={{ message: 'Wrong email or password.', fieldErrors: {} }} />
      </ErrorModalProvider>,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('numbers a list of errors and closes with OK', async () => {
    const user = userEvent.setup();
    render(
      <ErrorModalProvider>
        <ShowButton error={{ errors: ['Title is required', 'ISSN is invalid'] }} />
      </ErrorModalProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('1) Title is required');
    expect(dialog.textContent).toContain('2) ISSN is invalid');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('refuses to be used outside the provider', () => {
    expect(() => render(<ShowButton error="x" />)).toThrow(/inside <ErrorModalProvider>/);
  });
});
