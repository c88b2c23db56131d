import { ToastProvider } from '@quire/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShareLinks, shareTargets } from './share-links';

const url = 'https://j.example.org/journals/jce/articles/a?x=1&y=2';
const title = 'Forests & "gaps"';

describe('shareTargets', () => {
  it('encodes the address and title into every intent', () => {
    for (const target of shareTargets(url, title)) {
      expect(target.href).toContain(encodeURIComponent(url).slice(0, 20));
      expect(target.href).not.toContain(' ');
      expect(target.href).not.toContain('"');
    }
  });

  it('offers email and the usual networks', () => {
    expect(shareTargets(url, title).map((target) => target.label)).toEqual([
      'Email',
      'X',
      'LinkedIn',
      'Bluesky',
      'Facebook',
    ]);
  });
});

describe('ShareLinks', () => {
  it('opens the networks in a new window without handing them this page', () => {
    render(
      <ToastProvider>
        <ShareLinks url={url} title={title} />
      </ToastProvider>,
    );
    const linkedIn = screen.getByRole('link', { name: /LinkedIn/ });
    expect(linkedIn.getAttribute('target')).toBe('_blank');
    expect(linkedIn.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('target')).toBeNull();
  });

  it('offers the share sheet only where the browser has one', () => {
    render(
      <ToastProvider>
        <ShareLinks url={url} title={title} />
      </ToastProvider>,
    );
    // jsdom has no Web Share API.
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });
});
