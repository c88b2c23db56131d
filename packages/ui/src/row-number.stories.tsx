import type { Meta, StoryObj } from '@storybook/react-vite';
import { RowNumber } from './row-number';

const TITLES = ['Tidal marsh carbon', 'Photonic crystals', 'Soil microbiomes', 'Glacier melt'];

const meta = {
  title: 'Lists/RowNumber',
  component: RowNumber,
  args: { index: 0, page: 1, perPage: 10 },
  // The cell numbers a table's rows across pages; shown in a table of four rows.
  render: ({ index, ...args }) => (
    <table>
      <caption>Articles</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Title</th>
        </tr>
      </thead>
      <tbody>
        {TITLES.map((title, offset) => (
          <tr key={title}>
            <RowNumber {...args} index={index + offset} />
            <td>{title}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
} satisfies Meta<typeof RowNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const ThirdPage: Story = { args: { page: 3 } };

export const TwentyPerPage: Story = { args: { page: 2, perPage: 20 } };

export const AllStates: Story = {
  render: (args) => (
    <table>
      <caption>Row numbers by page</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Page</th>
        </tr>
      </thead>
      <tbody>
        {[1, 2, 3].map((page) => (
          <tr key={page}>
            <RowNumber {...args} index={0} page={page} />
            <td>First row of page {page}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
