import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_OFFLINE_TEXT, ChatComposer } from './chat-composer';

function textbox(): HTMLTextAreaElement {
  return screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
}

describe('ChatComposer', () => {
  describe('keys', () => {
    it('sends on Enter', async () => {
      const onSend = vi.fn();
      render(<ChatComposer onSend={onSend} />);
      await userEvent.type(textbox(), 'Hello{Enter}');
      expect(onSend).toHaveBeenCalledWith('Hello');
    });

    it('starts a new line on Shift+Enter without sending', async () => {
      const onSend = vi.fn();
      render(<ChatComposer onSend={onSend} />);
      await userEvent.type(textbox(), 'Hello{Shift>}{Enter}{/Shift}there');
      expect(onSend).not.toHaveBeenCalled();
      expect(textbox().value).toBe('Hello\nthere');
    });

    it('does not send on the Enter that confirms an IME composition', () => {
      const onSend = vi.fn();
      render(<ChatComposer onSend={onSend} />);
      fireEvent.change(textbox(), { target: { value: 'こんにちは' } });
      fireEvent.keyDown(textbox(), { key: 'Enter', isComposing: true });
      expect(onSend).not.toHaveBeenCalled();
    });

    it("does not send on Safari's post-composition Enter (keyCode 229)", () => {
      const onSend = vi.fn();
      render(<ChatComposer onSend={onSend} />);
      fireEvent.change(textbox(), { target: { value: 'こんにちは' } });
      fireEvent.keyDown(textbox(), { key: 'Enter', keyCode: 229 });
      expect(onSend).not.toHaveBeenCalled();
    });

    it('sends on Enter after the composition has ended', () => {
      const onSend = vi.fn();
      render(<ChatComposer onSend={onSend} />);
      fireEvent.change(textbox(), { target: { value: 'こんにちは' } });
      fireEvent.keyDown(textbox(), { key: 'Enter', keyCode: 13 });
      expect(onSend).toHaveBeenCalledWith('こんにちは');
    });
  });

  describe('sending', () => {
    it('sends from the Send button', async () => {
      const onSend = vi.fn();
      render(<ChatComposer onSend={onSend} />);
      await userEvent.type(textbox(), 'Hello');
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(onSend).toHaveBeenCalledWith('Hello');
    });

    it('trims the text', async () => {
      const onSend = vi.fn();
      render(<ChatComposer onSend={onSend} />);
      await userEvent.type(textbox(), '  Hello  {Enter}');
      expect(onSend).toHaveBeenCalledWith('Hello');
    });

    it('clears the box after sending', async () => {
      render(<ChatComposer onSend={() => {}} />);
      await userEvent.type(textbox(), 'Hello{Enter}');
      expect(textbox().value).toBe('');
    });

    it('refuses a blank message', async () => {
      const onSend = vi.fn();
      render(<ChatComposer onSend={onSend} />);
      await userEvent.type(textbox(), '   {Enter}');
      expect(onSend).not.toHaveBeenCalled();
    });

    it('disables Send while the message is blank', async () => {
      render(<ChatComposer onSend={() => {}} />);
      const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
      expect(send.disabled).toBe(true);
      await userEvent.type(textbox(), 'Hi');
      expect(send.disabled).toBe(false);
    });
  });

  describe('length', () => {
    it('limits the text to maxLength', () => {
      render(<ChatComposer onSend={() => {}} maxLength={10} />);
      expect(textbox().maxLength).toBe(10);
    });

    it('counts characters against the maximum', async () => {
      render(<ChatComposer onSend={() => {}} maxLength={10} />);
      await userEvent.type(textbox(), 'Hello');
      expect(textbox().getAttribute('aria-describedby')).not.toBeNull();
      const counter = document.getElementById(textbox().getAttribute('aria-describedby') ?? '');
      expect(counter?.textContent).toBe('5/10 characters');
    });
  });

  describe('offline', () => {
    it('shows "You are offline — reconnecting…"', () => {
      render(<ChatComposer onSend={() => {}} offline />);
      expect(screen.getByRole('status').textContent).toBe(CHAT_OFFLINE_TEXT);
      expect(CHAT_OFFLINE_TEXT).toBe('You are offline — reconnecting…');
    });

    it('keeps the box editable but sends nothing, by button or Enter, until it is back', async () => {
      const onSend = vi.fn();
      const { rerender } = render(<ChatComposer onSend={onSend} offline defaultValue="Draft" />);
      expect(textbox().disabled).toBe(false);
      expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
      await userEvent.type(textbox(), ' more{Enter}');
      expect(onSend).not.toHaveBeenCalled();
      expect(textbox().value).toBe('Draft more');
      rerender(<ChatComposer onSend={onSend} defaultValue="Draft" />);
      await userEvent.type(textbox(), '{Enter}');
      expect(onSend).toHaveBeenCalledWith('Draft more');
    });

    it('keeps the draft for when the connection is back', () => {
      const { rerender } = render(<ChatComposer onSend={() => {}} defaultValue="Draft" />);
      rerender(<ChatComposer onSend={() => {}} defaultValue="Draft" offline />);
      rerender(<ChatComposer onSend={() => {}} defaultValue="Draft" />);
      expect(textbox().value).toBe('Draft');
    });

    it('has data-state="offline"', () => {
      const { container } = render(<ChatComposer onSend={() => {}} offline />);
      expect(container.firstElementChild?.getAttribute('data-state')).toBe('offline');
    });

    it('has an empty status while online, ready to announce', () => {
      render(<ChatComposer onSend={() => {}} />);
      expect(screen.getByRole('status').textContent).toBe('');
    });
  });

  it('merges className and passes native props through', () => {
    const { container } = render(
      <ChatComposer onSend={() => {}} className="extra" aria-label="Reply to admin" />,
    );
    expect(container.firstElementChild?.className).toBe('q-chat-composer extra');
    expect(screen.getByRole('form', { name: 'Reply to admin' })).toBeTruthy();
  });
});

describe('ChatComposer: typing and send notices', () => {
  it('reports typing for edits that leave text, not for clearing the box', async () => {
    const onTyping = vi.fn();
    render(<ChatComposer onSend={vi.fn()} onTyping={onTyping} />);
    await userEvent.type(textbox(), 'Hi');
    expect(onTyping).toHaveBeenCalledTimes(2);
    await userEvent.clear(textbox());
    expect(onTyping).toHaveBeenCalledTimes(2);
  });

  it('announces a send notice, and the offline state before it', () => {
    const notice = 'You are sending messages too fast. Please wait a moment.';
    const { rerender } = render(<ChatComposer onSend={vi.fn()} notice={notice} />);
    expect(screen.getByRole('status').textContent).toBe(notice);
    rerender(<ChatComposer onSend={vi.fn()} notice={notice} offline />);
    expect(screen.getByRole('status').textContent).toBe(CHAT_OFFLINE_TEXT);
  });
});

describe('ChatComposer: attachments', () => {
  const pdf = () => new File(['%PDF-1.4'], 'Draft.pdf', { type: 'application/pdf' });
  const stored = (file: File, id = 9) => ({
    id,
    name: file.name,
    size: file.size,
    mimeType: file.type,
    url: `https://api.test/api/chat/attachments/${id}`,
  });
  const fileInput = (container: HTMLElement) =>
    container.querySelector('input[type="file"]') as HTMLInputElement;

  it('has no attach button without onAttach', () => {
    render(<ChatComposer onSend={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();
  });

  it('opens the file picker from a labelled button reached with Tab', async () => {
    const { container } = render(<ChatComposer onSend={vi.fn()} onAttach={vi.fn()} />);
    const click = vi.spyOn(fileInput(container), 'click');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Attach a file' }));
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('uploads a picked file, lists it, and sends it with the text', async () => {
    const onSend = vi.fn();
    const onAttach = vi.fn(async (file: File) => stored(file));
    const { container } = render(<ChatComposer onSend={onSend} onAttach={onAttach} />);
    const file = pdf();
    await userEvent.upload(fileInput(container), file);
    expect(onAttach).toHaveBeenCalledWith(file);
    const chips = await screen.findByRole('list', { name: 'Files to send' });
    expect(chips.textContent).toContain('Draft.pdf');
    await userEvent.type(textbox(), 'See attached{Enter}');
    expect(onSend).toHaveBeenCalledWith('See attached', [stored(file)]);
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('sends files without text', async () => {
    const onSend = vi.fn();
    const { container } = render(
      <ChatComposer onSend={onSend} onAttach={async (file) => stored(file)} />,
    );
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.upload(fileInput(container), pdf());
    await screen.findByRole('button', { name: 'Remove Draft.pdf' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('', [expect.objectContaining({ name: 'Draft.pdf' })]);
  });

  it('waits for an upload before sending', async () => {
    let finish: (value: ReturnType<typeof stored>) => void = () => {};
    const onAttach = vi.fn(
      () => new Promise<ReturnType<typeof stored>>((resolve) => (finish = resolve)),
    );
    const { container } = render(<ChatComposer onSend={vi.fn()} onAttach={onAttach} />);
    await userEvent.type(textbox(), 'Hi');
    await userEvent.upload(fileInput(container), pdf());
    expect(screen.getByText('Uploading…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    finish(stored(pdf()));
    // The file's remove button shows while it uploads too: wait for the upload to finish.
    await waitFor(() => expect(screen.queryByText('Uploading…')).toBeNull());
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says why a file was refused and keeps the typed text', async () => {
    const onAttach = vi.fn(async () => {
      throw new Error("The file's content does not match its .pdf extension.");
    });
    const { container } = render(<ChatComposer onSend={vi.fn()} onAttach={onAttach} />);
    await userEvent.type(textbox(), 'Keep me');
    await userEvent.upload(fileInput(container), pdf());
    expect(
      await screen.findByText(
        "“Draft.pdf” was not attached: The file's content does not match its .pdf extension.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('was not attached');
    expect(textbox().value).toBe('Keep me');
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('removes a file from the message', async () => {
    const { container } = render(
      <ChatComposer onSend={vi.fn()} onAttach={async (file) => stored(file)} />,
    );
    await userEvent.upload(fileInput(container), pdf());
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Draft.pdf' }));
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('refuses files beyond the limit and says so', async () => {
    const onAttach = vi.fn(async (file: File) => stored(file));
    const { container } = render(
      <ChatComposer onSend={vi.fn()} onAttach={onAttach} maxAttachments={1} />,
    );
    await userEvent.upload(fileInput(container), [pdf(), pdf()]);
    expect(onAttach).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('A message can carry at most 1 file.');
    expect(
      (screen.getByRole('button', { name: 'Attach a file' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
