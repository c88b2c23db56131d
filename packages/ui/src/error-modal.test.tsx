import { GENERIC_ERROR_MESSAGE } from '@quire/utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorModal } from './error-modal';

function lines(): string[] {
  return Array.from(
    document.querySelectorAll('.q-error-modal__line'),
    (line) => line.textContent ?? '',
  );
}

describe('ErrorModal', () => {
  describe('message', () => {
    it("shows the response's message", () => {
      render(
        <ErrorModal
          open
          onClose={() => {}}
          error={{ response: { data: { message: 'Journal not found' } } }}
        />,
      );
      expect(lines()).toEqual(['Journal not found']);
    });

    it('shows each numbered error on its own line', () => {
      render(
        <ErrorModal
          open
          onClose={() => {}}
          error={{ errors: ['Title is required', 'ISSN is invalid'] }}
        />,
      );
      expect(lines()).toEqual(['1) Title is required', '2) ISSN is invalid']);
    });

    it('shows field errors numbered, one per line', () => {
      render(
        <ErrorModal
          open
          onClose={() => {}}
          error={{ data: { errors: { email: ['is taken'], password: ['is too short'] } } }}
        />,
      );
      expect(lines()).toEqual(['1) email: is taken', '2) password: is too short']);
    });

    it('shows a plain string as is', () => {
      render(<ErrorModal open onClose={() => {}} error="Network is down" />);
      expect(lines()).toEqual(['Network is down']);
    });

    it('falls back to the generic message for anything else', () => {
      render(<ErrorModal open onClose={() => {}} error={undefined} />);
      expect(lines()).toEqual([GENERIC_ERROR_MESSAGE]);
    });

    it('describes the dialog with the message', () => {
      render(<ErrorModal open onClose={() => {}} error={{ errors: ['A', 'B'] }} />);
      const dialog = screen.getByRole('alertdialog');
      const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
      expect(description?.textContent).toBe('1) A2) B');
    });
  });

  describe('frame', () => {
    it("is an alertdialog titled 'Error' by default", () => {
      render(<ErrorModal open onClose={() => {}} error="x" />);
      expect(screen.getByRole('alertdialog', { name: 'Error' })).toBeTruthy();
    });

    it('takes a custom title', () => {
      render(<ErrorModal open onClose={() => {}} error="x" title="Could not mark as read" />);
      expect(screen.getByRole('alertdialog', { name: 'Could not mark as read' })).toBeTruthy();
    });

    it('shows an error icon hidden from assistive technology', () => {
      render(<ErrorModal open onClose={() => {}} error="x" />);
      const icon = document.querySelector('.q-error-modal__icon');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
    });

    it('focuses OK first', () => {
      render(<ErrorModal open onClose={() => {}} error="x" />);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    });

    it('closes from OK', async () => {
      const onClose = vi.fn();
      render(<ErrorModal open onClose={onClose} error="x" />);
      await userEvent.click(screen.getByRole('button', { name: 'OK' }));
      expect(onClose).toHaveBeenCalledOnce();
    });
  });
});
