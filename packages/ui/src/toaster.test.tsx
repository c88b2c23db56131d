import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast-provider';
import { createToastStore, type ToastStore } from './toast-store';
import { Toaster } from './toaster';

let store: ToastStore;

function renderToasts(duration?: number) {
  store = createToastStore(duration === undefined ? {} : { duration });
  render(
    <>
      <p>Page</p>
      <Toaster store={store} />
    </>,
  );
}

function raise(show: () => void) {
  act(show);
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('announcements', () => {
    it.each(['info', 'success'] as const)('announces %s politely as a status', (severity) => {
      renderToasts();
      raise(() => store.show({ severity, message: 'Saved' }));
      expect(screen.getByRole('status').textContent).toContain('Saved');
    });

    it.each(['warn', 'error'] as const)('announces %s at once as an alert', (severity) => {
      renderToasts();
      raise(() => store.show({ severity, message: 'Upload failed' }));
      expect(screen.getByRole('alert').textContent).toContain('Upload failed');
    });

    it('reads the severity before the text', () => {
      renderToasts();
      raise(() => store.error('Upload failed'));
      expect(screen.getByRole('alert').textContent).toBe('Error: Upload failed');
    });

    it('stacks toasts in a region named Notifications', () => {
      renderToasts();
      raise(() => {
        store.info('one');
        store.error('two');
      });
      const region = screen.getByRole('region', { name: 'Notifications' });
      expect(region.querySelectorAll('li')).toHaveLength(2);
    });

    it('renders no region while there are no toasts', () => {
      renderToasts();
      expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    });
  });

  describe('auto-dismiss', () => {
    it('dismisses after the default 5000 ms', () => {
      renderToasts();
      raise(() => store.info('Saved'));
      advance(4999);
      expect(screen.queryByRole('status')).not.toBeNull();
      advance(1);
      expect(screen.queryByRole('status')).toBeNull();
    });

    it("honours the toast's own duration", () => {
      renderToasts();
      raise(() => store.info('Quick', { duration: 1000 }));
      advance(1000);
      expect(screen.queryByRole('status')).toBeNull();
    });

    it("honours the provider's default duration", () => {
      renderToasts(2000);
      raise(() => store.info('Saved'));
      advance(2000);
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('keeps a toast with duration 0 until dismissed', () => {
      renderToasts();
      raise(() => store.error('Sticky', { duration: 0 }));
      advance(60_000);
      expect(screen.queryByRole('alert')).not.toBeNull();
    });
  });

  describe('pausing', () => {
    it('pauses while hovered', () => {
      renderToasts();
      raise(() => store.info('Saved'));
      fireEvent.mouseEnter(screen.getByRole('listitem'));
      advance(10_000);
      expect(screen.queryByRole('status')).not.toBeNull();
    });

    it('resumes with the time left after the pointer leaves', () => {
      renderToasts();
      raise(() => store.info('Saved'));
      advance(3000);
      fireEvent.mouseEnter(screen.getByRole('listitem'));
      advance(10_000);
      fireEvent.mouseLeave(screen.getByRole('listitem'));
      advance(1999);
      expect(screen.queryByRole('status')).not.toBeNull();
      advance(1);
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('pauses while focus is inside', () => {
      renderToasts();
      raise(() => store.info('Saved'));
      act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
      advance(10_000);
      expect(screen.queryByRole('status')).not.toBeNull();
    });

    it('resumes after focus leaves', () => {
      renderToasts();
      raise(() => store.info('Saved'));
      const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
      act(() => dismiss.focus());
      advance(10_000);
      act(() => dismiss.blur());
      advance(5000);
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('marks a paused toast with data-state', () => {
      renderToasts();
      raise(() => store.info('Saved'));
      fireEvent.mouseEnter(screen.getByRole('listitem'));
      expect(screen.getByRole('listitem').getAttribute('data-state')).toBe('paused');
    });
  });

  describe('dismiss button', () => {
    it('dismisses the toast at once', () => {
      renderToasts();
      raise(() => store.info('Saved'));
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
      expect(screen.queryByRole('status')).toBeNull();
    });
  });

  describe('link', () => {
    it('shows a link after the text and closes the toast when followed', () => {
      renderToasts();
      const onFollow = vi.fn();
      raise(() =>
        store.info('New notification: Accepted', {
          link: { label: 'Open', href: '/panel/notifications/4', onFollow },
        }),
      );
      const link = screen.getByRole('link', { name: 'Open' });
      expect(link.getAttribute('href')).toBe('/panel/notifications/4');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      act(() => {
        link.dispatchEvent(click);
      });
      expect(onFollow).toHaveBeenCalledOnce();
      expect(click.defaultPrevented).toBe(true);
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('keeps a modified click (new tab) a plain link', () => {
      renderToasts();
      const onFollow = vi.fn();
      raise(() => store.info('New', { link: { label: 'Open', href: '/x', onFollow } }));
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
      act(() => {
        screen.getByRole('link', { name: 'Open' }).dispatchEvent(click);
      });
      expect(onFollow).not.toHaveBeenCalled();
      expect(click.defaultPrevented).toBe(false);
    });

    it('renders no link when none is given', () => {
      renderToasts();
      raise(() => store.info('Saved'));
      expect(screen.queryByRole('link')).toBeNull();
    });
  });
});

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Saved')}>
      Save
    </button>
  );
}

function Orphan() {
  useToast();
  return null;
}

describe('useToast', () => {
  it('raises toasts through the nearest provider, which loads the toaster with the first', async () => {
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain('Saved');
  });

  it("shows toasts raised through the provider's own store", async () => {
    const own = createToastStore();
    render(
      <ToastProvider store={own}>
        <p>Page</p>
      </ToastProvider>,
    );
    act(() => {
      own.error('Upload failed');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Upload failed');
  });

  it('throws outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useToast() must be used inside <ToastProvider>.');
  });
});
