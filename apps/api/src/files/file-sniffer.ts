import { Transform, type TransformCallback } from 'node:stream';
import { type FileSample, isExecutable, SNIFF_BYTES } from './file-type';

/** The stream carried more bytes than allowed. */
export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
}

/** The stream starts like an executable or a script. */
export class ExecutableFileError extends Error {
  override name = 'ExecutableFileError';
}

/**
 * A pass-through stream that watches an upload on its way to storage: counts bytes and fails
 * past `maxBytes`, fails at once on an executable signature (nothing more gets written), and
 * keeps what type detection needs — the first and last `SNIFF_BYTES` and whether every byte
 * was NUL-free UTF-8 — without holding the whole file in memory.
 */
export class FileSniffer extends Transform {
  /** Bytes seen so far. */
  size = 0;
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  private text = true;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(new FileTooLargeError());
      return;
    }
    if (this.head.length < SNIFF_BYTES) {
      const checkedBefore = this.head.length >= 4;
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
      if (!checkedBefore && this.head.length >= 4 && isExecutable(this.head)) {
        callback(new ExecutableFileError());
        return;
      }
    }
    this.tail = Buffer.concat([this.tail, chunk]);
    if (this.tail.length > SNIFF_BYTES) this.tail = this.tail.subarray(-SNIFF_BYTES);
    if (this.text) this.checkText(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    // Files under 4 bytes never reached the early check (`#!` alone is still a script).
    if (this.head.length < 4 && isExecutable(this.head)) {
      callback(new ExecutableFileError());
      return;
    }
    if (this.text) this.checkText(undefined);
    callback();
  }

  /** What was seen, for `detectFileType`; complete once the stream has finished. */
  sample(): Required<FileSample> {
    return { head: this.head, tail: Buffer.from(this.tail), isText: this.text };
  }

  private checkText(chunk: Buffer | undefined): void {
    try {
      if (chunk === undefined) this.decoder.decode();
      else if (chunk.includes(0)) this.text = false;
      else this.decoder.decode(chunk, { stream: true });
    } catch {
      this.text = false;
    }
  }
}
