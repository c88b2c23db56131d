import { describe, expect, it } from 'vitest';
import { CoalescingStream } from './coalescing-stream.server';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Everything the stream emits, chunk by chunk, until it ends. */
function collect(stream: CoalescingStream): Promise<string[]> {
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    stream.once('end', () => resolve(chunks));
    stream.once('error', reject);
  });
}

describe('CoalescingStream', () => {
  it('emits the pieces written in one pass as one chunk, bytes unchanged', async () => {
    const stream = new CoalescingStream();
    const chunks = collect(stream);
    for (const piece of ['<!DOCTYPE html>', '<html>', '<body>', 'é ✓', '</body></html>']) {
      expect(stream.write(bytes(piece))).toBe(true);
    }
    stream.end();
    expect(await chunks).toEqual(['<!DOCTYPE html><html><body>é ✓</body></html>']);
  });

  it('lets a later pass (a streamed boundary) leave on its own, without waiting for the end', async () => {
    const stream = new CoalescingStream();
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    stream.write(bytes('<p>shell'));
    stream.write(bytes('</p>'));
    await expect.poll(() => chunks).toEqual(['<p>shell</p>']);
    stream.write(bytes('<template>later</template>'));
    await expect.poll(() => chunks).toHaveLength(2);
    const ended = new Promise((resolve) => stream.once('end', resolve));
    stream.end();
    await ended;
    expect(chunks).toEqual(['<p>shell</p>', '<template>later</template>']);
  });

  it('runs the final callback when the writer ends', async () => {
    let finals = 0;
    const stream = new CoalescingStream({
      final(callback) {
        finals += 1;
        callback();
      },
    });
    const chunks = collect(stream);
    stream.end(bytes('done'));
    expect(await chunks).toEqual(['done']);
    expect(finals).toBe(1);
  });
});
