import type { ChildNode, Element } from 'domhandler';
import { childElements, localName } from './jats-nodes';

const SCOPES = new Set(['row', 'col', 'rowgroup', 'colgroup']);
const ROW_GROUPS = new Set(['thead', 'tbody', 'tfoot']);

/**
 * A JATS (XHTML-model) `<table>` as HTML: row groups, rows and cells with their spans, every
 * header cell with a `scope` (the XML's own, else `col` in the head and `row` in the body), so
 * a screen reader names the column and row of each value. `labelledBy` names the table after
 * its caption. Bare rows are put in a `<tbody>`, as a browser would.
 */
export function renderJatsTable(
  table: Element,
  inline: (nodes: ChildNode[]) => string,
  labelledBy?: string,
): string {
  const cell = (element: Element, group: string): string => {
    const name = localName(element);
    const spans = ['colspan', 'rowspan']
      .filter((attribute) => /^\d{1,3}$/.test(element.attribs[attribute] ?? ''))
      .map((attribute) => ` ${attribute}="${element.attribs[attribute]}"`)
      .join('');
    if (name === 'td') return `<td${spans}>${inline(element.children)}</td>`;
    const own = element.attribs.scope?.toLowerCase() ?? '';
    const wide = /^\d+$/.test(element.attribs.colspan ?? '') && Number(element.attribs.colspan) > 1;
    const scope = SCOPES.has(own) ? own : group === 'thead' ? (wide ? 'colgroup' : 'col') : 'row';
    return `<th scope="${scope}"${spans}>${inline(element.children)}</th>`;
  };
  const row = (tr: Element, group: string) =>
    `<tr>${childElements(tr)
      .filter((child) => ['th', 'td'].includes(localName(child)))
      .map((child) => cell(child, group))
      .join('')}</tr>`;
  const parts: string[] = [];
  let bareRows: string[] = [];
  const flushBareRows = () => {
    if (bareRows.length > 0) parts.push(`<tbody>${bareRows.join('')}</tbody>`);
    bareRows = [];
  };
  for (const child of childElements(table)) {
    const name = localName(child);
    if (ROW_GROUPS.has(name)) {
      flushBareRows();
      const rows = childElements(child).filter((tr) => localName(tr) === 'tr');
      parts.push(`<${name}>${rows.map((tr) => row(tr, name)).join('')}</${name}>`);
    } else if (name === 'tr') {
      bareRows.push(row(child, 'tbody'));
    }
  }
  flushBareRows();
  const label = labelledBy ? ` aria-labelledby="${labelledBy}"` : '';
  return `<table${label}>${parts.join('')}</table>`;
}
