import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlightSegments } from '../search/highlight';
import { Highlighted } from './highlighted';

describe('Highlighted', () => {
  it('wraps matches in <mark> and nothing else', () => {
    const { container } = render(
      <p>
        <Highlighted segments={highlightSegments('a <mark>forest</mark> &amp; b')} />
      </p>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe('a <mark>forest</mark> &amp; b');
  });

  it('renders smuggled markup as visible text, never as elements', () => {
    const { container } = render(
      <p>
        <Highlighted
          segments={highlightSegments(
            '<img src=x onerror=alert(1)><mark><script>alert(2)</script></mark>',
          )}
        />
      </p>,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph?.querySelectorAll('*')).toHaveLength(1);
    expect(paragraph?.querySelector('mark')?.textContent).toBe('<script>alert(2)</script>');
    expect(paragraph?.textContent).toBe('<img src=x onerror=alert(1)><script>alert(2)</script>');
  });
});
