import { type FullText, type FullTextHeading, HTML_FULL_TEXT_MAX_BYTES } from '@quire/contracts';
import { sanitizeHtml } from '@quire/utils';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { formatByteLimit } from '../files/format-byte-limit';
import { HttpError } from '../http/errors';

/*
 * An article's full text given as HTML (an editor's HTML galley, say from a journal's old site
 * or a typesetter): checked, cut to its body, its headings put under the page's title, sanitised
 * by the project's one sanitiser (`sanitizeHtml`, as every stored HTML is shown) and its headings
 * given ids for the reading view's outline. The sanitised HTML is what is stored.
 */

/** Elements whose presence says a file is HTML rather than plain text or another XML. */
const HTML_ELEMENTS = new Set([
  'html',
  'body',
  'p',
  'div',
  'section',
  'article',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'table',
  'figure',
  'img',
  'blockquote',
  'pre',
]);

const HEADING = /^h[1-6]$/;
/** An id an editor's heading keeps: a plain name that cannot clash with the page's own ids. */
const KEPT_ID = /^[A-Za-z][\w-]{0,63}$/;

const refuse = (message: string, status = 422) =>
  new HttpError(status, message, { fileId: [message] });

/** The headings of `root` in document order. */
function headingsOf(root: ReturnType<typeof parseDocument>): Element[] {
  return DomUtils.findAll((element) => HEADING.test(element.name), root.children);
}

/**
 * The full text an uploaded HTML file gives, as stored: sanitised, with ids on its headings.
 * Refuses (422, named `fileId`) a file larger than `HTML_FULL_TEXT_MAX_BYTES` (413), a file with
 * no HTML in it, and one with nothing left to read once sanitised.
 */
export function htmlGalleyFullText(bytes: Buffer): string {
  if (bytes.byteLength > HTML_FULL_TEXT_MAX_BYTES) {
    throw refuse(
      `This HTML file is larger than the ${formatByteLimit(HTML_FULL_TEXT_MAX_BYTES)} a full text may be: upload its text without embedded images or data.`,
      413,
    );
  }
  const document = parseDocument(bytes.toString('utf8'));
  const elements = DomUtils.findAll(
    (element) => HTML_ELEMENTS.has(element.name),
    document.children,
  );
  if (elements.length === 0) {
    throw refuse(
      'This file is not HTML: upload the article’s text as an HTML page (paragraphs, headings…), or its JATS XML.',
    );
  }
  const body = DomUtils.findOne((element) => element.name === 'body', document.children);
  for (const head of DomUtils.findAll((element) => element.name === 'head', document.children)) {
    DomUtils.removeElement(head);
  }
  // The page's title is its only h1: a document that has its own starts one level lower.
  const headings = headingsOf(document);
  if (headings.some((heading) => heading.name === 'h1')) {
    for (const heading of headings) {
      heading.name = `h${Math.min(6, Number(heading.name.slice(1)) + 1)}`;
    }
  }
  const inner = body ? DomUtils.getInnerHTML(body) : DomUtils.getOuterHTML(document);
  const sanitised = parseDocument(sanitizeHtml(inner));
  const readable =
    DomUtils.textContent(sanitised).trim() !== '' ||
    DomUtils.findOne((element) => element.name === 'img', sanitised.children) !== null;
  if (!readable) {
    throw refuse('This HTML file has no text to show: upload the page with the article’s text.');
  }
  const taken = new Set<string>();
  headingsOf(sanitised).forEach((heading, index) => {
    const given = heading.attribs.id ?? '';
    const id = KEPT_ID.test(given) && !taken.has(given) ? given : `sec-${index + 1}`;
    taken.add(id);
    heading.attribs.id = id;
  });
  return DomUtils.getOuterHTML(sanitised);
}

/** The outline and text of a stored HTML full text, as the article page reads any full text. */
export function htmlFullText(html: string): FullText {
  const outline: FullTextHeading[] = headingsOf(parseDocument(html)).map((heading) => ({
    id: heading.attribs.id ?? '',
    title: DomUtils.textContent(heading).trim(),
    level: Number(heading.name.slice(1)),
  }));
  return { html, outline, hasReferenceList: false };
}
