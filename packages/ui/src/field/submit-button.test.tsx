import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('submits its form when idle', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('says it is busy and does not submit again while pending', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <SubmitButton pending pendingLabel="Saving…">
          Save
        </SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is the primary button unless it is the secondary one', () => {
    render(
      <form>
        <SubmitButton>Submit the review</SubmitButton>
        <SubmitButton variant="secondary">Save draft</SubmitButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Submit the review' }).className).toContain(
      'q-btn--primary',
    );
    const secondary = screen.getByRole('button', { name: 'Save draft' });
    expect(secondary.className).toContain('q-btn');
    expect(secondary.className).not.toContain('q-btn--primary');
  });
});
