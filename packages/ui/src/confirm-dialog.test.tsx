import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONFIRM_DIALOG_DEFAULTS, ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const callbacks = { onConfirm: vi.fn(), onCancel: vi.fn() };
  render(
    <ConfirmDialog
      open
      title="Submit the manuscript?"
      message="Editors are notified."
      {...callbacks}
      {...props}
    />,
  );
  return callbacks;
}

describe('CONFIRM_DIALOG_DEFAULTS', () => {
  it('labels its buttons OK, No, Cancel and Close this dialog by default', () => {
    expect(CONFIRM_DIALOG_DEFAULTS).toEqual({
      confirmLabel: 'OK',
      denyLabel: 'No',
      cancelLabel: 'Cancel',
      closeLabel: 'Close this dialog',
    });
  });
});

describe('ConfirmDialog', () => {
  describe('defaults', () => {
    it("labels its buttons 'OK' and 'Cancel'", () => {
      renderConfirm();
      expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    });

    it("labels its close button 'Close this dialog'", () => {
      renderConfirm();
      expect(screen.getByRole('button', { name: 'Close this dialog' })).toBeTruthy();
    });

    it("shows a 'No' button only when onDeny is given", () => {
      renderConfirm({ onDeny: vi.fn() });
      expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
    });

    it('has no deny button without onDeny', () => {
      renderConfirm();
      expect(screen.queryByRole('button', { name: 'No' })).toBeNull();
    });

    it('is an alertdialog named by its title and described by its message', () => {
      renderConfirm();
      const dialog = screen.getByRole('alertdialog', { name: 'Submit the manuscript?' });
      const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
      expect(description?.textContent).toBe('Editors are notified.');
    });

    it('takes custom labels', () => {
      renderConfirm({ confirmLabel: 'Submit', cancelLabel: 'Keep editing', closeLabel: 'Close' });
      expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Keep editing' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    });
  });

  describe('focus', () => {
    it('focuses OK first', () => {
      renderConfirm();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    });

    it('focuses Cancel first when the action is dangerous', () => {
      renderConfirm({ tone: 'danger' });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    });
  });

  describe('callbacks', () => {
    it('confirms from OK', async () => {
      const { onConfirm, onCancel } = renderConfirm();
      await userEvent.click(screen.getByRole('button', { name: 'OK' }));
      expect(onConfirm).toHaveBeenCalledOnce();
      expect(onCancel).not.toHaveBeenCalled();
    });

    it('denies from No', async () => {
      const onDeny = vi.fn();
      const { onConfirm } = renderConfirm({ onDeny });
      await userEvent.click(screen.getByRole('button', { name: 'No' }));
      expect(onDeny).toHaveBeenCalledOnce();
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('cancels from Cancel', async () => {
      const { onCancel } = renderConfirm();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onCancel).toHaveBeenCalledOnce();
    });

    it('cancels from the close button', async () => {
      const { onCancel } = renderConfirm();
      await userEvent.click(screen.getByRole('button', { name: 'Close this dialog' }));
      expect(onCancel).toHaveBeenCalledOnce();
    });

    it('cancels on Escape', async () => {
      const { onCancel, onConfirm } = renderConfirm();
      await userEvent.keyboard('{Escape}');
      expect(onCancel).toHaveBeenCalledOnce();
      expect(onConfirm).not.toHaveBeenCalled();
    });
  });
});
