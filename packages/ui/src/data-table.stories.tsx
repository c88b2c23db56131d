import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';
import { DataTable } from './data-table';

const rows = [
  { id: 1, title: 'Fire and regrowth in boreal stands', views: 1204, downloads: 311 },
  { id: 2, title: 'Soil fungi after clear-cutting', views: 87, downloads: 9 },
];

/** The articles as table rows, a `#` column first when `numbered` (as the card layout expects). */
function articleTable({ numbered = false } = {}) {
  return (
    <>
      <thead>
        <tr>
          {numbered && <th scope="col">#</th>}
          <th scope="col">Article</th>
          <th scope="col" className="q-table__num">
            Views
          </th>
          <th scope="col" className="q-table__num">
            Downloads
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id}>
            {numbered && <td>{index + 1}</td>}
            <td>
              <a href={`#article-${row.id}`}>{row.title}</a>
            </td>
            <td className="q-table__num">{row.views}</td>
            <td className="q-table__num">{row.downloads}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

const meta = {
  title: 'Content/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  args: {
    caption: 'Your published articles (2)',
    children: articleTable(),
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Articles: Story = {};

export const HiddenCaption: Story = { args: { hideCaption: true } };

export const WithBadges: Story = {
  args: {
    caption: 'Notifications, newest first (2)',
    children: (
      <>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Notification</th>
            <th scope="col">Received</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <Badge emphasis="strong">Unread</Badge>
            </td>
            <td>Your submission was accepted</td>
            <td>
              <time dateTime="2026-11-20">20-11-2026</time>
            </td>
          </tr>
          <tr>
            <td>
              <Badge>Read</Badge>
            </td>
            <td>Revisions requested</td>
            <td>
              <time dateTime="2026-10-02">02-10-2026</time>
            </td>
          </tr>
        </tbody>
      </>
    ),
  },
};

/** With `cardHeadings`, a narrow box (a phone; here 22rem) shows each row as a card. */
export const CardsInANarrowBox: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    caption: 'Your published articles (2)',
    cardHeadings: ['#', 'Article', 'Views', 'Downloads'],
    children: articleTable({ numbered: true }),
  },
};
