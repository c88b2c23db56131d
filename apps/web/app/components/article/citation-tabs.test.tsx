import { ToastProvider } from '@quire/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CitationView } from '~/lib/article.server';
import { CitationTabs } from './citation-tabs';

const citations: CitationView[] = [
  { format: 'apa', text: 'APA text', downloadUrl: 'https://api.example/c?format=apa&download=1' },
  {
    format: 'bibtex',
    text: '@article{x}',
    downloadUrl: 'https://api.example/c?format=bibtex&download=1',
  },
  { format: 'ris', text: null, downloadUrl: 'https://api.example/c?format=ris&download=1' },
];

function renderTabs() {
  return render(
    <ToastProvider>
      <CitationTabs citations={citations} />
    </ToastProvider>,
  );
}

describe('CitationTabs', () => {
  let writeText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the APA citation first', () => {
    renderTabs();
    expect(screen.getByRole('tab', { name: 'APA' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('APA text');
  });

  it('switches format on click and with the arrow keys', () => {
    renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: 'BibTeX' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('@article{x}');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'BibTeX' }), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'RIS' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('could not be loaded');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'RIS' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'APA' }).getAttribute('aria-selected')).toBe('true');
  });

  it('copies the shown citation and says "Copied"', async () => {
    renderTabs();
    fireEvent.click(screen.getByRole('button', { name: 'Copy APA citation' }));
    expect(writeText).toHaveBeenCalledWith('APA text');
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('says "An error occurred" when the copy fails', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderTabs();
    fireEvent.click(screen.getByRole('button', { name: 'Copy APA citation' }));
    expect(await screen.findByText('An error occurred')).toBeTruthy();
  });

  it('links every format’s download', () => {
    renderTabs();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      citations.map((c) => c.downloadUrl),
    );
  });
});
