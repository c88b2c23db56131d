import { afterEach, describe, expect, it } from 'vitest';
import { formatSiteDate } from './format-site-date';
import { applySiteDateSettings, defineJournalSite, journalSite, siteTitle } from './journal-site';
import { kitTexts } from './kit-texts';
import { defaultPanelNav } from './site-menus';
import { isUnder, resolveSitePaths } from './site-paths';

afterEach(() => {
  defineJournalSite({ name: 'Journal site' });
});

describe('resolveSitePaths', () => {
  it('keeps today’s addresses by default', () => {
    expect(resolveSitePaths()).toMatchObject({
      login: '/auth/login',
      register: '/auth/reg',
      forgotPassword: '/auth/forgot-password',
      panel: '/panel',
      submissions: '/panel/submission',
      newSubmission: '/panel/submission/new',
      notifications: '/panel/notifications',
      editorSubmissions: '/admin/submissions',
      issues: '/admin/issues',
      staff: '/admin/staff',
      journalsAdmin: '/admin/journals',
      audit: '/admin/audit',
      siteSettings: '/admin/settings',
      newsAdmin: '/admin/news',
      chatInbox: '/admin/chat',
    });
  });

  it('moves the pages of a section with it, unless a page is given its own path', () => {
    const paths = resolveSitePaths({ panel: '/author', auth: '/account', submissions: '/papers' });
    expect(paths.articles).toBe('/author/articles');
    expect(paths.account).toBe('/author/account');
    expect(paths.submissions).toBe('/papers');
    expect(paths.newSubmission).toBe('/papers/new');
    expect(paths.login).toBe('/account/login');
    expect(paths.logout).toBe('/account/logout');
  });
});

describe('isUnder', () => {
  it('matches the section and its pages, not a path that merely starts alike', () => {
    expect(isUnder('/admin', '/admin')).toBe(true);
    expect(isUnder('/admin/issues/3?page=2', '/admin')).toBe(true);
    expect(isUnder('/administrators', '/admin')).toBe(false);
  });
});

describe('siteTitle', () => {
  it('joins the parts and the site name with the configured page title separator', () => {
    defineJournalSite({ name: 'JCE', pageTitleSeparator: ' | ' });
    expect(siteTitle('On quires', 'Submissions')).toBe('On quires | Submissions | JCE');
  });

  it('uses ` · ` by default, whatever the reading pages’ separator', () => {
    defineJournalSite({ name: 'JCE', titleSeparator: ' | ' });
    expect(siteTitle('Dashboard', null, false)).toBe('Dashboard · JCE');
    expect(journalSite().titleSeparator).toBe(' | ');
  });
});

describe('panelNav', () => {
  it('lists the panel’s sections under the configured panel path by default', () => {
    const site = defineJournalSite({ name: 'JCE', paths: { panel: '/author' } });
    expect(site.panelNav.map((link) => link.href)).toEqual([
      '/author',
      '/author/submission',
      '/author/articles',
      '/author/reviews',
      '/author/notifications',
      '/author/chat',
      '/author/account',
    ]);
    expect(site.panelNav.find((link) => link.badge === 'notifications')?.label).toBe(
      'Notifications',
    );
    expect(site.panelNav.find((link) => link.label === 'My reviews')?.audience).toBe('reviewers');
    expect(site.accountMenu[0]).toEqual({ href: '/author', label: 'Panel' });
  });

  it('leaves the chat out of the default menus of a site without chat', () => {
    const site = defineJournalSite({ name: 'JCE', features: { chat: false } });
    expect(site.panelNav.map((link) => link.label)).toEqual([
      'Dashboard',
      'Submissions',
      'Articles',
      'My reviews',
      'Notifications',
      'Account',
    ]);
    expect(site.accountMenu.map((link) => link.href)).not.toContain('/admin/chat');
  });

  it('takes a list of the site’s own, or a function that edits the default one', () => {
    const own = [{ href: '/panel', label: 'Home' }];
    expect(defineJournalSite({ name: 'JCE', panelNav: own }).panelNav).toEqual(own);
    const site = defineJournalSite({
      name: 'JCE',
      features: { chat: false },
      panelNav: (links) => [
        { href: '/panel/reviews', label: 'Reviews' },
        ...links.filter((link) => link.label !== 'Articles'),
      ],
    });
    expect(site.panelNav.map((link) => link.label)).toEqual([
      'Reviews',
      'Dashboard',
      'Submissions',
      'My reviews',
      'Notifications',
      'Account',
    ]);
    expect(defaultPanelNav(site.paths, site.features)).toHaveLength(6);
  });
});

describe('formatSiteDate', () => {
  it('formats in the configured time zone and pattern, not the server’s', () => {
    const site = defineJournalSite({
      name: 'JCE',
      timeZone: 'Asia/Tokyo',
      dateFormat: 'YYYY/MM/DD',
      dateTimeFormat: 'YYYY/MM/DD HH:mm',
    });
    expect(formatSiteDate('2026-03-05T23:30:00Z')).toBe('2026/03/06');
    expect(formatSiteDate('2026-03-05T23:30:00Z', { withTime: true, site })).toBe(
      '2026/03/06 08:30',
    );
  });
});

describe('kitTexts', () => {
  const DEFAULTS = { title: 'Sign in', count: (n: number) => `${n} articles` };

  it('answers the catalogue itself when the site overrides none of it', () => {
    const site = defineJournalSite({ name: 'JCE', texts: { signIn: 'Log in' } });
    expect(kitTexts(DEFAULTS, 'sample', site)).toBe(DEFAULTS);
    expect(site.texts.signIn).toBe('Log in');
    expect(site.texts.signOut).toBe('Sign out');
  });

  it('merges a namespace’s overrides over the defaults, once per site', () => {
    const site = defineJournalSite({
      name: 'JCE',
      texts: { sample: { count: (n: number) => `${n} papers` } } as never,
    });
    const texts = kitTexts(DEFAULTS, 'sample');
    expect(texts.title).toBe('Sign in');
    expect(texts.count(3)).toBe('3 papers');
    expect(kitTexts(DEFAULTS, 'sample', site)).toBe(texts);
  });
});

describe('applySiteDateSettings', () => {
  it('lays the settings’ time zone and date format over the configuration, and takes them back', () => {
    const site = defineJournalSite({ name: 'Dated', timeZone: 'UTC', dateFormat: 'DD-MM-YYYY' });
    applySiteDateSettings({ timeZone: 'Europe/Helsinki', dateFormat: 'YYYY-MM-DD' });
    expect(journalSite()).toMatchObject({
      name: 'Dated',
      timeZone: 'Europe/Helsinki',
      dateFormat: 'YYYY-MM-DD',
      dateTimeFormat: 'YYYY-MM-DD HH:mm',
    });
    applySiteDateSettings({ timeZone: 'Mars/Olympus', dateFormat: null });
    expect(journalSite().timeZone).toBe('UTC');
    applySiteDateSettings(null);
    expect(journalSite()).toBe(site);
  });
});
