import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TagInput, type TagInputProps } from './tag-input';

// A controlled host, as a form would use it; `spy` sees every change.
function Host({
  initial = [],
  spy,
  ...props
}: Partial<TagInputProps> & { initial?: string[]; spy?: (tags: string[]) => void }) {
  const [tags, setTags] = useState(initial);
  return (
    <TagInput
      label="Keywords"
      value={tags}
      onChange={(next) => {
        spy?.(next);
        setTags(next);
      }}
      {...props}
    />
  );
}

function tagTexts(): string[] {
  return screen.queryAllByRole('listitem').map((item) => item.firstChild?.textContent ?? '');
}

function field(): HTMLInputElement {
  return screen.getByRole('textbox', { name: 'Keywords' }) as HTMLInputElement;
}

describe('TagInput', () => {
  describe('adding', () => {
    it.each([
      ['Enter', '{Enter}'],
      ['comma', ','],
      ['space', ' '],
    ])('adds the typed tag on %s', async (_key, keys) => {
      render(<Host />);
      await userEvent.type(field(), `optics${keys}`);
      expect(tagTexts()).toEqual(['optics']);
      expect(field().value).toBe('');
    });

    it('trims the tag', async () => {
      render(<Host />);
      fireEvent.change(field(), { target: { value: '  optics  ' } });
      fireEvent.keyDown(field(), { key: 'Enter' });
      expect(tagTexts()).toEqual(['optics']);
    });

    it('does not add on other keys', async () => {
      const spy = vi.fn();
      render(<Host spy={spy} />);
      await userEvent.type(field(), 'optics{Tab}');
      expect(spy).not.toHaveBeenCalled();
    });

    it('keeps Enter from submitting the form', async () => {
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      render(
        <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
          <Host />
        </form>,
      );
      await userEvent.type(field(), 'optics{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('ignores keys that confirm an IME composition', () => {
      const spy = vi.fn();
      render(<Host spy={spy} />);
      fireEvent.change(field(), { target: { value: 'にほん' } });
      fireEvent.keyDown(field(), { key: 'Enter', isComposing: true });
      fireEvent.keyDown(field(), { key: 'Enter', keyCode: 229 });
      expect(spy).not.toHaveBeenCalled();
      expect(field().value).toBe('にほん');
    });
  });

  describe('rules', () => {
    it('refuses an empty tag on Enter and says why', async () => {
      const spy = vi.fn();
      render(<Host spy={spy} />);
      await userEvent.type(field(), '   {Enter}');
      expect(spy).not.toHaveBeenCalled();
      expect(screen.getByText('Type a tag before adding it.')).toBeTruthy();
    });

    it('ignores a space or comma typed into an empty field', async () => {
      const spy = vi.fn();
      render(<Host spy={spy} />);
      await userEvent.type(field(), ' ,');
      expect(spy).not.toHaveBeenCalled();
      expect(field().getAttribute('aria-invalid')).toBeNull();
      expect(field().value).toBe('');
    });

    it('refuses a duplicate, whatever its case', async () => {
      render(<Host initial={['optics']} />);
      await userEvent.type(field(), 'Optics{Enter}');
      expect(tagTexts()).toEqual(['optics']);
      expect(screen.getByText('"Optics" has already been added.')).toBeTruthy();
      expect(field().value).toBe('Optics');
    });

    it('accepts a duplicate with allowDuplicates', async () => {
      render(<Host initial={['optics']} allowDuplicates />);
      await userEvent.type(field(), 'optics{Enter}');
      expect(tagTexts()).toEqual(['optics', 'optics']);
    });

    it('has no limit by default', async () => {
      render(<Host initial={Array.from({ length: 20 }, (_, index) => `tag${index}`)} />);
      await userEvent.type(field(), 'one-more{Enter}');
      expect(tagTexts()).toHaveLength(21);
    });

    it('refuses tags beyond the limit', async () => {
      render(<Host initial={['a', 'b']} limit={2} />);
      await userEvent.type(field(), 'c{Enter}');
      expect(tagTexts()).toEqual(['a', 'b']);
      expect(screen.getByText('You can add at most 2 tags.')).toBeTruthy();
    });

    it('refuses a tag the validator rejects, with its message', async () => {
      const validate = (tag: string) => (tag.length <= 3 ? true : 'Keep tags to 3 letters.');
      render(<Host validate={validate} />);
      await userEvent.type(field(), 'long{Enter}');
      expect(tagTexts()).toEqual([]);
      expect(screen.getByText('Keep tags to 3 letters.')).toBeTruthy();
    });

    it('accepts a tag the validator allows', async () => {
      render(<Host validate={(tag) => tag.length <= 3} />);
      await userEvent.type(field(), 'dna{Enter}');
      expect(tagTexts()).toEqual(['dna']);
    });
  });

  describe('the rejection message', () => {
    it('marks the field invalid and describes it with the message', async () => {
      render(<Host initial={['optics']} />);
      await userEvent.type(field(), 'optics{Enter}');
      expect(field().getAttribute('aria-invalid')).toBe('true');
      const describedBy = field().getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(
        '"optics" has already been added.',
      );
    });

    it('clears when the reader edits the text', async () => {
      render(<Host initial={['optics']} />);
      await userEvent.type(field(), 'optics{Enter}');
      await userEvent.type(field(), 's');
      expect(field().getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByText('"optics" has already been added.')).toBeNull();
    });

    it('sets data-state="invalid"', async () => {
      const { container } = render(<Host initial={['optics']} />);
      await userEvent.type(field(), 'optics{Enter}');
      expect(container.firstElementChild?.getAttribute('data-state')).toBe('invalid');
    });
  });

  describe('removing', () => {
    it('removes the last tag with Backspace in an empty field', async () => {
      render(<Host initial={['a', 'b']} />);
      await userEvent.type(field(), '{Backspace}');
      expect(tagTexts()).toEqual(['a']);
    });

    it('only deletes text with Backspace while the field has text', async () => {
      render(<Host initial={['a', 'b']} />);
      await userEvent.type(field(), 'x{Backspace}');
      expect(tagTexts()).toEqual(['a', 'b']);
      expect(field().value).toBe('');
    });

    it('removes a tag with its button, named "Remove tag X"', async () => {
      render(<Host initial={['a', 'b', 'c']} />);
      await userEvent.click(screen.getByRole('button', { name: 'Remove tag b' }));
      expect(tagTexts()).toEqual(['a', 'c']);
    });

    it('moves focus back to the field after a button removes a tag', async () => {
      render(<Host initial={['a']} />);
      await userEvent.click(screen.getByRole('button', { name: 'Remove tag a' }));
      expect(document.activeElement).toBe(field());
    });
  });

  describe('pasting', () => {
    it('adds each item of a comma-separated list whole, phrases included', async () => {
      render(<Host />);
      field().focus();
      await userEvent.paste('a, b  c');
      expect(tagTexts()).toEqual(['a', 'b c']);
      expect(field().value).toBe('');
    });

    it('splits a list on semicolons and line breaks too', async () => {
      render(<Host />);
      field().focus();
      await userEvent.paste('forest ecology;remote sensing\nsoil');
      expect(tagTexts()).toEqual(['forest ecology', 'remote sensing', 'soil']);
    });

    it('adds each word of text without commas, as typing would', async () => {
      render(<Host />);
      field().focus();
      await userEvent.paste('a b c');
      expect(tagTexts()).toEqual(['a', 'b', 'c']);
    });

    it('keeps the list items after a refused one in the field, still as a list', async () => {
      render(<Host initial={['b c']} />);
      field().focus();
      await userEvent.paste('a, b c, d e');
      expect(tagTexts()).toEqual(['b c', 'a']);
      expect(field().value).toBe('b c, d e');
    });

    it('pastes a single word as text, to be edited before adding', async () => {
      render(<Host />);
      field().focus();
      await userEvent.paste('optics');
      expect(tagTexts()).toEqual([]);
      expect(field().value).toBe('optics');
    });

    it('adds the words before a refused one and keeps the rest as text', async () => {
      render(<Host initial={['b']} />);
      field().focus();
      await userEvent.paste('a b c');
      expect(tagTexts()).toEqual(['b', 'a']);
      expect(screen.getByText('"b" has already been added.')).toBeTruthy();
      expect(field().value).toBe('b c');
    });
  });

  describe('the list box', () => {
    const openList = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Add a list' }));
      return screen.getByLabelText('Separate them with commas') as HTMLTextAreaElement;
    };

    it('is left out unless listEntryLabel is given', () => {
      render(<Host />);
      expect(screen.queryByRole('button', { name: 'Add a list' })).toBeNull();
    });

    it('adds multi-word tags typed as a list, then closes and focuses the field', async () => {
      render(<Host listEntryLabel="Add a list" />);
      const toggle = screen.getByRole('button', { name: 'Add a list' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      const box = await openList();
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      await userEvent.type(box, 'forest ecology, remote sensing');
      await userEvent.click(screen.getByRole('button', { name: 'Add these' }));
      expect(tagTexts()).toEqual(['forest ecology', 'remote sensing']);
      expect(screen.queryByLabelText('Separate them with commas')).toBeNull();
      expect(document.activeElement).toBe(field());
    });

    it('keeps what was refused in the box, with the reason', async () => {
      render(<Host listEntryLabel="Add a list" limit={2} initial={['soil']} />);
      const box = await openList();
      await userEvent.type(box, 'forest ecology, remote sensing, fire');
      await userEvent.click(screen.getByRole('button', { name: 'Add these' }));
      expect(tagTexts()).toEqual(['soil', 'forest ecology']);
      expect(box.value).toBe('remote sensing, fire');
      expect(screen.getByText(/at most 2/i)).toBeTruthy();
    });

    it('explains an empty list instead of adding nothing silently', async () => {
      render(<Host listEntryLabel="Add a list" />);
      await openList();
      await userEvent.click(screen.getByRole('button', { name: 'Add these' }));
      expect(screen.getByText('Type the tags, separated by commas.')).toBeTruthy();
      expect(tagTexts()).toEqual([]);
    });
  });

  describe('accessibility', () => {
    it('announces every pasted tag', async () => {
      const { container } = render(<Host />);
      field().focus();
      await userEvent.paste('a,b');
      const live = container.querySelector('.q-visually-hidden[aria-live="polite"]');
      expect(live?.textContent).toBe('Added tag a. Added tag b');
    });

    it('shows the tags as a list', () => {
      render(<Host initial={['a', 'b']} />);
      expect(screen.getByRole('list')).toBeTruthy();
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
    });

    it('announces an added tag politely', async () => {
      const { container } = render(<Host />);
      await userEvent.type(field(), 'optics{Enter}');
      const live = container.querySelector('.q-visually-hidden[aria-live="polite"]');
      expect(live?.textContent).toBe('Added tag optics');
    });

    it('announces a removed tag politely', async () => {
      const { container } = render(<Host initial={['optics']} />);
      await userEvent.click(screen.getByRole('button', { name: 'Remove tag optics' }));
      const live = container.querySelector('.q-visually-hidden[aria-live="polite"]');
      expect(live?.textContent).toBe('Removed tag optics');
    });

    it('can be labelled with aria-label instead of label', () => {
      render(<TagInput aria-label="Search tags" value={[]} onChange={() => {}} />);
      expect(screen.getByRole('textbox', { name: 'Search tags' })).toBeTruthy();
    });
  });

  describe('disabled', () => {
    it('disables the field and the remove buttons', () => {
      const { container } = render(<Host initial={['a']} disabled />);
      expect(field().disabled).toBe(true);
      expect(
        (screen.getByRole('button', { name: 'Remove tag a' }) as HTMLButtonElement).disabled,
      ).toBe(true);
      expect(container.firstElementChild?.getAttribute('data-state')).toBe('disabled');
    });
  });

  describe('forms', () => {
    it('submits each tag as a hidden input named by `name`', () => {
      const { container } = render(<Host initial={['a', 'b']} name="keywords" />);
      const hidden = container.querySelectorAll<HTMLInputElement>('input[type="hidden"]');
      expect([...hidden].map((input) => `${input.name}=${input.value}`)).toEqual([
        'keywords=a',
        'keywords=b',
      ]);
    });
  });

  it('merges className and passes native props through', () => {
    const { container } = render(<Host className="extra" data-testid="tags" />);
    expect(container.firstElementChild?.className).toBe('q-tag-input extra');
    expect(screen.getByTestId('tags')).toBeTruthy();
  });
});
