import { ToastProvider } from '@quire/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CitationBoxView } from '../server/article.server';
import { CitationTabs } from './citation-tabs';

const citations: CitationBoxView = {
  styles: [
    {
      style: 'apa',
      label: 'APA',
      html: 'Lovelace, A. (2024). Notes. <i>Journal</i>, <i>2</i>(1).',
      text: 'Lovelace, A. (2024). Notes. Journal, 2(1).',
      href: '?cite=apa#cite',
    },
    {
      style: 'mla',
      label: 'MLA',
      html: 'Lovelace, Ada. “Notes.” <i>Journal</i>, vol. 2, 2024.',
      text: 'Lovelace, Ada. “Notes.” Journal, vol. 2, 2024.',
      href: '?cite=mla#cite',
    },
  ],
  selected: 'apa',
  downloads: [
    { format: 'bibtex', label: 'BibTeX', url: 'https://api.example/c?format=bibtex&download=1' },
    { format: 'ris', label: 'RIS', url: 'https://api.example/c?format=ris&download=1' },
    {
      format: 'csl-json',
      label: 'CSL-JSON',
      url: 'https://api.example/c?format=csl-json&download=1',
    },
  ],
};

function renderBox(view: CitationBoxView = citations) {
  return render(
    <ToastProvider>
      <CitationTabs citations={view} />
    </ToastProvider>,
  );
}

const shownCitation = () => document.querySelector('.q-citation');

describe('CitationTabs', () => {
  let writeText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    window.history.replaceState(null, '', '/journals/j/articles/a');
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('is the "How to cite" box the style links return to', () => {
    renderBox();
    const box = screen.getByRole('region', { name: 'How to cite' });
    expect(box.id).toBe('cite');
  });

  it('shows the style the loader picked, with the HTML’s italics', () => {
    renderBox({ ...citations, selected: 'mla' });
    expect(shownCitation()?.innerHTML).toBe(citations.styles[1]?.html);
    expect(shownCitation()?.querySelector('i')?.textContent).toBe('Journal');
    expect(screen.getByRole('link', { name: 'MLA' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'APA' }).getAttribute('aria-current')).toBeNull();
  });

  it('links every style as ?cite=…#cite, so the chooser works without JavaScript', () => {
    renderBox();
    const styles = screen.getByRole('list', { name: 'Citation style' });
    const links = Array.from(styles.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['APA', '?cite=apa#cite'],
      ['MLA', '?cite=mla#cite'],
    ]);
  });

  it('switches in place on a click and keeps the pick in the address', () => {
    renderBox();
    const clicked = fireEvent.click(screen.getByRole('link', { name: 'MLA' }));
    expect(clicked).toBe(false); // the navigation was prevented
    expect(shownCitation()?.textContent).toBe(citations.styles[1]?.text);
    expect(screen.getByRole('link', { name: 'MLA' }).getAttribute('aria-current')).toBe('true');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/journals/j/articles/a?cite=mla#cite',
    );
  });

  it('leaves a click that opens a new tab to the browser', () => {
    renderBox();
    const clicked = fireEvent.click(screen.getByRole('link', { name: 'MLA' }), { ctrlKey: true });
    expect(clicked).toBe(true);
    expect(shownCitation()?.textContent).toBe(citations.styles[0]?.text);
  });

  it('copies the shown style’s plain text and says "Copied"', async () => {
    renderBox();
    fireEvent.click(screen.getByRole('link', { name: 'MLA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy MLA citation' }));
    expect(writeText).toHaveBeenCalledWith(citations.styles[1]?.text);
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('says "An error occurred" when the copy fails', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Copy APA citation' }));
    expect(await screen.findByText('An error occurred')).toBeTruthy();
  });

  it('links the BibTeX, RIS and CSL-JSON downloads', () => {
    renderBox();
    const downloads = screen
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('download'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(downloads).toEqual(citations.downloads.map((d) => [`${d.label} citation file`, d.url]));
  });

  it('keeps the downloads when the styles could not be loaded', () => {
    renderBox({ ...citations, styles: [] });
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('starts another article’s box from its own loader pick', () => {
    const { rerender } = renderBox();
    fireEvent.click(screen.getByRole('link', { name: 'MLA' }));
    rerender(
      <ToastProvider>
        <CitationTabs citations={{ ...citations, selected: 'apa' }} />
      </ToastProvider>,
    );
    expect(screen.getByRole('link', { name: 'APA' }).getAttribute('aria-current')).toBe('true');
  });
});
