// A gzip body that is compressed once yet carries a different CSP nonce in each response.
//
// A cached page holds the nonce it was rendered with in several places, and every response must
// carry a fresh one (a nonce seen twice is no nonce). Compressing each response again costs
// about as much as the rest of a cache hit; compressing once and serving the same bytes would
// repeat the nonce. So the page is stored as the deflate data of the pieces *between* the
// nonce's places, each compressed on its own, and a response joins them with the new nonce in
// between as uncompressed ("stored") deflate blocks, inside one gzip member.
//
// Why this is sound: each piece is compressed without history and ended with a sync flush, so
// its data is byte-aligned, never refers back before its own start, and does not end the
// stream; a decoder that has already produced earlier output decodes it to the same bytes.
// Stored blocks need no compression. Only the trailer's CRC-32 covers the whole body, so it is
// computed per response: tens of microseconds for a page of tens of kilobytes, against about a
// millisecond to gzip it.
//
// The nonce itself is never compressed, so the length of an answer says nothing about it (as it
// could if it were compressed beside text a visitor chose).
//
// Why one member, not a gzip member per piece (the gzip format allows several): Chromium decodes only
// the first member of a `Content-Encoding: gzip` answer and drops the rest without an error, so
// a multi-member page would arrive cut at the first nonce.
//
// Why no brotli: a brotli stream cannot be joined from separately compressed parts without
// re-encoding its meta-blocks, and compressing per response at a useful quality costs more than
// gzip saves over it here.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

// Compressing happens once per page render; the best ratio is worth it for what is served many
// times.
const LEVEL = constants.Z_BEST_COMPRESSION;
// The gzip header: magic, deflate, no flags, no time, no extra flags, unknown OS.
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
// A final, empty block with fixed codes: ends the deflate stream after the last sync flush.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
// Stored blocks hold at most this many bytes.
const STORED_MAX = 0xffff;

/** A page compressed once, between the places of its nonce. */
export interface SplicedGzip {
  /** Each piece's raw deflate data, byte-aligned, not final. */
  deflated: Buffer[];
  /** The uncompressed pieces (for the CRC). */
  pieces: Buffer[];
  /** The uncompressed length without the joining text. */
  length: number;
}

/**
 * Compresses `pieces` (a body cut where the nonce stood) for {@link splicedGzipParts}, in zlib's thread
 * pool.
 */
export async function compressPieces(pieces: Buffer[]): Promise<SplicedGzip> {
  return {
    deflated: await Promise.all(
      pieces.map((piece) =>
        deflateRawAsync(piece, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH }),
      ),
    ),
    pieces,
    length: pieces.reduce((sum, piece) => sum + piece.length, 0),
  };
}

/** `text` as stored (uncompressed) deflate blocks, none final. */
function storedBlocks(text: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < text.length; at += STORED_MAX) {
    const chunk = text.subarray(at, at + STORED_MAX);
    // BFINAL 0, BTYPE 00, padded to the byte; then LEN and its one's complement, little-endian.
    const head = Buffer.alloc(5);
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return blocks;
}

/**
 * One gzip member whose content is the pieces joined by `joint` (the response's nonce), as the
 * buffers to send one after the other: the stored compressed pieces themselves, never copied.
 */
export function splicedGzipParts(
  { deflated, pieces, length }: SplicedGzip,
  joint: Buffer,
): Buffer[] {
  const between = storedBlocks(joint);
  const parts: Buffer[] = [HEADER];
  let crc = 0;
  for (let index = 0; index < deflated.length; index += 1) {
    if (index > 0) {
      parts.push(...between);
      crc = crc32(joint, crc);
    }
    parts.push(deflated[index] as Buffer);
    crc = crc32(pieces[index] as Buffer, crc);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE: the uncompressed length modulo 2^32.
  trailer.writeUInt32LE((length + joint.length * (deflated.length - 1)) % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  return parts;
}
