import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  COPY_FAILURE_MESSAGE,
  COPY_SUCCESS_MESSAGE,
  copyToClipboard,
  useCopyToClipboard,
} from './copy-to-clipboard';
import { ToastProvider } from './toast-provider';

function toastSpy() {
  return { success: vi.fn(), error: vi.fn() };
}

describe('copy messages', () => {
  it("say 'Copied' and 'An error occurred'", () => {
    expect([COPY_SUCCESS_MESSAGE, COPY_FAILURE_MESSAGE]).toEqual(['Copied', 'An error occurred']);
  });
});

describe('copyToClipboard', () => {
  it("writes the text and toasts 'Copied'", async () => {
    const toast = toastSpy();
    const clipboard = { writeText: vi.fn().mockResolvedValue(undefined) };
    await expect(copyToClipboard('10.1234/x', toast, clipboard)).resolves.toBe(true);
    expect(clipboard.writeText).toHaveBeenCalledWith('10.1234/x');
    expect(toast.success).toHaveBeenCalledWith('Copied');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts 'An error occurred' when writing fails", async () => {
    const toast = toastSpy();
    const clipboard = { writeText: vi.fn().mockRejectedValue(new DOMException('denied')) };
    await expect(copyToClipboard('x', toast, clipboard)).resolves.toBe(false);
    expect(toast.error).toHaveBeenCalledWith('An error occurred');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("toasts 'An error occurred' when there is no Clipboard API", async () => {
    const toast = toastSpy();
    await expect(copyToClipboard('x', toast, undefined)).resolves.toBe(false);
    expect(toast.error).toHaveBeenCalledWith('An error occurred');
  });
});

function CopyDoi() {
  const copy = useCopyToClipboard();
  return (
    <button type="button" onClick={() => copy('10.1234/quire.1')}>
      Copy DOI
    </button>
  );
}

describe('useCopyToClipboard', () => {
  it('copies to the browser clipboard and shows a success toast', async () => {
    // user-event installs a working in-memory clipboard on navigator.
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <CopyDoi />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy DOI' }));
    expect((await screen.findByRole('status')).textContent).toContain('Copied');
    await expect(navigator.clipboard.readText()).resolves.toBe('10.1234/quire.1');
  });

  it('shows an error toast when the browser refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    render(
      <ToastProvider>
        <CopyDoi />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy DOI' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('An error occurred'),
    );
  });
});
