import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';
import { createProgressController } from './progress-controller';

// A controller frozen at a value: set() shows the bar without starting the trickle timer.
function progressAt(value: number) {
  const controller = createProgressController();
  if (value > 0) controller.set(value);
  return controller;
}

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  parameters: { layout: 'fullscreen' },
  argTypes: { controller: { control: false } },
  args: { controller: progressAt(0.45) },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Halfway: Story = {};

export const Idle: Story = { args: { controller: progressAt(0) } };

export const Started: Story = { args: { controller: progressAt(0.08) } };

export const NearlyDone: Story = { args: { controller: progressAt(0.95) } };

/** Start and Done buttons drive a live controller, with the trickle and the fade. */
export const Playground: Story = {
  args: { controller: createProgressController() },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', padding: '2rem 1rem' }}>
      <ProgressBar {...args} />
      <button type="button" className="q-btn" onClick={() => args.controller.start()}>
        Start
      </button>
      <button type="button" className="q-btn" onClick={() => args.controller.done()}>
        Done
      </button>
    </div>
  ),
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', padding: '1rem' }}>
      {[0, 0.08, 0.45, 0.95].map((value) => (
        <div key={value}>
          <p>{value === 0 ? 'Idle (hidden)' : `${Math.round(value * 100)}%`}</p>
          <ProgressBar
            {...args}
            controller={progressAt(value)}
            style={{ position: 'relative', opacity: 1 }}
          />
        </div>
      ))}
    </div>
  ),
};
