import { isIPv4, isIPv6 } from 'node:net';

/** Hextets of an IPv6 address that name its network: a /64 is what one subscriber usually gets. */
const NETWORK_HEXTETS = 4;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function hextetsOf(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const dotted = text.slice(lastColon + 1);
  if (isIPv4(dotted)) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    tail.push(a * 256 + b, c * 256 + d);
    text = text.slice(0, lastColon + 1);
    // Keep a `::` that ends the text; drop a plain separator colon.
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const parse = (part: string) =>
    part ? part.split(':').map((hex) => Number.parseInt(hex, 16)) : [];
  const [head = '', rest] = text.split('::');
  const left = parse(head);
  const right = [...parse(rest ?? ''), ...tail];
  const zeros = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...new Array<number>(zeros).fill(0), ...right];
}

/**
 * The key rate limits count a client under: the IPv4 address itself, or the /64 network of an
 * IPv6 address. One subscriber holds a whole /64, so counting single IPv6 addresses would give
 * them 2^64 fresh budgets. IPv4-mapped IPv6 (`::ffff:192.0.2.1`) counts as its IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return address;
  const hextets = hextetsOf(address);
  const mapped = hextets.slice(0, 6).join(',') === '0,0,0,0,0,65535';
  if (mapped) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  const network = hextets.slice(0, NETWORK_HEXTETS).map((group) => group.toString(16));
  return `${network.join(':')}::/64`;
}
