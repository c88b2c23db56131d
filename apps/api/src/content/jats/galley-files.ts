import type { Element } from 'domhandler';
import { and, eq, inArray, like } from 'drizzle-orm';
import { parseDocument } from 'htmlparser2';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { isValidStorageKey } from '../../files/storage-key';
import { publicFileUrl } from '../public-url';
import { childElements, isElement, localName } from './jats-nodes';

/** Extensions tried for a graphic named without one (`xlink:href="fig1"`, as PMC and eLife do). */
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];
/** An href that names its file's type (`f1.png`), rather than leaving it to the reader (`fig1`). */
const HAS_EXTENSION = /\.[A-Za-z0-9]{2,5}$/;

/**
 * The storage key of a file a galley names by a relative path (`f1.png`, `graphics/f1.png`):
 * the galley's folder, `galleys/articles/<article id>/`, and the path. Null for anything that
 * is not a plain relative path inside it (a URL, `/x`, `../x`, `%2e`), so a galley can never
 * point outside its own files.
 * @example galleyFileKey(7, 'f1.png') // 'galleys/articles/7/f1.png'
 */
export function galleyFileKey(articleId: number, href: string): string | null {
  const key = `galleys/articles/${articleId}/${href}`;
  return isValidStorageKey(key) ? key : null;
}

/** The `xlink:href` of every `<graphic>` and `<inline-graphic>` in a JATS article. */
export function graphicHrefsOf(xml: string): string[] {
  const hrefs = new Set<string>();
  const visit = (element: Element) => {
    const name = localName(element);
    const href = element.attribs['xlink:href'];
    if ((name === 'graphic' || name === 'inline-graphic') && href) hrefs.add(href);
    for (const child of childElements(element)) visit(child);
  };
  for (const node of parseDocument(xml, { xmlMode: true }).children) {
    if (isElement(node)) visit(node);
  }
  return [...hrefs];
}

/**
 * The public address of each graphic of an article's galley whose image is stored (a public
 * `files` row of an image type under the galley's folder), by the href the XML gives; one
 * query on the storage-key index, none for a galley without graphics.
 */
export async function galleyImageUrls(
  db: Database,
  backendUrl: string,
  articleId: number,
  jats: string,
): Promise<Map<string, string>> {
  const hrefOfKey = new Map<string, string>();
  for (const href of graphicHrefsOf(jats)) {
    const names = HAS_EXTENSION.test(href)
      ? [href]
      : [href, ...IMAGE_EXTENSIONS.map((extension) => `${href}.${extension}`)];
    for (const name of names) {
      const key = galleyFileKey(articleId, name);
      if (key) hrefOfKey.set(key, href);
    }
  }
  const urls = new Map<string, string>();
  if (hrefOfKey.size === 0) return urls;
  const rows = await db
    .select({ key: files.storageKey, id: files.id, purpose: files.purpose })
    .from(files)
    .where(
      and(
        inArray(files.storageKey, [...hrefOfKey.keys()]),
        eq(files.isPublic, true),
        like(files.mimeType, 'image/%'),
      ),
    );
  for (const { key, id, purpose } of rows) {
    const href = hrefOfKey.get(key);
    const url = publicFileUrl(backendUrl, key);
    // Public files are cached as immutable, and an editor may replace a figure at the same key:
    // an uploaded one's address names its row, so a replacement is a new address.
    const address = purpose === 'figure' ? `${url}?v=${id}` : url;
    if (href && address && !urls.has(href)) urls.set(href, address);
  }
  return urls;
}

/**
 * The images a JATS galley names, in its order, each with its public address once stored (null
 * while missing: readers then see "image not available — see the PDF"). None without a galley.
 */
export async function galleyFigures(
  db: Database,
  backendUrl: string,
  articleId: number,
  jats: string | null,
): Promise<Array<{ href: string; url: string | null }>> {
  if (!jats) return [];
  const urls = await galleyImageUrls(db, backendUrl, articleId, jats);
  return graphicHrefsOf(jats).map((href) => ({ href, url: urls.get(href) ?? null }));
}

/**
 * The storage key an image uploaded for `href` is stored under: the href itself when it names
 * an extension (`f1.png`, served with the image's real type whatever it says), else the href
 * with the image's own extension (`fig1` → `fig1.jpg`, one of those `galleyImageUrls` tries).
 * Null for an href that could point outside the galley's folder.
 */
export function figureKey(articleId: number, href: string, extension: string): string | null {
  return galleyFileKey(articleId, HAS_EXTENSION.test(href) ? href : `${href}.${extension}`);
}
