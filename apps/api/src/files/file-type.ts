import { isUtf8 } from 'node:buffer';
import { firstZipEntry, zipEntryNames } from './zip-entries';

/** What a file really is, judged from its bytes (never from its name or the client's MIME type). */
export type FileKind =
  | 'pdf'
  | 'docx'
  | 'odt'
  | 'zip'
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'text'
  | 'executable'
  | 'unknown';

/** How many bytes of the start (and end) of a file type detection looks at. */
export const SNIFF_BYTES = 64 * 1024;

const ODT_MIME_TYPE = 'application/vnd.oasis.opendocument.text';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const EXECUTABLE_SIGNATURES: readonly (readonly number[])[] = [
  ascii('MZ'), // DOS / Windows PE
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O 32-bit
  [0xfe, 0xed, 0xfa, 0xcf], // Mach-O 64-bit
  [0xce, 0xfa, 0xed, 0xfe], // Mach-O 32-bit, little-endian
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O 64-bit, little-endian
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal (also Java class files)
  ascii('#!'), // script with an interpreter line
];

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Whether the first bytes are those of a native executable or a `#!` script (a byte-order mark
 * before `#!` does not hide it). Needs only the first 4 bytes, so uploads can be cut off early.
 */
export function isExecutable(head: Uint8Array): boolean {
  const start = startsWith(head, UTF8_BOM) ? head.subarray(3) : head;
  return EXECUTABLE_SIGNATURES.some((signature) => startsWith(start, signature));
}

/** Valid UTF-8 without NUL bytes: what a TeX source or other plain text file looks like. */
export function isPlainText(bytes: Uint8Array): boolean {
  return !bytes.includes(0) && isUtf8(bytes);
}

function zipKind(head: Uint8Array, tail: Uint8Array): FileKind {
  const first = firstZipEntry(head);
  if (first?.name === 'mimetype' && new TextDecoder().decode(first.content) === ODT_MIME_TYPE) {
    return 'odt';
  }
  const names = [...zipEntryNames(head), ...zipEntryNames(tail)];
  return names.some((name) => name.startsWith('word/')) ? 'docx' : 'zip';
}

/** Bytes of a file to judge: its start, its end (for ZIP central directories) and text-ness. */
export interface FileSample {
  /** The first bytes (up to `SNIFF_BYTES`), or the whole file when it is small. */
  head: Uint8Array;
  /** The last bytes (up to `SNIFF_BYTES`); defaults to `head`. */
  tail?: Uint8Array;
  /** Whether the *whole* file is valid UTF-8 without NUL; defaults to checking `head`. */
  isText?: boolean;
}

/**
 * Detects a file's real type from its magic bytes. Executables and scripts are recognised
 * first so that no other rule (a `#!` script is valid UTF-8) can let them through.
 * @example detectFileType({ head: Buffer.from('%PDF-1.7 …') }) // 'pdf'
 */
export function detectFileType({ head, tail = head, isText }: FileSample): FileKind {
  if (head.length === 0) return 'unknown';
  if (isExecutable(head)) return 'executable';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('PK\x03\x04'))) return zipKind(head, tail);
  if (startsWith(head, ascii('PK\x05\x06'))) return 'zip'; // an empty archive
  if (isText ?? isPlainText(head)) return 'text';
  return 'unknown';
}

/** File extensions (lowercase, no dot) that truthfully name content of each kind. */
const EXTENSIONS_BY_KIND: Record<FileKind, readonly string[]> = {
  pdf: ['pdf'],
  // Word and OpenDocument files are ZIP archives, so `.zip` names them truthfully too.
  docx: ['docx', 'zip'],
  odt: ['odt', 'zip'],
  zip: ['zip'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  // Plain text: LaTeX sources, XML (a JATS galley, whose markup the galley route checks), HTML
  // (a full text, sanitised when it is set) and data tables.
  text: ['tex', 'xml', 'html', 'htm', 'csv', 'tsv', 'txt'],
  executable: [],
  unknown: [],
};

/** Whether an extension agrees with the detected content (a renamed `.exe` → `.pdf` does not). */
export function extensionMatchesKind(extension: string, kind: FileKind): boolean {
  return EXTENSIONS_BY_KIND[kind].includes(extension);
}

/** The MIME type a file is stored and served with, by its (already verified) extension. */
export const MIME_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: ODT_MIME_TYPE,
  tex: 'application/x-tex',
  xml: 'application/xml',
  html: 'text/html',
  htm: 'text/html',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  txt: 'text/plain',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
