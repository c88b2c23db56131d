import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { backLinks, externalLink, INLINE, linkifyText, renderMath } from './jats-inline';
import {
  anchor,
  childElements,
  cleanId,
  escapeAttribute,
  escapeText,
  firstChild,
  isElement,
  localName,
  plainTextOf,
} from './jats-nodes';
import { renderJatsTable } from './jats-tables';

/** One heading of the full text, for its outline (a table of contents beside the text). */
export interface FullTextHeading {
  id: string;
  title: string;
  /** 2 for a top-level section, 3 below it, and so on (at most 6). */
  level: number;
}

/** JATS body and back matter as HTML, with the outline of its sections. */
export interface RenderedFullText {
  html: string;
  outline: FullTextHeading[];
  /** Whether `html` ends with the article's reference list (so a page shows no other). */
  hasReferenceList: boolean;
}

/** What the renderer needs to know beyond the XML. */
export interface JatsRenderOptions {
  /**
   * The address of a galley-relative graphic (`<graphic xlink:href="f1.png">`), or null when the
   * file is not available; a figure without its image says so instead of showing a caption alone.
   */
  graphicUrl?: (href: string) => string | null;
  /** The article's PDF, which a figure without its image points to. */
  pdfUrl?: string | null;
}

/** The `ref-type`s of `<xref>` that link, and the id prefix of what each points to. */
const XREF_TARGETS: Record<string, string> = {
  bibr: 'ref',
  fn: 'fn',
  fig: 'fig',
  table: 'tab',
  sec: 'sec',
};

/**
 * Renders a JATS XML article's `<body>` (sections, paragraphs, lists, figures with their images
 * and captions, tables, MathML, cross-references) and back matter (footnotes, references) as
 * HTML built only from an allowlist: element by element, text escaped, links only http(s), ids
 * derived from the XML's own ids, images only at the addresses `graphicUrl` gives. In-text
 * citations link to their reference (`#ref-…`) and each reference links back to every place
 * it is cited (`#cite-…`); footnote marks and notes likewise (`#fn-…`, `#fnref-…`). Answers
 * null when the XML has no body.
 */
export function renderJatsFullText(
  xml: string,
  options: JatsRenderOptions = {},
): RenderedFullText | null {
  const document = parseDocument(xml, { xmlMode: true });
  const elements = document.children.filter(isElement);
  const article = elements.find((element) => localName(element) === 'article');
  const body = article && firstChild(article, 'body');
  if (!article || !body) return null;
  const back = firstChild(article, 'back');
  const outline: FullTextHeading[] = [];
  let generatedIds = 0;
  /** The ids of the places each reference or note is cited, by its own id (`ref-r1`). */
  const citedFrom = new Map<string, string[]>();
  /** How many citations so far start with each target (for their ids). */
  const citationCounts = new Map<string, number>();
  const refs = back
    ? childElements(back)
        .filter((element) => localName(element) === 'ref-list')
        .flatMap(childElements)
        .filter((element) => localName(element) === 'ref')
    : [];
  /** Each reference's number in the list, to label a citation that has no text of its own. */
  const refNumbers = new Map(
    refs.map((ref, index) => [anchor('ref', ref.attribs.id) ?? '', index + 1] as const),
  );

  const inline = (nodes: ChildNode[], linkUrls = false): string =>
    nodes.map((node) => renderInline(node, linkUrls)).join('');

  function renderInline(node: ChildNode, linkUrls: boolean): string {
    if (node.type === 'text') return linkUrls ? linkifyText(node.data) : escapeText(node.data);
    if (!isElement(node)) return '';
    const name = localName(node);
    const tag = INLINE[name];
    if (tag) return `<${tag}>${inline(node.children, linkUrls)}</${tag}>`;
    if (name === 'xref') return renderXref(node);
    if (name === 'ext-link' || name === 'uri') {
      const href = (node.attribs['xlink:href'] ?? plainTextOf(node)).trim();
      const label = inline(node.children);
      return /^https?:\/\//i.test(href) ? externalLink(href, label) : label;
    }
    if (name === 'pub-id' && node.attribs['pub-id-type'] === 'doi') {
      const doi = plainTextOf(node);
      return /^10\.\S+$/.test(doi) ? externalLink(`https://doi.org/${doi}`, escapeText(doi)) : '';
    }
    if (name === 'inline-formula') return inline(node.children);
    if (name === 'math') return renderMath(node);
    return inline(node.children, linkUrls);
  }

  /** A cross-reference; a citation or a note mark gets an id its target links back to. */
  function renderXref(node: Element): string {
    const type = node.attribs['ref-type'] ?? '';
    const prefix = XREF_TARGETS[type];
    const rids = (node.attribs.rid ?? '').split(/\s+/).map(cleanId).filter(Boolean);
    const targets = prefix ? rids.map((rid) => `${prefix}-${rid}`) : [];
    let label = inline(node.children);
    const [first] = targets;
    if (!first) return label;
    const number = refNumbers.get(first);
    if (!label.trim() && type === 'bibr' && number) label = `[${number}]`;
    if (type !== 'bibr' && type !== 'fn') return `<a href="#${first}">${label}</a>`;
    const count = (citationCounts.get(first) ?? 0) + 1;
    citationCounts.set(first, count);
    const id = `${type === 'fn' ? 'fnref' : 'cite'}-${rids[0]}-${count}`;
    for (const target of new Set(targets)) {
      citedFrom.set(target, [...(citedFrom.get(target) ?? []), id]);
    }
    const html = `<a href="#${first}" id="${id}">${label}</a>`;
    return type === 'fn' ? `<sup>${html}</sup>` : html;
  }

  /** The label in bold, then the caption's title and paragraphs. */
  function caption(element: Element): string {
    const label = firstChild(element, 'label');
    const captionElement = firstChild(element, 'caption');
    const parts = [
      label ? `<strong>${inline(label.children)}</strong>` : '',
      captionElement
        ? childElements(captionElement)
            .map((part) => inline(part.children))
            .join(' ')
        : '',
    ].filter(Boolean);
    return parts.join(' ');
  }

  /** The graphics of a figure, also those offered as `<alternatives>`. */
  const graphicsOf = (element: Element): Element[] =>
    childElements(element).flatMap((child) => {
      const name = localName(child);
      if (name === 'graphic') return [child];
      return name === 'alternatives' ? graphicsOf(child) : [];
    });

  /**
   * A figure's images with their alt text (the XML's `<alt-text>`, else its caption); when an
   * image is missing, a box that says so (and points to the PDF) takes its place.
   */
  function renderImages(element: Element): string {
    const captionElement = firstChild(element, 'caption');
    const figureAlt = firstChild(element, 'alt-text');
    const images = graphicsOf(element).map((graphic) => {
      const href = graphic.attribs['xlink:href'];
      const url = href ? (options.graphicUrl?.(href) ?? null) : null;
      if (!url) return null;
      const altText = firstChild(graphic, 'alt-text') ?? figureAlt;
      const alt = altText
        ? plainTextOf(altText)
        : captionElement
          ? plainTextOf(captionElement)
          : '';
      return `<img src="${escapeAttribute(url)}" alt="${escapeAttribute(alt)}" loading="lazy">`;
    });
    const shown = images.filter((image): image is string => image !== null);
    if (images.length > 0 && shown.length === images.length) return shown.join('');
    const pdf = options.pdfUrl
      ? ` — <a href="${escapeAttribute(options.pdfUrl)}">see the PDF</a>`
      : '';
    return `${shown.join('')}<p class="q-full-text__no-image">Image not available${pdf}.</p>`;
  }

  function renderFigure(node: Element): string {
    const id = anchor('fig', node.attribs.id);
    const captionHtml = caption(node);
    return (
      `<figure${id ? ` id="${id}"` : ''} class="q-full-text__figure">${renderImages(node)}` +
      `${captionHtml ? `<figcaption>${captionHtml}</figcaption>` : ''}</figure>`
    );
  }

  /** The paragraphs of a table's foot, also those inside its notes (`<fn>`, `<fn-group>`). */
  const notesOf = (element: Element): string[] =>
    childElements(element).flatMap((part) => {
      const name = localName(part);
      if (name === 'p') return [inline(part.children)];
      return name === 'fn' || name === 'fn-group' ? notesOf(part) : [];
    });

  /**
   * A table with its caption and notes, in a figure that scrolls sideways on its own (focusable,
   * so a keyboard can scroll it) rather than widening the page.
   */
  function renderTableWrap(node: Element): string {
    const alternatives = firstChild(node, 'alternatives');
    const table = firstChild(node, 'table') ?? (alternatives && firstChild(alternatives, 'table'));
    if (!table) return renderFigure(node);
    generatedIds += 1;
    const id = anchor('tab', node.attribs.id) ?? `tab-${generatedIds}`;
    const captionHtml = caption(node);
    const captionId = captionHtml ? `${id}-caption` : undefined;
    const foot = firstChild(node, 'table-wrap-foot');
    const notes = foot
      ? notesOf(foot)
          .map((note) => `<p class="q-full-text__table-note">${note}</p>`)
          .join('')
      : '';
    return (
      `<figure id="${id}" class="q-full-text__table" tabindex="0">` +
      `${captionHtml ? `<figcaption id="${captionId}">${captionHtml}</figcaption>` : ''}` +
      `${renderJatsTable(table, inline, captionId)}${notes}</figure>`
    );
  }

  function renderBlock(node: ChildNode, depth: number): string {
    if (node.type === 'text')
      return node.data.trim() ? `<p>${escapeText(node.data.trim())}</p>` : '';
    if (!isElement(node)) return '';
    const name = localName(node);
    switch (name) {
      case 'sec': {
        const level = Math.min(depth + 2, 6);
        const title = firstChild(node, 'title');
        generatedIds += 1;
        const id = anchor('sec', node.attribs.id) ?? `sec-${generatedIds}`;
        const heading = title ? `<h${level} id="${id}">${inline(title.children)}</h${level}>` : '';
        if (title) outline.push({ id, title: plainTextOf(title), level });
        const rest = node.children.filter((child) => child !== title);
        return heading + rest.map((child) => renderBlock(child, depth + 1)).join('');
      }
      case 'p':
        return `<p>${inline(node.children)}</p>`;
      case 'list': {
        const tag = node.attribs['list-type'] === 'order' ? 'ol' : 'ul';
        const items = childElements(node)
          .filter((item) => localName(item) === 'list-item')
          .map(
            (item) =>
              `<li>${item.children.map((child) => renderListItemPart(child, depth)).join('')}</li>`,
          );
        return `<${tag}>${items.join('')}</${tag}>`;
      }
      case 'fig':
        return renderFigure(node);
      case 'fig-group':
        return childElements(node)
          .filter((child) => localName(child) === 'fig')
          .map(renderFigure)
          .join('');
      case 'table-wrap':
        return renderTableWrap(node);
      case 'disp-formula': {
        const math = childElements(node).find((child) => localName(child) === 'math');
        return math ? `<p>${renderMath(math)}</p>` : '';
      }
      case 'disp-quote':
        return `<blockquote>${node.children.map((child) => renderBlock(child, depth)).join('')}</blockquote>`;
      case 'title':
      case 'label':
        return '';
      default:
        return node.children.map((child) => renderBlock(child, depth)).join('');
    }
  }

  function renderListItemPart(node: ChildNode, depth: number): string {
    if (isElement(node) && localName(node) === 'p') return inline(node.children);
    return renderBlock(node, depth);
  }

  const parts = [body.children.map((child) => renderBlock(child, 0)).join('')];
  const footnotes = back
    ? childElements(back)
        .filter((element) => localName(element) === 'fn-group')
        .flatMap(childElements)
        .filter((element) => localName(element) === 'fn')
    : [];
  if (footnotes.length > 0) {
    outline.push({ id: 'footnotes', title: 'Notes', level: 2 });
    const items = footnotes.map((fn, index) => {
      const id = anchor('fn', fn.attribs.id);
      const text = childElements(fn)
        .filter((part) => localName(part) === 'p')
        .map((part) => inline(part.children))
        .join(' ');
      const links = id ? backLinks(citedFrom.get(id) ?? [], `note ${index + 1}`) : '';
      return `<li${id ? ` id="${id}"` : ''}>${text}${links}</li>`;
    });
    parts.push(`<h2 id="footnotes">Notes</h2><ol>${items.join('')}</ol>`);
  }
  if (refs.length > 0) {
    outline.push({ id: 'references', title: 'References', level: 2 });
    const items = refs.map((ref, index) => {
      const id = anchor('ref', ref.attribs.id);
      const citation = childElements(ref).find((part) => localName(part).endsWith('citation'));
      const links = id ? backLinks(citedFrom.get(id) ?? [], `reference ${index + 1}`) : '';
      return `<li${id ? ` id="${id}"` : ''}>${citation ? inline(citation.children, true) : ''}${links}</li>`;
    });
    parts.push(
      `<h2 id="references">References</h2><ol class="q-full-text__references">${items.join('')}</ol>`,
    );
  }
  return { html: parts.join(''), outline, hasReferenceList: refs.length > 0 };
}
