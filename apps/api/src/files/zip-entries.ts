const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const MAX_NAME_LENGTH = 1024;

function readName(bytes: Uint8Array, start: number, length: number): string | undefined {
  if (length === 0 || length > MAX_NAME_LENGTH || start + length > bytes.length) return undefined;
  return new TextDecoder('utf-8').decode(bytes.subarray(start, start + length));
}

/**
 * Entry names found in a slice of a ZIP archive: local file headers (from the start of the file)
 * and central directory records (from its end). Works on partial bytes — the head and tail of
 * a large upload — so it may miss entries in the middle, never invents structure it cannot read.
 */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names = new Set<string>();
  for (let offset = 0; offset + 30 <= bytes.length; offset++) {
    // Cheap pre-check on 'P' 'K' before reading a 32-bit signature.
    if (bytes[offset] !== 0x50 || bytes[offset + 1] !== 0x4b) continue;
    const signature = view.getUint32(offset, true);
    let name: string | undefined;
    if (signature === LOCAL_HEADER) {
      name = readName(bytes, offset + 30, view.getUint16(offset + 26, true));
    } else if (signature === CENTRAL_HEADER && offset + 46 <= bytes.length) {
      name = readName(bytes, offset + 46, view.getUint16(offset + 28, true));
    }
    if (name !== undefined) names.add(name);
  }
  return [...names];
}

/** The first local entry of a ZIP archive: its name and stored (uncompressed) content, if any. */
export function firstZipEntry(bytes: Uint8Array): { name: string; content: Uint8Array } | null {
  if (bytes.length < 30) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== LOCAL_HEADER) return null;
  const method = view.getUint16(8, true);
  const compressedSize = view.getUint32(18, true);
  const nameLength = view.getUint16(26, true);
  const extraLength = view.getUint16(28, true);
  const name = readName(bytes, 30, nameLength);
  if (name === undefined) return null;
  const start = 30 + nameLength + extraLength;
  // Only a stored (method 0) entry has readable content; ODF requires `mimetype` stored.
  const content =
    method === 0 && start + compressedSize <= bytes.length
      ? bytes.subarray(start, start + compressedSize)
      : new Uint8Array(0);
  return { name, content };
}
