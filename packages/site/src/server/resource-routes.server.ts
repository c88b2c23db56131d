import type { LoaderFunctionArgs } from 'react-router';
import { journalSite } from '../config/journal-site';
import {
  FEED_STYLESHEET_CACHE_CONTROL,
  FEED_STYLESHEET_CONTENT_TYPE,
  feedStylesheetXsl,
} from './feed-stylesheet.server';
import { feedNotFound, feedResponse, journalFeed, newsFeed } from './feeds.server';
import { journalSlugParam } from './load.server';
import { apiContext } from './request-context.server';
import { absoluteUrl } from './seo.server';
import { SITEMAP_CONTENT_TYPE } from './sitemap.server';
import { cachedSitemapXml, SITEMAP_CACHE_CONTROL } from './sitemap-cache.server';

// The machine-readable resources of a journal site: loaders of resource routes (no page), each
// mounted by the app at the address its comment names.

/** `news/feed.xml`: the latest news as an Atom feed. */
export async function newsAtomLoader({ request, context }: LoaderFunctionArgs) {
  return feedResponse(await newsFeed(context.get(apiContext)), 'atom', request);
}

/** `news/rss.xml`: the latest news as an RSS 2.0 feed. */
export async function newsRssLoader({ request, context }: LoaderFunctionArgs) {
  return feedResponse(await newsFeed(context.get(apiContext)), 'rss', request);
}

/** `journals/{slug}/feed.xml`: a journal's latest articles as an Atom feed (404 for no journal). */
export async function journalAtomLoader({ request, context, params }: LoaderFunctionArgs) {
  const feed = await journalFeed(context.get(apiContext), journalSlugParam(params));
  return feed === null ? feedNotFound() : feedResponse(feed, 'atom', request);
}

/** `journals/{slug}/rss.xml`: a journal's latest articles as RSS 2.0 (404 for no journal). */
export async function journalRssLoader({ request, context, params }: LoaderFunctionArgs) {
  const feed = await journalFeed(context.get(apiContext), journalSlugParam(params));
  return feed === null ? feedNotFound() : feedResponse(feed, 'rss', request);
}

/**
 * `feed.xsl`: the stylesheet every feed names, so a browser that opens a feed shows a readable
 * page; same-origin, so the Content-Security-Policy's `script-src 'self'` lets it run.
 */
export function feedStylesheetLoader() {
  return new Response(feedStylesheetXsl(), {
    headers: {
      'Content-Type': FEED_STYLESHEET_CONTENT_TYPE,
      'Cache-Control': FEED_STYLESHEET_CACHE_CONTROL,
    },
  });
}

/**
 * `robots.txt`: everything public may be crawled; the panel, the auth screens and bookmarks
 * (the configured paths) may not.
 */
export function robotsTxtLoader() {
  const { paths } = journalSite();
  const body = [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${paths.panel}`,
    // The trailing slash keeps the sign-in pages out, not public pages that merely start alike.
    `Disallow: ${paths.auth.replace(/\/?$/, '/')}`,
    `Disallow: ${paths.bookmarks}`,
    '',
    // The configured public origin, never the Host header a proxy may have rewritten.
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}

/** `sitemap.xml`: every public page, built from the API and cached for a few minutes. */
export async function sitemapXmlLoader({ context }: LoaderFunctionArgs) {
  const xml = await cachedSitemapXml(context.get(apiContext));
  return new Response(xml, {
    headers: { 'Content-Type': SITEMAP_CONTENT_TYPE, 'Cache-Control': SITEMAP_CACHE_CONTROL },
  });
}
