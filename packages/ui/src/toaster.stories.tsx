import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { useCopyToClipboard } from './copy-to-clipboard';
import { ToastProvider, useToast } from './toast-provider';
import type { ToastOptions } from './toast-store';

interface ToastPlaygroundProps {
  /** Toasts shown on load. */
  toasts: ToastOptions[];
  /** Default duration in ms; 0 keeps toasts until dismissed. */
  duration: number;
}

function Controls({ toasts }: { toasts: ToastOptions[] }) {
  const toast = useToast();
  const copy = useCopyToClipboard();
  useEffect(() => {
    for (const options of toasts) toast.show(options);
    return () => toast.clear();
  }, [toast, toasts]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <button type="button" className="q-btn" onClick={() => toast.info('Saved as draft')}>
        Info toast
      </button>
      <button type="button" className="q-btn" onClick={() => toast.success('Submission sent')}>
        Success toast
      </button>
      <button type="button" className="q-btn" onClick={() => toast.warn('Session ends soon')}>
        Warn toast
      </button>
      <button type="button" className="q-btn" onClick={() => toast.error('Upload failed')}>
        Error toast
      </button>
      <button type="button" className="q-btn" onClick={() => copy('10.1234/quire.2025.001')}>
        Copy DOI
      </button>
    </div>
  );
}

function ToastPlayground({ toasts, duration }: ToastPlaygroundProps) {
  return (
    <ToastProvider duration={duration}>
      <Controls toasts={toasts} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toasts',
  component: ToastPlayground,
  args: { toasts: [], duration: 5000 },
} satisfies Meta<typeof ToastPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Info: Story = {
  args: {
    duration: 0,
    toasts: [{ severity: 'info', message: 'You have a new message from admin' }],
  },
};

export const Success: Story = {
  args: { duration: 0, toasts: [{ severity: 'success', message: 'Copied' }] },
};

export const Warn: Story = {
  args: { duration: 0, toasts: [{ severity: 'warn', message: 'Your session ends in 2 minutes' }] },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { duration: 0, toasts: [{ severity: 'error', message: 'An error occurred' }] },
};

/** A toast with a link to act on what it announces (a new notification). */
export const WithLink: Story = {
  args: {
    duration: 0,
    toasts: [
      {
        severity: 'info',
        message: 'New notification: Revisions requested: On quires and gatherings',
        link: { label: 'Open notification', href: '#notification-4' },
      },
    ],
  },
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Open notification' })).toHaveAttribute(
      'href',
      '#notification-4',
    );
  },
};

export const AllStates: Story = {
  args: {
    duration: 0,
    toasts: [
      { severity: 'info', message: 'You have a new message from admin' },
      { severity: 'success', title: 'Submission sent', message: 'Editors have been notified.' },
      { severity: 'warn', message: 'Your session ends in 2 minutes' },
      {
        severity: 'error',
        title: 'Upload failed',
        message: 'manuscript-final-final-v3-with-all-reviewer-comments-addressed.docx is too large',
      },
    ],
  },
};

/** Raising a toast from a button: it is announced in a status region and can be dismissed. */
export const RaiseAndDismiss: Story = {
  args: { duration: 0 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Submission sent');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await expect(screen.queryByRole('status')).toBeNull();
  },
};
