import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { Fieldset } from './fieldset';
import { RadioGroup } from './radio-group';

describe('Checkbox', () => {
  it('toggles from its label and is described by its hint', async () => {
    render(<Checkbox name="consent" label="I agree" hint="You can withdraw it later." />);
    const box = screen.getByLabelText(/I agree/) as HTMLInputElement;
    await userEvent.click(screen.getByText('I agree'));
    expect(box.checked).toBe(true);
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('You can withdraw it later.');
  });
});

describe('Fieldset', () => {
  it('names the group and ties its messages to it', () => {
    render(
      <Fieldset name="declarations" legend="Declarations" errors={['Tick all three.']}>
        <Checkbox name="original" label="Original work" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Declarations' });
    expect(group.id).toBe('field-declarations');
    expect(group.hasAttribute('data-invalid')).toBe(true);
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Tick all three.',
    );
  });
});

describe('RadioGroup', () => {
  const options = [
    { value: 'accept', label: 'Accept' },
    { value: 'decline', label: 'Decline' },
  ];

  it('checks the default option and lets one be chosen', async () => {
    render(
      <RadioGroup name="decision" legend="Decision" options={options} defaultValue="accept" />,
    );
    expect((screen.getByLabelText('Accept') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByLabelText('Decline'));
    expect((screen.getByLabelText('Decline') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Accept') as HTMLInputElement).checked).toBe(false);
  });

  it('refuses an empty list of options', () => {
    expect(() => render(<RadioGroup name="decision" legend="Decision" options={[]} />)).toThrow(
      'RadioGroup "decision" needs at least one option.',
    );
  });
});
