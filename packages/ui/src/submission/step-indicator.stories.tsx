import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepIndicator, type WizardStep } from './step-indicator';

const STEPS: WizardStep[] = [
  { id: 'journal', label: 'Journal', href: '#journal', state: 'complete' },
  { id: 'details', label: 'Details', href: '#details', state: 'complete' },
  { id: 'authors', label: 'Authors', href: '#authors', state: 'incomplete' },
  { id: 'files', label: 'Files', href: '#files', state: 'error' },
  { id: 'declarations', label: 'Cover letter', href: '#declarations' },
  { id: 'review', label: 'Review', href: '#review' },
];

const meta = {
  title: 'Submissions/StepIndicator',
  component: StepIndicator,
  args: { steps: STEPS, currentId: 'authors', 'aria-label': 'Submission steps' },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddleStep: Story = {};

export const FirstStep: Story = {
  args: {
    currentId: 'journal',
    steps: STEPS.map((step, index) => ({
      id: step.id,
      label: step.label,
      ...(index === 0 ? { href: step.href } : {}),
    })),
  },
};

export const LastStep: Story = { args: { currentId: 'review' } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <StepIndicator {...args} aria-label="Steps at the start" currentId="journal" />
      <StepIndicator {...args} aria-label="Steps in the middle" currentId="files" />
      <StepIndicator {...args} aria-label="Steps at the end" currentId="review" />
    </div>
  ),
};
