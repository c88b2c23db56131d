import { createLoadingCounter } from '@quire/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from './loading-overlay';

function counterAt(count: number) {
  const counter = createLoadingCounter();
  for (let index = 0; index < count; index += 1) counter.start();
  return counter;
}

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
  argTypes: { counter: { control: false } },
  args: { counter: counterAt(1), delay: 0 },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <h1>Submissions</h1>
      <p>The page underneath the overlay.</p>
      <LoadingOverlay {...args} />
    </div>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Idle: Story = { args: { counter: counterAt(0) } };

export const OverlappingRequests: Story = { args: { counter: counterAt(3) } };

/** Start and End buttons count requests; the overlay shows after a 150 ms delay. */
export const Playground: Story = {
  args: { counter: createLoadingCounter(), delay: 150 },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', padding: '1rem' }}>
      <button type="button" className="q-btn" onClick={() => args.counter.start()}>
        Start request
      </button>
      <button type="button" className="q-btn" onClick={() => args.counter.end()}>
        End request
      </button>
      <LoadingOverlay {...args} />
    </div>
  ),
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', padding: '1rem' }}>
      <section aria-label="Idle" style={{ position: 'relative', height: '8rem' }}>
        <p>Idle: nothing covers the page.</p>
        <LoadingOverlay {...args} counter={counterAt(0)} />
      </section>
      <section aria-label="Loading" style={{ position: 'relative', height: '8rem' }}>
        <p>Loading: the overlay covers this box.</p>
        <LoadingOverlay {...args} counter={counterAt(1)} style={{ position: 'absolute' }} />
      </section>
    </div>
  ),
};
