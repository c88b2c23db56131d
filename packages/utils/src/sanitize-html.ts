import createDOMPurify, {
  type Config,
  type DOMPurify,
  type UponSanitizeAttributeHook,
} from 'dompurify';
import { type DomWindow, getDomWindow } from './get-dom-window';
import { RecentResults } from './recent-results';

/** Options for {@link sanitizeHtml}. */
export interface SanitizeHtmlOptions {
  /**
   * Window to parse in instead of the default (the browser's window, or a shared jsdom window
   * in Node). Each window gets its own configured DOMPurify instance, created once.
   */
  window?: DomWindow;
  /**
   * Where images may come from besides the site itself, as origins (`https://api.example`).
   * When given, an image source that is neither relative (the site's own) nor at one of these
   * origins is dropped, whatever its scheme.
   */
  imageOrigins?: readonly string[];
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';

// The HTML an article, abstract or editorial needs. An allowlist rather than DOMPurify's html
// profile, which would also admit forms, inputs, media, <style> and the rest.
const HTML_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'q',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

const HTML_ATTRIBUTES = [
  'alt',
  'class',
  'colspan',
  'dir',
  'headers',
  'height',
  'href',
  'id',
  'lang',
  // Only `lazy` or `eager` (see ATTRIBUTE_VALUES).
  'loading',
  'rel',
  'reversed',
  'rowspan',
  'scope',
  'src',
  'start',
  // Only `0`: a focusable scrolling region, such as a wide table (see ATTRIBUTE_VALUES).
  'tabindex',
  'target',
  'title',
  'width',
];

// Never allowed whatever the lists above say; listed so that widening them cannot let these in.
const FORBIDDEN_TAGS = [
  'applet',
  'base',
  'button',
  'embed',
  'form',
  'frame',
  'frameset',
  'iframe',
  'input',
  'link',
  'meta',
  'noscript',
  'object',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
];

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SOURCE_SCHEMES = new Set(['http', 'https']);
const URL_ATTRIBUTES = new Set(['action', 'formaction', 'href', 'src', 'xlink:href']);

// Attributes allowed with these values only. A positive tabindex would reorder the page's
// focus, so content may only make an element focusable in document order.
const ATTRIBUTE_VALUES: Readonly<Record<string, RegExp>> = {
  loading: /^(?:lazy|eager)$/,
  tabindex: /^0$/,
};

// Targets that navigate the current browsing context and so cannot hand out `window.opener`.
const SAME_CONTEXT_TARGETS = new Set(['', '_self', '_parent', '_top']);

const CONFIG: Config = {
  // The mathMl profile keeps DOMPurify's vetted MathML lists; the HTML comes from our allowlist.
  USE_PROFILES: { mathMl: true },
  ADD_TAGS: HTML_TAGS,
  ADD_ATTR: HTML_ATTRIBUTES,
  ALLOWED_NAMESPACES: [HTML_NAMESPACE, MATHML_NAMESPACE],
  // Mirrors allowsUrl() for DOMPurify's own check: a safe scheme, or no scheme at all.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|(?![a-z][a-z\d+.-]*:))/i,
  // data-* attributes feed script gadgets in front-end libraries and add nothing to an article.
  ALLOW_DATA_ATTR: false,
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: ['style'],
};

/**
 * Whether a URL uses one of `schemes` or is relative. Browsers ignore control characters and
 * whitespace inside a scheme (`java&#x09;script:`), so they are dropped before looking.
 */
function allowsUrl(value: string, schemes: ReadonlySet<string>): boolean {
  const compact = value.replace(/[\p{Cc}\p{Cf}\p{Z}\s]/gu, '');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || schemes.has(scheme);
}

/**
 * Whether an image source is the site's own (relative, not `//host`) or at one of `origins`.
 * Browsers read `/\host` as `//host`, so any two leading slashes or backslashes count as a host.
 */
function allowsImageSource(value: string, origins: readonly string[]): boolean {
  const compact = value.replace(/[\p{Cc}\p{Cf}\p{Z}\s]/gu, '');
  if (!/^[a-z][a-z\d+.-]*:/i.test(compact)) return !/^[\\/]{2}/.test(compact);
  try {
    return origins.includes(new URL(compact).origin);
  } catch {
    return false;
  }
}

// The image origins of the call in progress (sanitising is synchronous, so one at a time).
let imageOrigins: readonly string[] | undefined;

// DOMPurify lets data: URLs into <img> whatever the URI regexp says; sources must be http(s).
const restrictAttributes: UponSanitizeAttributeHook = (_node, data) => {
  const values = ATTRIBUTE_VALUES[data.attrName];
  if (values && !values.test(data.attrValue.trim())) {
    data.keepAttr = false;
    return;
  }
  if (!URL_ATTRIBUTES.has(data.attrName)) return;
  if (!allowsUrl(data.attrValue, data.attrName === 'src' ? SOURCE_SCHEMES : LINK_SCHEMES)) {
    data.keepAttr = false;
  } else if (data.attrName === 'src' && imageOrigins) {
    data.keepAttr = allowsImageSource(data.attrValue, imageOrigins);
  }
};

// A page opened in a new window can navigate its opener (reverse tabnabbing) unless told not to.
function protectNewWindowLinks(node: Element): void {
  const target = node.getAttribute?.('target');
  if (target == null || SAME_CONTEXT_TARGETS.has(target.trim().toLowerCase())) return;
  const tokens = (node.getAttribute('rel') ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token !== '' && token !== 'opener');
  for (const required of ['noopener', 'noreferrer']) {
    if (!tokens.includes(required)) tokens.push(required);
  }
  node.setAttribute('rel', tokens.join(' '));
}

// Hooks belong to an instance, so each window's purifier is built and hooked exactly once.
const purifiers = new WeakMap<DomWindow, DOMPurify>();

function purifierFor(win: DomWindow): DOMPurify {
  let purifier = purifiers.get(win);
  if (purifier === undefined) {
    purifier = createDOMPurify(win);
    // An unsupported DOMPurify returns its input untouched; fail closed instead.
    if (!purifier.isSupported) throw new Error('DOMPurify cannot run in the given window.');
    purifier.addHook('uponSanitizeAttribute', restrictAttributes);
    purifier.addHook('afterSanitizeAttributes', protectNewWindowLinks);
    purifiers.set(win, purifier);
  }
  return purifier;
}

// The same abstracts are sanitised for every page view: remember recent results (pure function),
// apart for each set of image origins, since those change the result.
const recentlySanitized = new Map<string, RecentResults>();

function sanitizeWith(win: DomWindow, html: string, origins: readonly string[] | undefined) {
  imageOrigins = origins;
  try {
    return purifierFor(win).sanitize(html, CONFIG);
  } finally {
    imageOrigins = undefined;
  }
}

/**
 * Makes untrusted rich text safe to render: keeps scholarly HTML (paragraphs, emphasis, sub/sup,
 * lists, tables, headings h2–h6, links, images, figures) and MathML; drops scripts, event
 * handlers, styles, forms, frames, SVG and any URL that is not http(s), mailto, tel or relative.
 * Links opening a new window get `rel="noopener noreferrer"`. With `imageOrigins`, images come
 * only from the site itself or those origins. Works in browsers and in Node.
 * @example sanitizeHtml('<p onclick="x()">H<sub>2</sub>O</p>') // '<p>H<sub>2</sub>O</p>'
 */
export function sanitizeHtml(
  html: string | null | undefined,
  options: SanitizeHtmlOptions = {},
): string {
  if (html == null || html === '') return '';
  const origins = options.imageOrigins;
  // A caller's own window keeps its own purifier and is never served remembered results.
  if (options.window) return sanitizeWith(options.window, html, origins);
  const policy = origins ? origins.join(' ') : '';
  let recent = recentlySanitized.get(policy);
  if (!recent) {
    recent = new RecentResults();
    recentlySanitized.set(policy, recent);
  }
  return recent.get(html, () => sanitizeWith(getDomWindow(), html, origins));
}
