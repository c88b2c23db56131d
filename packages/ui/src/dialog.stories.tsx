import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Dialog, type DialogProps } from './dialog';

// Each story has an opener, so focus return and reopening can be tried in the canvas.
function DialogWithOpener({ open: initiallyOpen, onClose, ...args }: DialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" className="q-btn" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Dialog
        {...args}
        open={open}
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Dialogs/Dialog',
  component: Dialog,
  render: (args) => <DialogWithOpener {...args} />,
  args: {
    open: true,
    title: 'Cite this article',
    description: 'Copy the reference in the style your journal asks for.',
    children: (
      <p>
        Okafor, A., &amp; Lindqvist, M. (2025). Tidal marsh carbon. <i>Coastal Ecology</i>, 12(3),
        45–67.
      </p>
    ),
    footer: (
      <button type="button" className="q-btn q-btn--primary">
        Copy citation
      </button>
    ),
    onClose: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { open: false } };

export const WithoutDescription: Story = { args: { description: undefined } };

export const OverlayClickDisabled: Story = { args: { closeOnOverlayClick: false } };

export const LongContent: Story = {
  args: {
    children: Array.from({ length: 12 }, (_, index) => `Paragraph ${index + 1}`).map((name) => (
      <p key={name}>{name}: the dialog scrolls inside itself while the page behind stays still.</p>
    )),
  },
};

/** Escape closes the dialog and focus goes back to the button that opened it. */
export const EscapeReturnsFocus: Story = {
  args: { open: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await expect(await screen.findByRole('dialog', { name: 'Cite this article' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
