import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteDatedSentence, SiteTime } from './site-time';

const DATE = { dateTime: '2026-09-15', text: '15-09-2026' };

describe('SiteTime', () => {
  it('renders the site’s wording in a <time> with the machine-readable date', () => {
    const { container } = render(<SiteTime date={DATE} className="x" />);
    expect(container.innerHTML).toBe('<time class="x" datetime="2026-09-15">15-09-2026</time>');
  });

  it('places the <time> inside a sentence of the site’s texts', () => {
    const { container } = render(
      <p>
        <SiteTime date={DATE} sentence={(date) => `Published ${date}, online`} />
      </p>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe(
      'Published <time datetime="2026-09-15">15-09-2026</time>, online',
    );
  });

  it('shows a sentence that leaves the date out as it is', () => {
    const { container } = render(
      <p>
        <SiteTime date={DATE} sentence={() => 'Published'} />
      </p>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe('Published');
  });
});

describe('SiteDatedSentence', () => {
  it('renders the words as text and the date as <time>', () => {
    const { container } = render(
      <p>
        <SiteDatedSentence text={{ before: 'Last saved ', date: DATE, after: ' by Ada' }} />
      </p>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe(
      'Last saved <time datetime="2026-09-15">15-09-2026</time> by Ada',
    );
  });
});
