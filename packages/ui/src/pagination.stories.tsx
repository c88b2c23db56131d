import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'Lists/Pagination',
  component: Pagination,
  args: {
    page: 5,
    pageCount: 12,
    hrefForPage: (page: number) => `?page=${page}`,
    // Stories never leave the canvas; apps pass a router-aware handler or none at all.
    onPageChange: fn(),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};

export const FirstPage: Story = { args: { page: 1 } };

export const LastPage: Story = { args: { page: 12 } };

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

export const WideWindow: Story = { args: { page: 20, pageCount: 40, siblingCount: 2 } };

/** A plain click goes to onPageChange instead of following the link. */
export const ClientSide: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Pagination {...args} page={1} aria-label="Pagination, first page" />
      <Pagination {...args} page={5} aria-label="Pagination, middle page" />
      <Pagination {...args} page={12} aria-label="Pagination, last page" />
      <Pagination {...args} page={2} pageCount={4} aria-label="Pagination, few pages" />
    </div>
  ),
};
