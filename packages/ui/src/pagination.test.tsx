import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

const hrefForPage = (page: number) => `/articles?page=${page}`;

describe('Pagination', () => {
  describe('structure', () => {
    it('is a navigation landmark named "Pagination"', () => {
      render(<Pagination page={2} pageCount={5} hrefForPage={hrefForPage} />);
      expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    });

    it('renders nothing for a single page', () => {
      const { container } = render(<Pagination page={1} pageCount={1} hrefForPage={hrefForPage} />);
      expect(container.innerHTML).toBe('');
    });

    it('links each page with hrefForPage, so it works without JavaScript', () => {
      render(<Pagination page={2} pageCount={5} hrefForPage={hrefForPage} />);
      expect(screen.getByRole('link', { name: 'Page 4' }).getAttribute('href')).toBe(
        '/articles?page=4',
      );
    });

    it('marks the current page with aria-current="page"', () => {
      render(<Pagination page={3} pageCount={5} hrefForPage={hrefForPage} />);
      const current = screen.getByRole('link', { name: 'Page 3' });
      expect(current.getAttribute('aria-current')).toBe('page');
      expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBeNull();
    });

    it('shows an ellipsis where pages are skipped, hidden from screen readers', () => {
      const { container } = render(
        <Pagination page={10} pageCount={20} hrefForPage={hrefForPage} />,
      );
      const gaps = container.querySelectorAll('.q-pagination__ellipsis');
      expect(gaps).toHaveLength(2);
      expect(gaps[0]?.getAttribute('aria-hidden')).toBe('true');
      expect(screen.queryByRole('link', { name: 'Page 5' })).toBeNull();
    });
  });

  describe('previous and next', () => {
    it('link to the neighbouring pages', () => {
      render(<Pagination page={3} pageCount={5} hrefForPage={hrefForPage} />);
      expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
        '/articles?page=2',
      );
      expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
        '/articles?page=4',
      );
    });

    it('greys out previous on the first page, with no link to follow', () => {
      const { container } = render(<Pagination page={1} pageCount={5} hrefForPage={hrefForPage} />);
      expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
      const previous = container.querySelector('.q-pagination__item--prev > *');
      expect(previous?.getAttribute('data-state')).toBe('disabled');
      expect(previous?.hasAttribute('href')).toBe(false);
    });

    it('greys out next on the last page, with no link to follow', () => {
      render(<Pagination page={5} pageCount={5} hrefForPage={hrefForPage} />);
      expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Previous page' })).toBeTruthy();
    });
  });

  describe('onPageChange', () => {
    it('takes over a plain click', async () => {
      const onPageChange = vi.fn();
      render(
        <Pagination page={1} pageCount={5} hrefForPage={hrefForPage} onPageChange={onPageChange} />,
      );
      await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
      expect(onPageChange).toHaveBeenCalledWith(3);
    });

    it('is called with the next page from the next link', async () => {
      const onPageChange = vi.fn();
      render(
        <Pagination page={2} pageCount={5} hrefForPage={hrefForPage} onPageChange={onPageChange} />,
      );
      await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
      expect(onPageChange).toHaveBeenCalledWith(3);
    });

    it('leaves a modified click (new tab) to the browser', async () => {
      const onPageChange = vi.fn();
      render(
        <Pagination page={1} pageCount={5} hrefForPage={hrefForPage} onPageChange={onPageChange} />,
      );
      let followed = false;
      // jsdom cannot navigate; record whether the browser would have, then stop it.
      const recordDefault = (event: MouseEvent) => {
        followed = !event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', recordDefault);
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(screen.getByRole('link', { name: 'Page 3' }));
      document.removeEventListener('click', recordDefault);
      expect(onPageChange).not.toHaveBeenCalled();
      expect(followed).toBe(true);
    });
  });

  it('merges className and takes a custom label', () => {
    render(
      <Pagination
        page={1}
        pageCount={3}
        hrefForPage={hrefForPage}
        className="extra"
        aria-label="Articles pages"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Articles pages' }).className).toBe(
      'q-pagination extra',
    );
  });
});
