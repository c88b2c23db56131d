import type { QuireApi } from '@quire/api-client';
import { stripTags } from '@quire/utils';
import type { MetaDescriptor } from 'react-router';
import { journalSite } from '../config/journal-site';
import type { PageSeo } from '../lib/seo';
import { serverEnv } from './env.server';
import { loadSettings, settingValue } from './settings.server';

/** Longest meta description: what search engines show before cutting. */
export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * The absolute public address of `path` (which starts with `/`), from the configured public
 * origin, never from the request: behind a proxy the request may carry an internal host.
 * @example absoluteUrl('/news') // 'https://journals.example.org/news'
 */
export function absoluteUrl(path: string): string {
  return `${serverEnv().publicOrigin}${path}`;
}

/**
 * A meta description from HTML or plain text: tags removed, entities decoded, at most
 * {@link DESCRIPTION_MAX_LENGTH} characters, cut at a word.
 */
export function metaDescription(htmlOrText: string | null | undefined): string {
  return stripTags(htmlOrText, { maxLength: DESCRIPTION_MAX_LENGTH });
}

/**
 * `Page — Section — Site` from the specific to the general, joined by the site's title
 * separator; empty parts are left out.
 * @example documentTitle(['Article', 'Journal'], 'Quire') // 'Article — Journal — Quire'
 */
export function documentTitle(parts: readonly (string | null | undefined)[], siteName: string) {
  return [...parts, siteName]
    .filter((part): part is string => Boolean(part))
    .join(journalSite().titleSeparator);
}

/**
 * The site's name: the administrators' `site_name` setting (cached) unless the configuration
 * says otherwise, else the configured name (also when the settings cannot be read).
 */
export async function siteNameFor(api: QuireApi): Promise<string> {
  if (!journalSite().nameFromSettings) return journalSite().name;
  try {
    return settingValue(await loadSettings(api), 'site_name') || journalSite().name;
  } catch {
    return journalSite().name;
  }
}

/** What a loader says about its page; {@link pageSeo} fills in the rest. */
export interface SeoInput {
  /** Title parts from the specific to the general, without the site's name. */
  title: readonly (string | null | undefined)[];
  /** Path (and query, when it names a different page) of the canonical address. */
  path: string;
  /** HTML or text to describe the page with; cut to a meta description. */
  description?: string | null;
  type?: PageSeo['type'];
  image?: string | null;
  extra?: MetaDescriptor[];
}

/**
 * The {@link PageSeo} of a public page: absolute canonical URL, full title, meta description.
 * @example seo: await pageSeo(request, { title: ['News'], path: '/news', description: '…' })
 */
export async function pageSeo(api: QuireApi, input: SeoInput): Promise<PageSeo> {
  const siteName = await siteNameFor(api);
  const description = metaDescription(input.description);
  return {
    title: documentTitle(input.title, siteName),
    canonical: absoluteUrl(input.path),
    type: input.type ?? 'website',
    siteName,
    ...(description ? { description } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.extra ? { extra: input.extra } : {}),
  };
}
