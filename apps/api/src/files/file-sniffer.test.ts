import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ExecutableFileError, FileSniffer, FileTooLargeError } from './file-sniffer';
import { detectFileType, SNIFF_BYTES } from './file-type';

/** Runs chunks through a sniffer; returns it and the bytes that came out. */
async function sniff(chunks: Buffer[], maxBytes = 1024 * 1024) {
  const sniffer = new FileSniffer(maxBytes);
  const out: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      out.push(chunk);
      callback();
    },
  });
  await pipeline(Readable.from(chunks), sniffer, sink);
  return { sniffer, out: Buffer.concat(out) };
}

describe('FileSniffer', () => {
  it('passes every byte through and counts them', async () => {
    const { sniffer, out } = await sniff([Buffer.from('%PDF-1.7 '), Buffer.from('rest')]);
    expect(out.toString()).toBe('%PDF-1.7 rest');
    expect(sniffer.size).toBe(13);
  });

  it('fails once the stream passes the limit', async () => {
    await expect(sniff([Buffer.alloc(600), Buffer.alloc(600)], 1000)).rejects.toThrow(
      FileTooLargeError,
    );
  });

  it('accepts a stream of exactly the limit', async () => {
    const { sniffer } = await sniff([Buffer.alloc(500, 0x61), Buffer.alloc(500, 0x61)], 1000);
    expect(sniffer.size).toBe(1000);
  });

  it('fails on an executable signature split across chunks', async () => {
    await expect(
      sniff([Buffer.from([0x7f, 0x45]), Buffer.from([0x4c, 0x46, 0, 0])]),
    ).rejects.toThrow(ExecutableFileError);
  });

  it('fails on a tiny #! file', async () => {
    await expect(sniff([Buffer.from('#!')])).rejects.toThrow(ExecutableFileError);
  });

  it('keeps UTF-8 valid across a multi-byte character split between chunks', async () => {
    const text = Buffer.from('café 論文');
    const { sniffer } = await sniff([text.subarray(0, 4), text.subarray(4)]);
    expect(sniffer.sample().isText).toBe(true);
  });

  it('notices invalid UTF-8 beyond the head', async () => {
    const { sniffer } = await sniff([Buffer.alloc(SNIFF_BYTES + 10, 0x61), Buffer.from([0xc3])]);
    expect(detectFileType(sniffer.sample())).toBe('unknown');
  });

  it('notices a NUL byte beyond the head', async () => {
    const { sniffer } = await sniff([Buffer.alloc(SNIFF_BYTES + 10, 0x61), Buffer.from([0])]);
    expect(sniffer.sample().isText).toBe(false);
  });

  it('keeps the first and last SNIFF_BYTES of a large stream', async () => {
    const first = Buffer.alloc(SNIFF_BYTES, 0x41);
    const middle = Buffer.alloc(SNIFF_BYTES, 0x42);
    const last = Buffer.alloc(SNIFF_BYTES, 0x43);
    const { sniffer } = await sniff([first, middle, last]);
    const sample = sniffer.sample();
    expect(Buffer.from(sample.head).equals(first)).toBe(true);
    expect(Buffer.from(sample.tail).equals(last)).toBe(true);
  });
});
