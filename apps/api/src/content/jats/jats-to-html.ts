import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

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
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** JATS inline elements and the HTML element each becomes. */
const INLINE: Record<string, string> = {
  italic: 'em',
  bold: 'strong',
  sup: 'sup',
  sub: 'sub',
  monospace: 'code',
  underline: 'u',
  sc: 'small',
};

/** MathML elements passed through (without their `mml:` prefix); anything else is dropped. */
const MATHML = new Set([
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mrow',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mover',
  'munder',
  'munderover',
  'mtable',
  'mtr',
  'mtd',
  'mspace',
  'mstyle',
  'mfenced',
  'semantics',
  'annotation',
]);

/** An id safe in HTML and in a `#fragment`: letters, digits, `-` and `_`, with a prefix. */
function anchor(prefix: string, id: string | undefined): string | undefined {
  const clean = id?.replace(/[^A-Za-z0-9_-]/g, '');
  return clean ? `${prefix}-${clean}` : undefined;
}

const localName = (element: Element) => element.name.replace(/^[a-z]+:/i, '').toLowerCase();
const isElement = (node: ChildNode): node is Element => node.type === 'tag';
const childElements = (element: Element) => element.children.filter(isElement);
const firstChild = (element: Element, name: string) =>
  childElements(element).find((child) => localName(child) === name);

function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  if (isElement(node)) return node.children.map(textOf).join('');
  return '';
}

/**
 * Renders a JATS XML article's `<body>` (sections, paragraphs, lists, figures with captions,
 * tables, MathML, cross-references) and back matter (footnotes, references) as HTML built only
 * from an allowlist: element by element, text escaped, links only http(s), ids derived from
 * the XML's own ids. In-text citations link to the references (`#ref-…`), footnote marks to the
 * footnotes (`#fn-…`). Answers null when the XML has no body.
 */
export function renderJatsFullText(xml: string): RenderedFullText | null {
  const document = parseDocument(xml, { xmlMode: true });
  const elements = document.children.filter(isElement);
  const article = elements.find((element) => localName(element) === 'article');
  const body = article && firstChild(article, 'body');
  if (!article || !body) return null;
  const outline: FullTextHeading[] = [];
  let generatedIds = 0;

  const inline = (nodes: ChildNode[]): string => nodes.map(renderInline).join('');

  function renderInline(node: ChildNode): string {
    if (node.type === 'text') return escapeText(node.data);
    if (!isElement(node)) return '';
    const name = localName(node);
    const tag = INLINE[name];
    if (tag) return `<${tag}>${inline(node.children)}</${tag}>`;
    if (name === 'xref') {
      const type = node.attribs['ref-type'];
      const prefix =
        type === 'bibr' ? 'ref' : type === 'fn' ? 'fn' : type === 'fig' ? 'fig' : 'tab';
      const target = anchor(prefix, node.attribs.rid?.split(/\s+/)[0]);
      const label = inline(node.children);
      if (!target) return label;
      const link = `<a href="#${target}">${label}</a>`;
      return type === 'fn' ? `<sup>${link}</sup>` : link;
    }
    if (name === 'ext-link' || name === 'uri') {
      const href = node.attribs['xlink:href'] ?? textOf(node);
      const label = inline(node.children);
      return /^https?:\/\//i.test(href.trim())
        ? `<a href="${escapeText(href.trim())}" rel="noopener">${label}</a>`
        : label;
    }
    if (name === 'inline-formula') return inline(node.children);
    if (name === 'math') return renderMath(node);
    return inline(node.children);
  }

  function renderMath(node: Element): string {
    const name = localName(node);
    if (!MATHML.has(name)) return '';
    const children = node.children
      .map((child) =>
        child.type === 'text' ? escapeText(child.data) : isElement(child) ? renderMath(child) : '',
      )
      .join('');
    const display = name === 'math' && node.attribs.display === 'block' ? ' display="block"' : '';
    const xmlns = name === 'math' ? ' xmlns="http://www.w3.org/1998/Math/MathML"' : '';
    return `<${name}${xmlns}${display}>${children}</${name}>`;
  }

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

  function renderTable(table: Element): string {
    const cell = (element: Element): string => {
      const name = localName(element);
      if (['thead', 'tbody', 'tfoot', 'tr'].includes(name)) {
        return `<${name}>${childElements(element).map(cell).join('')}</${name}>`;
      }
      if (name === 'th' || name === 'td') {
        const span = ['colspan', 'rowspan']
          .filter((attribute) => /^\d{1,3}$/.test(element.attribs[attribute] ?? ''))
          .map((attribute) => ` ${attribute}="${element.attribs[attribute]}"`)
          .join('');
        return `<${name}${span}>${inline(element.children)}</${name}>`;
      }
      return '';
    };
    return `<table>${childElements(table).map(cell).join('')}</table>`;
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
        if (title) outline.push({ id, title: textOf(title).replace(/\s+/g, ' ').trim(), level });
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
      case 'fig': {
        const id = anchor('fig', node.attribs.id);
        return `<figure${id ? ` id="${id}"` : ''}><figcaption>${caption(node)}</figcaption></figure>`;
      }
      case 'table-wrap': {
        const id = anchor('tab', node.attribs.id);
        const table = firstChild(node, 'table');
        return `<figure${id ? ` id="${id}"` : ''}><figcaption>${caption(node)}</figcaption>${table ? renderTable(table) : ''}</figure>`;
      }
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
  const back = firstChild(article, 'back');
  const footnotes = back
    ? childElements(back)
        .filter((element) => localName(element) === 'fn-group')
        .flatMap(childElements)
        .filter((element) => localName(element) === 'fn')
    : [];
  if (footnotes.length > 0) {
    outline.push({ id: 'footnotes', title: 'Notes', level: 2 });
    const items = footnotes.map((fn) => {
      const id = anchor('fn', fn.attribs.id);
      const text = childElements(fn)
        .filter((part) => localName(part) === 'p')
        .map((part) => inline(part.children))
        .join(' ');
      return `<li${id ? ` id="${id}"` : ''}>${text}</li>`;
    });
    parts.push(`<h2 id="footnotes">Notes</h2><ol>${items.join('')}</ol>`);
  }
  const refList = back && firstChild(back, 'ref-list');
  const refs = refList
    ? childElements(refList).filter((element) => localName(element) === 'ref')
    : [];
  if (refs.length > 0) {
    outline.push({ id: 'references', title: 'References', level: 2 });
    const items = refs.map((ref) => {
      const id = anchor('ref', ref.attribs.id);
      const citation = childElements(ref).find((part) => localName(part).endsWith('citation'));
      return `<li${id ? ` id="${id}"` : ''}>${citation ? inline(citation.children) : ''}</li>`;
    });
    parts.push(`<h2 id="references">References</h2><ol>${items.join('')}</ol>`);
  }
  return { html: parts.join(''), outline };
}
