import type { MetaDescriptor } from 'react-router';

/**
 * What a public page says about itself to browsers, search engines and link previews. Loaders
 * build it on the server (descriptions need `stripTags`, which needs a DOM) and route `meta`
 * functions turn it into tags with {@link seoMeta}, which is cheap enough to run in the browser
 * on client navigations.
 */
export interface PageSeo {
  /** The whole document title, e.g. `Article — Journal — Quire`. */
  title: string;
  /** Plain text, at most about 160 characters. */
  description?: string;
  /** Absolute URL of the page's preferred address. */
  canonical: string;
  /** `og:type`: `article` for articles and news items, `website` for everything else. */
  type: 'website' | 'article';
  /** The site's name (`og:site_name`). */
  siteName: string;
  /** Absolute URL of a picture for link previews (a cover), when there is one. */
  image?: string | null;
  /** Further tags: Google Scholar `citation_*`, Dublin Core, `article:*`. */
  extra?: MetaDescriptor[];
}

/**
 * The `<title>`, description, canonical link and Open Graph tags of a page; an empty list when
 * the loader failed (the error boundary sets its own title).
 * @example export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);
 */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:title', content: seo.title },
    { property: 'og:type', content: seo.type },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:site_name', content: seo.siteName },
  ];
  if (seo.description) {
    tags.push(
      { name: 'description', content: seo.description },
      { property: 'og:description', content: seo.description },
    );
  }
  if (seo.image) tags.push({ property: 'og:image', content: seo.image });
  // Covers are small portrait images, so the compact card suits them better than the large one.
  tags.push({ name: 'twitter:card', content: 'summary' });
  return [...tags, ...(seo.extra ?? [])];
}
