/** Whether a text is a JSON pointer (RFC 6901): empty, or `/`-separated reference tokens. */
export function isJsonPointer(pointer: string): boolean {
  return pointer === '' || (pointer.startsWith('/') && !/~(?![01])/.test(pointer));
}

function tokensOf(pointer: string): string[] {
  if (!isJsonPointer(pointer)) throw new SyntaxError(`Not a JSON pointer: ${pointer}`);
  if (pointer === '') return [];
  // `~1` before `~0`, as RFC 6901 §4 requires, so `~01` decodes to `~1` and not `/`.
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function isArrayIndex(token: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(token);
}

/**
 * The value a JSON pointer (RFC 6901) refers to in a document, or undefined when there is none.
 * Throws a SyntaxError for a malformed pointer.
 * @example getAtPointer({ data: { token: 'abc' } }, '/data/token') // 'abc'
 */
export function getAtPointer(document: unknown, pointer: string): unknown {
  let current = document;
  for (const token of tokensOf(pointer)) {
    if (Array.isArray(current)) {
      if (!isArrayIndex(token)) return undefined;
      current = current[Number(token)];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, token)) {
      current = (current as Record<string, unknown>)[token];
    } else {
      return undefined;
    }
  }
  return current;
}

/**
 * A JSON object with `value` at `pointer`, creating the objects on the way.
 * Throws a SyntaxError for a malformed pointer.
 * @example bodyAtPointer('/auth/refreshToken', 'r1') // { auth: { refreshToken: 'r1' } }
 */
export function bodyAtPointer(pointer: string, value: unknown): unknown {
  return tokensOf(pointer).reduceRight<unknown>((inner, token) => ({ [token]: inner }), value);
}
