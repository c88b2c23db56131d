import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState } from './empty-state';
import { ErrorModal } from './error-modal';
import { ErrorView, errorTitle } from './error-view';
import { SkipLink } from './layouts/skip-link';
import { Pagination } from './pagination';
import { SubmissionStatusBadge } from './submission/submission-status-badge';
import { TagInput } from './tag-input';
import { ThemeToggle } from './theme-toggle';
import { ToastProvider, useToast } from './toast-provider';
import { type UiTexts, UiTextsProvider } from './ui-texts';

const german: Partial<UiTexts> = {
  paginationLabel: 'Seiten',
  previous: 'Zurück',
  next: 'Weiter',
  previousPage: 'Vorige Seite',
  nextPage: 'Nächste Seite',
  pageNumber: (page) => `Seite ${page}`,
  cancel: 'Abbrechen',
  ok: 'Gut',
  closeDialog: 'Dialog schließen',
  errorModalTitle: 'Fehler',
  emptyTitle: 'Noch nichts da',
  darkMode: 'Dunkel',
  skipToContent: 'Zum Inhalt',
  errorTitle: (status) => (status === 404 ? 'Nicht gefunden' : 'Fehler'),
  errorMessage: (_status, path) => `Keine Seite unter ${path}`,
  tagDuplicate: (tag) => `„${tag}“ gibt es schon.`,
  toastsLabel: 'Meldungen',
  toastSuccess: 'Erledigt',
  submissionStatus: (status) => (status === 'under_review' ? 'In Begutachtung' : status),
};

/** Raises a success toast when clicked. */
function Raise() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Gespeichert')}>
      raise
    </button>
  );
}

function inGerman(node: ReactNode) {
  return render(<UiTextsProvider texts={german}>{node}</UiTextsProvider>);
}

describe('UiTextsProvider', () => {
  it('rewords pagination: its name, the steps and the page links', () => {
    inGerman(<Pagination page={2} pageCount={3} hrefForPage={(page) => `?page=${page}`} />);
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vorige Seite' }).textContent).toBe('Zurück');
    expect(screen.getByRole('link', { name: 'Nächste Seite' }).textContent).toBe('Weiter');
    expect(screen.getByRole('link', { name: 'Seite 3' })).toBeTruthy();
  });

  it('rewords dialogs, and a prop still wins over the site', () => {
    inGerman(
      <ConfirmDialog
        open
        title="Löschen?"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
        confirmLabel="Löschen"
      />,
    );
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dialog schließen' })).toBeTruthy();
  });

  it('rewords the empty state, the theme switch and the skip link', () => {
    inGerman(
      <>
        <SkipLink />
        <EmptyState />
        <ThemeToggle />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Zum Inhalt' })).toBeTruthy();
    expect(screen.getByText('Noch nichts da')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dunkel' })).toBeTruthy();
  });

  it('rewords the error modal', () => {
    inGerman(<ErrorModal open error="Kaputt" onClose={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Fehler' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gut' })).toBeTruthy();
  });

  it('rewords the error page and its document title alike', () => {
    inGerman(<ErrorView status={404} path="/nirgends" />);
    expect(screen.getByRole('heading', { name: 'Nicht gefunden' })).toBeTruthy();
    expect(screen.getByText('Keine Seite unter /nirgends')).toBeTruthy();
    expect(errorTitle(404, german)).toBe('Nicht gefunden');
    expect(errorTitle(404)).toBe('Page Not Found');
  });

  it('rewords a refused tag, keeping the rule', async () => {
    inGerman(<TagInput label="Stichwörter" value={['Moos']} onChange={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Stichwörter' });
    await act(async () => {
      (input as HTMLInputElement).focus();
    });
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.type(input, 'moos{Enter}');
    expect(screen.getByText('„moos“ gibt es schon.')).toBeTruthy();
  });

  it('rewords the toasts’ region and severity words', async () => {
    inGerman(
      <ToastProvider>
        <Raise />
      </ToastProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'raise' }).click());
    const region = await screen.findByRole('region', { name: 'Meldungen' });
    expect(region.textContent).toContain('Erledigt: Gespeichert');
  });

  it('names submission statuses in the site’s words', () => {
    inGerman(<SubmissionStatusBadge status="under_review" />);
    expect(screen.getByText('In Begutachtung')).toBeTruthy();
  });

  it('keeps the English defaults without a provider', () => {
    render(<Pagination page={2} pageCount={3} hrefForPage={(page) => `?page=${page}`} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' }).textContent).toBe('Previous');
  });
});
