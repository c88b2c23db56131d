import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardBody, CardFigure, CardMeta, CardTitle } from './card';

describe('Card', () => {
  it('is an article titled by its heading', () => {
    render(
      <Card>
        <CardBody>
          <CardTitle level={3}>Forest ecology</CardTitle>
          <CardMeta>ISSN 1234-5678</CardMeta>
        </CardBody>
      </Card>,
    );
    expect(screen.getByRole('article').className).toBe('q-card');
    expect(screen.getByRole('heading', { level: 3, name: 'Forest ecology' })).toBeTruthy();
  });

  it('edges itself in a given colour', () => {
    render(<Card as="section" aria-label="Journal" accent="#0a7" />);
    const card = screen.getByRole('region', { name: 'Journal' });
    expect(card.classList.contains('q-card--accent')).toBe(true);
    expect(card.style.getPropertyValue('--q-accent')).toBe('#0a7');
  });

  it('says a figure’s unit in the same sentence', () => {
    render(<CardFigure value={3} label="submissions in review" />);
    expect(screen.getByText(/^3/).textContent).toBe('3 submissions in review');
  });
});
