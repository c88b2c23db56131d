import { siteTitle } from '@quire/site';

/**
 * The `meta` of a sign-in screen: its title, what it is for when search engines would show it,
 * and `noindex` — an account's screens are for the people using them, not for search results.
 * @example authPageMeta(texts.signInTitle, texts.signInDescription(journalSite().name))
 */
export function authPageMeta(title: string, description?: string) {
  return [
    { title: siteTitle(title) },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: 'noindex' },
  ];
}
