import { JSDOM } from 'jsdom';

// Elements that run code, load other documents or change how the page around them behaves.
const EXECUTABLE_ELEMENTS = new Set([
  'applet',
  'base',
  'embed',
  'form',
  'frame',
  'frameset',
  'iframe',
  'link',
  'meta',
  'object',
  'portal',
  'script',
  'style',
]);

// Attributes a browser resolves as a URL and may navigate to, load or execute.
const URL_ATTRIBUTES = new Set([
  'action',
  'background',
  'codebase',
  'data',
  'dynsrc',
  'formaction',
  'href',
  'lowsrc',
  'poster',
  'src',
  'xlink:href',
]);

// SVG animation can write a `javascript:` URL into an href, so these are checked value by value.
const ANIMATION_VALUE_ATTRIBUTES = new Set(['from', 'to', 'values']);

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The URL scheme a browser would see, or `undefined` for a relative URL. Control, format and
 * whitespace characters are dropped everywhere (not just trimmed) so that `java&#x09;script:`
 * and friends are caught; this is stricter than browsers, which is what a checker wants.
 */
function schemeOf(value: string): string | undefined {
  const compact = value.replace(/[\p{Cc}\p{Cf}\p{Z}\s]/gu, '');
  return /^([a-z][a-z\d+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
}

function isUnsafeUrl(value: string): boolean {
  const scheme = schemeOf(value);
  return scheme !== undefined && !SAFE_SCHEMES.has(scheme);
}

function describeElement(element: Element): string {
  return `<${element.localName}>`;
}

function inspectElement(element: Element, findings: string[]): void {
  const tag = element.localName.toLowerCase();
  if (EXECUTABLE_ELEMENTS.has(tag)) findings.push(`${describeElement(element)} element`);

  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.name.toLowerCase();
    const where = `on ${describeElement(element)}`;
    if (name.startsWith('on')) {
      findings.push(`${name} event handler ${where}`);
    } else if (name === 'style') {
      findings.push(`style attribute ${where}`);
    } else if (name === 'srcdoc') {
      // srcdoc is a whole HTML document, not a URL: its mere presence can run script.
      findings.push(`srcdoc attribute ${where}`);
    } else if (
      (URL_ATTRIBUTES.has(name) || URL_ATTRIBUTES.has(attribute.localName.toLowerCase())) &&
      isUnsafeUrl(attribute.value)
    ) {
      findings.push(`${name}="${attribute.value}" ${where}`);
    } else if (
      ANIMATION_VALUE_ATTRIBUTES.has(name) &&
      attribute.value.split(';').some((part) => isUnsafeUrl(part))
    ) {
      findings.push(`${name}="${attribute.value}" ${where}`);
    }
  }
}

function inspectTree(root: ParentNode, findings: string[]): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    inspectElement(element, findings);
    // Template contents live in a separate fragment that querySelectorAll does not enter, but
    // anything that clones the template brings them to life.
    if (element.localName === 'template' && 'content' in element) {
      inspectTree((element as HTMLTemplateElement).content, findings);
    }
  }
}

/**
 * Parses HTML the way a browser's fragment parser would (jsdom) and describes everything in it
 * that could run script, load a document or restyle the page; `[]` means the HTML is inert.
 * @example findExecutableContent('<img src=x onerror=alert(1)>') // ['onerror event handler on <img>']
 */
export function findExecutableContent(html: string): string[] {
  const findings: string[] = [];
  inspectTree(JSDOM.fragment(html), findings);
  return findings;
}
