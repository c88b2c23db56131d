import { escapeXml } from '@quire/utils';
import { journalSite } from '../config/journal-site';

/** Where every feed's XSL stylesheet is served (same-origin, so the CSP's `'self'` allows it). */
export const FEED_STYLESHEET_PATH = '/feed.xsl';

/** Content type of the XSL stylesheet: the type its `xml-stylesheet` instruction names. */
export const FEED_STYLESHEET_CONTENT_TYPE = 'text/xsl; charset=utf-8';

/** The stylesheet changes only with a deploy. */
export const FEED_STYLESHEET_CACHE_CONTROL = 'public, max-age=3600';

/** What the page a browser shows for a feed says besides the feed itself. */
export interface FeedStylesheetTexts {
  /** The document's language (`lang`). */
  locale: string;
  /** The notice above the feed: what a feed is for. */
  notice: string;
  /** The link to the page the feed mirrors. */
  visitPage: string;
}

// Colours as the site's tokens have them (indigo links, slate text), light and dark by the
// reader's preference. Styles are attributes: the page the browser makes from the feed keeps the
// feed's Content-Security-Policy, which allows style attributes but no inline <style> without the
// nonce, and a static stylesheet cannot know a response's nonce.
const STYLE = {
  body: 'margin: 0; background: light-dark(#ffffff, #0b1120); color: light-dark(#0f172a, #e2e8f0); font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5;',
  main: 'max-width: 44rem; margin: 0 auto; padding: 1.5rem 1rem 3rem;',
  notice:
    'margin: 0 0 1.5rem; padding: 0.75rem 1rem; border: 1px solid light-dark(#cbd5e1, #334155); border-radius: 0.5rem; background: light-dark(#f8fafc, #111827); font-size: 0.875rem;',
  title:
    'margin: 0 0 0.5rem; font-family: Charter, "Iowan Old Style", Georgia, serif; font-size: 1.875rem; line-height: 1.2; overflow-wrap: anywhere;',
  lead: 'margin: 0 0 0.5rem; color: light-dark(#475569, #94a3b8);',
  link: 'color: light-dark(#4338ca, #a5b4fc);',
  list: 'margin: 1.5rem 0 0; padding: 0; list-style: none;',
  item: 'padding: 1rem 0; border-top: 1px solid light-dark(#cbd5e1, #334155);',
  heading: 'margin: 0; font-size: 1.125rem; line-height: 1.4; overflow-wrap: anywhere;',
  meta: 'margin: 0.25rem 0 0; color: light-dark(#475569, #94a3b8); font-size: 0.875rem;',
  summary: 'margin: 0.5rem 0 0; overflow-wrap: anywhere;',
} as const;

/**
 * The XSL stylesheet that turns a site feed (Atom or RSS 2.0) into a readable page when a
 * browser opens it: a notice on what a feed is for, the feed's title and description, a link to
 * its page, then each entry with its date, authors, categories and summary. Everything shown is
 * the feed's text, inserted as text (`xsl:value-of`), never as markup.
 * @example new Response(feedStylesheetXsl(), { headers: { 'Content-Type': FEED_STYLESHEET_CONTENT_TYPE } })
 */
export function feedStylesheetXsl(texts: FeedStylesheetTexts = feedStylesheetTexts()): string {
  const text = (value: string) => escapeXml(value);
  const style = (name: keyof typeof STYLE) => `style="${escapeXml(STYLE[name])}"`;
  return `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:atom="http://www.w3.org/2005/Atom"
  xmlns:dc="http://purl.org/dc/elements/1.1/"
  exclude-result-prefixes="atom dc">
  <xsl:output method="html" encoding="utf-8" doctype-system="about:legacy-compat"/>

  <xsl:template match="/">
    <xsl:variable name="title" select="atom:feed/atom:title | rss/channel/title"/>
    <html lang="${text(texts.locale)}">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="color-scheme" content="light dark"/>
        <meta name="robots" content="noindex"/>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
        <title><xsl:value-of select="$title"/></title>
      </head>
      <body ${style('body')}>
        <main ${style('main')}>
          <p ${style('notice')}>${text(texts.notice)}</p>
          <h1 ${style('title')}><xsl:value-of select="$title"/></h1>
          <xsl:apply-templates select="atom:feed | rss/channel"/>
        </main>
      </body>
    </html>
  </xsl:template>

  <xsl:template match="atom:feed">
    <xsl:if test="atom:subtitle != ''">
      <p ${style('lead')}><xsl:value-of select="atom:subtitle"/></p>
    </xsl:if>
    <p ${style('lead')}><a ${style('link')} href="{atom:link[@rel='alternate']/@href}">${text(texts.visitPage)}</a></p>
    <ul ${style('list')}>
      <xsl:for-each select="atom:entry">
        <li ${style('item')}>
          <h2 ${style('heading')}><a ${style('link')} href="{atom:link[@rel='alternate']/@href}"><xsl:value-of select="atom:title"/></a></h2>
          <p ${style('meta')}>
            <xsl:call-template name="date">
              <xsl:with-param name="rfc3339">
                <xsl:choose>
                  <xsl:when test="atom:published"><xsl:value-of select="atom:published"/></xsl:when>
                  <xsl:otherwise><xsl:value-of select="atom:updated"/></xsl:otherwise>
                </xsl:choose>
              </xsl:with-param>
            </xsl:call-template>
            <xsl:for-each select="atom:author/atom:name | atom:category/@label">
              <xsl:text> · </xsl:text><xsl:value-of select="."/>
            </xsl:for-each>
          </p>
          <xsl:if test="atom:summary != ''">
            <p ${style('summary')}><xsl:value-of select="atom:summary"/></p>
          </xsl:if>
        </li>
      </xsl:for-each>
    </ul>
  </xsl:template>

  <xsl:template match="channel">
    <xsl:if test="description != title">
      <p ${style('lead')}><xsl:value-of select="description"/></p>
    </xsl:if>
    <p ${style('lead')}><a ${style('link')} href="{link}">${text(texts.visitPage)}</a></p>
    <ul ${style('list')}>
      <xsl:for-each select="item">
        <li ${style('item')}>
          <h2 ${style('heading')}><a ${style('link')} href="{link}"><xsl:value-of select="title"/></a></h2>
          <p ${style('meta')}>
            <!-- RFC 822: "Mon, 23 Nov 2026 20:00:00 GMT"; the day, month and year. -->
            <xsl:value-of select="substring(pubDate, 6, 11)"/>
            <xsl:for-each select="dc:creator | category">
              <xsl:text> · </xsl:text><xsl:value-of select="."/>
            </xsl:for-each>
          </p>
          <xsl:if test="description != ''">
            <p ${style('summary')}><xsl:value-of select="description"/></p>
          </xsl:if>
        </li>
      </xsl:for-each>
    </ul>
  </xsl:template>

  <!-- An RFC 3339 time as the site's default date, DD-MM-YYYY (its UTC day). -->
  <xsl:template name="date">
    <xsl:param name="rfc3339"/>
    <time datetime="{$rfc3339}">
      <xsl:value-of select="concat(substring($rfc3339, 9, 2), '-', substring($rfc3339, 6, 2), '-', substring($rfc3339, 1, 4))"/>
    </time>
  </xsl:template>
</xsl:stylesheet>
`;
}

/** The site's words and language for {@link feedStylesheetXsl}. */
export function feedStylesheetTexts(): FeedStylesheetTexts {
  const site = journalSite();
  return {
    locale: site.locale,
    notice: site.texts.feedPreviewNotice,
    visitPage: site.texts.feedPreviewVisitPage,
  };
}
