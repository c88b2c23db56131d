import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, PagedTable } from './data-table';

describe('DataTable', () => {
  it('is named by its caption, even a hidden one', () => {
    render(
      <DataTable caption="Your articles" hideCaption>
        <tbody>
          <tr>
            <td>One</td>
          </tr>
        </tbody>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Your articles' });
    expect(table.parentElement?.className).toBe('q-table-scroll');
    expect(table.querySelector('caption')?.className).toBe('q-visually-hidden');
  });

  it('lays rows out as cards with their headings when given them, quotes escaped', () => {
    render(
      <DataTable caption="Queue" cardHeadings={['#', 'Title', 'The "journal"', <span key="x" />]}>
        <tbody />
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Queue' });
    expect(table.className).toBe('q-table q-table--cards');
    expect(table.style.getPropertyValue('--q-col-3')).toBe('"The \\"journal\\""');
    expect(table.style.getPropertyValue('--q-col-2')).toBe('"Title"');
    expect(table.style.getPropertyValue('--q-col-4')).toBe('');
  });

  it('stays a plain table without card headings', () => {
    render(
      <DataTable caption="Chart">
        <tbody />
      </DataTable>,
    );
    expect(screen.getByRole('table', { name: 'Chart' }).className).toBe('q-table');
  });
});

describe('PagedTable', () => {
  const props = {
    caption: 'Your articles',
    columns: [{ label: 'Title' }, { label: 'Views', numeric: true }],
    renderRow: (title: string, index: number) => (
      <tr key={title}>
        <td>{index + 1}</td>
        <td>{title}</td>
        <td>3</td>
      </tr>
    ),
    empty: <p>No articles yet</p>,
    pagination: <nav aria-label="Article pages" />,
  };

  it('numbers its rows under the headings, then shows the pages', () => {
    render(<PagedTable {...props} items={['One', 'Two']} />);
    const table = screen.getByRole('table', { name: 'Your articles' });
    const headings = [...table.querySelectorAll('th')].map((th) => [th.textContent, th.className]);
    expect(headings).toEqual([
      ['#', 'q-table__num'],
      ['Title', ''],
      ['Views', 'q-table__num'],
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(table.classList.contains('q-table--cards')).toBe(true);
    expect(table.style.getPropertyValue('--q-col-3')).toBe('"Views"');
    expect(screen.getByRole('navigation', { name: 'Article pages' })).toBeTruthy();
    expect(screen.queryByText('No articles yet')).toBeNull();
  });

  it('shows its empty state, and still the pages, when the page has no items', () => {
    render(<PagedTable {...props} items={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No articles yet')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Article pages' })).toBeTruthy();
  });
});
