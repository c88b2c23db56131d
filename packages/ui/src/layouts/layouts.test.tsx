import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { brandContrast } from './brand-contrast';
import { CleanLayout } from './clean-layout';
import { DefaultLayout } from './default-layout';
import { JournalArticleLayout } from './journal-article-layout';
import { JournalLayout } from './journal-layout';
import type { RenderLink } from './nav-list';
import { PanelLayout } from './panel-layout';

/** A journal's home and navigation, as a site passes them. */
const journal = {
  homeHref: '/journals/eco',
  items: [
    { href: '/journals/eco', label: 'Home' },
    { href: '/journals/eco/current-issue', label: 'Current issue' },
    { href: '/journals/eco/archive', label: 'Archive' },
    { href: '/journals/eco/volumes', label: 'Volumes' },
  ],
};

const layouts: [string, (children: ReactNode) => ReactNode][] = [
  ['DefaultLayout', (children) => <DefaultLayout>{children}</DefaultLayout>],
  ['CleanLayout', (children) => <CleanLayout title="Sign in">{children}</CleanLayout>],
  [
    'JournalLayout',
    (children) => (
      <JournalLayout journalTitle="Eco" {...journal}>
        {children}
      </JournalLayout>
    ),
  ],
  [
    'JournalArticleLayout',
    (children) => (
      <JournalArticleLayout journalTitle="Eco" {...journal} articleTitle="Marshes">
        {children}
      </JournalArticleLayout>
    ),
  ],
  [
    'PanelLayout',
    (children) => (
      <PanelLayout items={[{ href: '/panel', label: 'Dashboard' }]}>{children}</PanelLayout>
    ),
  ],
];

describe.each(layouts)('%s', (_name, renderLayout) => {
  it('starts with a "Skip to content" link to #main', async () => {
    render(renderLayout(<p>Body</p>));
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main');
  });

  it('puts its content in a focusable main with id "main"', () => {
    render(renderLayout(<p>Body</p>));
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.tabIndex).toBe(-1);
    expect(within(main).getByText('Body')).toBeTruthy();
  });
});

describe('DefaultLayout', () => {
  const nav = [
    { href: '/', label: 'Home' },
    { href: '/journals', label: 'Journals' },
  ];

  it('marks only the current page with aria-current="page"', () => {
    render(
      <DefaultLayout nav={nav} currentHref="/journals">
        x
      </DefaultLayout>,
    );
    expect(screen.getByRole('link', { name: 'Journals' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });

  it('labels its navigation and has banner and footer landmarks', () => {
    render(
      <DefaultLayout nav={nav} siteHeader="Quire" footer="© Quire">
        x
      </DefaultLayout>,
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Quire');
    expect(screen.getByRole('contentinfo').textContent).toBe('© Quire');
  });

  it('draws links with an injected renderLink', () => {
    const renderLink: RenderLink = ({ href, children, ...props }) => (
      <a data-to={href} href={href} {...props}>
        {children}
      </a>
    );
    render(
      <DefaultLayout nav={nav} renderLink={renderLink}>
        x
      </DefaultLayout>,
    );
    expect(screen.getByRole('link', { name: 'Journals' }).getAttribute('data-to')).toBe(
      '/journals',
    );
  });
});

describe('CleanLayout', () => {
  it('names its card by the title', () => {
    render(<CleanLayout title="Sign in">form</CleanLayout>);
    expect(screen.getByRole('region', { name: 'Sign in' }).textContent).toContain('form');
  });
});

describe('JournalLayout', () => {
  it('lists the entries it is given, in order: the sections, then the journal pages', () => {
    render(
      <JournalLayout
        journalTitle="Eco"
        homeHref={journal.homeHref}
        items={[...journal.items, { href: '/journals/eco/pages/about', label: 'About' }]}
      >
        x
      </JournalLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Eco navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Current issue', 'Archive', 'Volumes', 'About']);
  });

  it('shows the journal’s search form in its header, on article pages too', () => {
    const search = <form aria-label="Search Eco" />;
    const { unmount } = render(
      <JournalLayout journalTitle="Eco" {...journal} search={search}>
        x
      </JournalLayout>,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('form', { name: 'Search Eco' })).toBeTruthy();
    unmount();
    render(
      <JournalArticleLayout journalTitle="Eco" {...journal} articleTitle="Marshes" search={search}>
        x
      </JournalArticleLayout>,
    );
    const form = screen.getByRole('form', { name: 'Search Eco' });
    expect(form.closest('.q-layout__header')).not.toBeNull();
  });

  it('marks the current section with aria-current="page"', () => {
    render(
      <JournalLayout journalTitle="Eco" {...journal} currentHref="/journals/eco/archive">
        x
      </JournalLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Eco navigation' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Archive']);
  });

  it('sets --q-brand and a readable contrast colour on its wrapper', () => {
    const { container } = render(
      <JournalLayout journalTitle="Eco" {...journal} brandColor="#0f766e">
        x
      </JournalLayout>,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.style.getPropertyValue('--q-brand')).toBe('#0f766e');
    expect(wrapper.style.getPropertyValue('--q-brand-contrast')).toBe('#ffffff');
  });

  it('leaves the brand to the page when no colour is given', () => {
    const { container } = render(
      <JournalLayout journalTitle="Eco" {...journal}>
        x
      </JournalLayout>,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.style.getPropertyValue('--q-brand')).toBe('');
  });

  it('shows the title linked to the journal home and the ISSNs', () => {
    render(
      <JournalLayout journalTitle="Eco" {...journal} issn="1234-5678" eIssn="8765-4321">
        x
      </JournalLayout>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link', { name: 'Eco' })[0]?.getAttribute('href')).toBe(
      journal.homeHref,
    );
    expect(banner.textContent).toContain('ISSN 1234-5678');
    expect(banner.textContent).toContain('e-ISSN 8765-4321');
  });

  describe('compact, on a journal’s inner pages', () => {
    it('keeps the logo, the linked title and the search, and leaves out the ISSN line', () => {
      const { container } = render(
        <JournalLayout
          journalTitle="Eco"
          {...journal}
          issn="1234-5678"
          logo={<img src="/logo.png" alt="" />}
          search={<search aria-label="Search Eco" />}
          compact
        >
          x
        </JournalLayout>,
      );
      const banner = screen.getByRole('banner');
      expect(container.firstElementChild?.classList).toContain('q-journal-layout--compact');
      expect(within(banner).getAllByRole('link', { name: 'Eco' })).toHaveLength(1);
      // jsdom gives `<search>` no role yet: found by its element.
      expect(banner.querySelector('search[aria-label="Search Eco"]')).toBeTruthy();
      expect(banner.querySelector('.q-journal-masthead__logo img')).toBeTruthy();
      expect(banner.textContent).not.toContain('ISSN');
    });

    it('is not compact unless asked', () => {
      const { container } = render(
        <JournalLayout journalTitle="Eco" {...journal} issn="1234-5678">
          x
        </JournalLayout>,
      );
      expect(container.firstElementChild?.classList).not.toContain('q-journal-layout--compact');
      expect(screen.getByRole('banner').textContent).toContain('ISSN 1234-5678');
    });
  });
});

describe('brandContrast', () => {
  it.each([
    ['#0f766e', '#ffffff'],
    ['#4338ca', '#ffffff'],
    ['#fcd34d', '#0f172a'],
    ['#fff', '#0f172a'],
    ['rebeccapurple', '#ffffff'],
  ])('picks %s → %s', (background, text) => {
    expect(brandContrast(background)).toBe(text);
  });
});

describe('JournalArticleLayout', () => {
  function renderArticle(sidebar?: ReactNode) {
    render(
      <JournalArticleLayout
        journalTitle="Eco"
        {...journal}
        articleTitle="Marsh carbon"
        authors={[{ name: 'A. Okafor', affiliation: 'Lagos' }, { name: 'M. Lindqvist' }]}
        sidebar={sidebar}
      >
        <p>Body</p>
      </JournalArticleLayout>,
    );
  }

  it("makes the article title the page's h1", () => {
    renderArticle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Marsh carbon');
  });

  it('lists the authors', () => {
    renderArticle();
    const authors = screen.getByRole('list', { name: 'Authors' });
    expect(within(authors).getAllByRole('listitem')).toHaveLength(2);
  });

  it('puts the article tools in a labelled complementary region', () => {
    renderArticle(<a href="/a.pdf">Download PDF</a>);
    const aside = screen.getByRole('complementary', { name: 'Article tools' });
    expect(within(aside).getByRole('link', { name: 'Download PDF' })).toBeTruthy();
  });

  it('puts the tools before the body in the source, so a phone shows them above the text', () => {
    renderArticle(<a href="/a.pdf">Download PDF</a>);
    const aside = screen.getByRole('complementary', { name: 'Article tools' });
    const body = screen.getByText('Body');
    expect(aside.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no sidebar region without tools', () => {
    renderArticle();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
