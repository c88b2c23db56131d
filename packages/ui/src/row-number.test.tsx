import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RowNumber } from './row-number';

describe('RowNumber', () => {
  function renderCell(element: ReactElement) {
    return render(
      <table>
        <tbody>
          <tr>{element}</tr>
        </tbody>
      </table>,
    );
  }

  it('numbers across pages: perPage × (page − 1) + index + 1', () => {
    renderCell(<RowNumber index={0} page={3} perPage={10} />);
    expect(screen.getByRole('cell').textContent).toBe('21');
  });

  it('defaults to page 1 and 10 per page', () => {
    renderCell(<RowNumber index={4} />);
    expect(screen.getByRole('cell').textContent).toBe('5');
  });
});
