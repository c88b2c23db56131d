import { Transform, type TransformCallback, type TransformOptions } from 'node:stream';

/**
 * A pass-through stream that joins the chunks written in one turn of the event loop into one
 * buffer. React writes a server-rendered document in pieces of a few KiB, nearly all of them in
 * one synchronous pass; each piece would otherwise cross the Node → web stream bridge, the HTTP
 * response and the compression middleware (which flushes its gzip stream once per piece) on its
 * own. Streamed parts that come later (a deferred Suspense boundary) still leave as soon as
 * their pass ends, so nothing waits longer.
 */
export class CoalescingStream extends Transform {
  #pending: Uint8Array[] = [];
  #releaseScheduled = false;

  constructor(options: Pick<TransformOptions, 'final'> = {}) {
    super(options);
  }

  override _transform(chunk: Uint8Array, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pending.push(chunk);
    if (!this.#releaseScheduled) {
      this.#releaseScheduled = true;
      queueMicrotask(() => this.#release());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.#release();
    callback();
  }

  #release() {
    this.#releaseScheduled = false;
    const pending = this.#pending;
    if (pending.length === 0) return;
    this.#pending = [];
    this.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
  }
}
