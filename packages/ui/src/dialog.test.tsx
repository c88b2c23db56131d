import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './dialog';

type Props = Partial<DialogProps> & { initiallyOpen?: boolean };

// A page with an opener, as a real screen has, so focus return can be observed.
function Page({ initiallyOpen = false, onClose = () => {}, ...props }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        title="Cite this article"
        description="Pick a citation style."
        open={open}
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
        footer={
          <>
            <button type="button">First action</button>
            <button type="button">Last action</button>
          </>
        }
        {...props}
      />
    </>
  );
}

function WithInitialFocus() {
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      title="Choose"
      onClose={() => {}}
      initialFocusRef={ref}
      footer={
        <button ref={ref} type="button">
          Preferred
        </button>
      }
    />
  );
}

function Stacked({ outerClose }: { outerClose: () => void }) {
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <Dialog open title="Outer" onClose={outerClose}>
      <button type="button" onClick={() => setInnerOpen(true)}>
        Open inner
      </button>
      <Dialog open={innerOpen} title="Inner" onClose={() => setInnerOpen(false)} />
    </Dialog>
  );
}

async function openDialog(props: Props = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('Dialog', () => {
  describe('labels', () => {
    it('is a modal dialog named by its title', async () => {
      const { dialog } = await openDialog();
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(screen.getByRole('dialog', { name: 'Cite this article' })).toBe(dialog);
    });

    it('is described by its description', async () => {
      const { dialog } = await openDialog();
      const describedBy = dialog.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe('Pick a citation style.');
    });

    it('has no aria-describedby without a description', async () => {
      const { dialog } = await openDialog({ description: undefined });
      expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    });

    it("names its close button 'Close this dialog'", async () => {
      await openDialog();
      expect(screen.getByRole('button', { name: 'Close this dialog' })).toBeTruthy();
    });

    it('renders nothing while closed', () => {
      render(<Page />);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('is portalled to the end of the body', async () => {
      const { dialog } = await openDialog();
      expect(dialog.closest('.q-dialog-overlay')?.parentElement).toBe(document.body);
    });
  });

  describe('focus', () => {
    it('focuses the first tabbable element on open', async () => {
      await openDialog();
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Close this dialog' }),
      );
    });

    it('focuses the initialFocusRef element when given', async () => {
      render(<WithInitialFocus />);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preferred' }));
    });

    it('focuses a [data-autofocus] element before the first tabbable', async () => {
      await openDialog({ children: <input aria-label="Search" data-autofocus="" /> });
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
    });

    it('wraps Tab from the last element to the first', async () => {
      const { user } = await openDialog();
      screen.getByRole('button', { name: 'Last action' }).focus();
      await user.tab();
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Close this dialog' }),
      );
    });

    it('wraps Shift+Tab from the first element to the last', async () => {
      const { user } = await openDialog();
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last action' }));
    });

    it('moves Tab forward inside the dialog', async () => {
      const { user } = await openDialog();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First action' }));
    });

    it('brings focus back when something outside is focused', async () => {
      await openDialog();
      screen.getByRole('button', { name: 'Open', hidden: true }).focus();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    });

    it('returns focus to the opener after closing', async () => {
      const { user, opener } = await openDialog();
      await user.keyboard('{Escape}');
      expect(document.activeElement).toBe(opener);
    });
  });

  describe('closing', () => {
    it('closes on Escape', async () => {
      const onClose = vi.fn();
      const { user } = await openDialog({ onClose });
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledWith('escape');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('closes from the close button', async () => {
      const onClose = vi.fn();
      const { user } = await openDialog({ onClose });
      await user.click(screen.getByRole('button', { name: 'Close this dialog' }));
      expect(onClose).toHaveBeenCalledWith('close-button');
    });

    it('closes on a click on the backdrop', async () => {
      const onClose = vi.fn();
      const { user, dialog } = await openDialog({ onClose });
      await user.click(dialog.parentElement as HTMLElement);
      expect(onClose).toHaveBeenCalledWith('overlay');
    });

    it('stays open on a backdrop click when closeOnOverlayClick is false', async () => {
      const onClose = vi.fn();
      const { user, dialog } = await openDialog({ onClose, closeOnOverlayClick: false });
      await user.click(dialog.parentElement as HTMLElement);
      expect(onClose).not.toHaveBeenCalled();
    });

    it('stays open on a click inside the dialog', async () => {
      const onClose = vi.fn();
      const { user } = await openDialog({ onClose });
      await user.click(screen.getByText('Pick a citation style.'));
      expect(onClose).not.toHaveBeenCalled();
    });

    it('closes only the top dialog of a stack on Escape', async () => {
      const outerClose = vi.fn();
      const user = userEvent.setup();
      render(<Stacked outerClose={outerClose} />);
      await user.click(screen.getByRole('button', { name: 'Open inner' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
      expect(outerClose).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open inner' }));
    });
  });

  describe('scroll lock', () => {
    it('stops the page scrolling while open', async () => {
      await openDialog();
      expect(document.body.style.overflow).toBe('hidden');
    });

    it('restores page scrolling after closing', async () => {
      document.body.style.overflow = 'auto';
      const { user } = await openDialog();
      await user.keyboard('{Escape}');
      expect(document.body.style.overflow).toBe('auto');
    });
  });

  describe('inert background', () => {
    it('makes the page behind inert while open and gives it back on close', async () => {
      const { user, opener } = await openDialog();
      const page = opener.closest('body > *');
      expect(page?.hasAttribute('inert')).toBe(true);
      expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
      await user.keyboard('{Escape}');
      expect(page?.hasAttribute('inert')).toBe(false);
    });

    it('keeps the page inert until the last of two stacked dialogs closes', async () => {
      const user = userEvent.setup();
      const { container } = render(<Stacked outerClose={() => {}} />);
      await user.click(screen.getByRole('button', { name: 'Open inner' }));
      const outer = screen.getByRole('dialog', { name: 'Outer' });
      expect(outer.closest('body > *')?.hasAttribute('inert')).toBe(true);
      await user.keyboard('{Escape}');
      expect(outer.closest('body > *')?.hasAttribute('inert')).toBe(false);
      expect(container.hasAttribute('inert')).toBe(true);
    });
  });
});
