import { describe, expect, it } from 'vitest';
import { sitePagePath } from '../lib/paths';
import { siteMenuItems } from './site-chrome';

const NAV = [
  { href: '/journals', label: 'Journals' },
  { href: '/about', label: 'About' },
];

describe('siteMenuItems', () => {
  it('lists the site’s menu pages after the configured links, in their order', () => {
    const pages = [
      { title: 'Privacy', href: sitePagePath('privacy') },
      { title: 'Imprint', href: sitePagePath('imprint') },
    ];
    expect(siteMenuItems(NAV, pages)).toEqual([
      ...NAV,
      { label: 'Privacy', href: '/pages/privacy' },
      { label: 'Imprint', href: '/pages/imprint' },
    ]);
  });

  it('does not list the About page twice when the configuration links it already', () => {
    const pages = [{ title: 'About Quire', href: sitePagePath('about') }];
    expect(pages[0]?.href).toBe('/about');
    expect(siteMenuItems(NAV, pages)).toEqual(NAV);
  });

  it('keeps the configured links when the site has no menu pages', () => {
    expect(siteMenuItems(NAV, [])).toEqual(NAV);
  });
});
