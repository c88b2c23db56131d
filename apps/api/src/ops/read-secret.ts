import type { ReadStream } from 'node:tty';

/** The streams a secret is read from (`process.stdin` / `process.stderr`, or a test's). */
export interface SecretIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stderr: { write(text: string): unknown };
}

/**
 * A secret from standard input: on a terminal, typed after `prompt` without being shown (Enter
 * ends it, Backspace corrects, Ctrl-C aborts); from a pipe or file, its first line. Empty when
 * nothing is given.
 */
export async function readSecret(
  prompt: string,
  { stdin: input, stderr }: SecretIo,
): Promise<string> {
  if (!input.isTTY) return firstLine(input);
  const stdin = input as ReadStream;
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = '';
      const onData = (chunk: string) => {
        for (const character of chunk) {
          if (character === '\r' || character === '\n' || character === '\u0004') {
            stdin.off('data', onData);
            stderr.write('\n');
            resolve(typed);
            return;
          }
          if (character === '\u0003') {
            stdin.off('data', onData);
            stderr.write('\n');
            reject(new Error('aborted'));
            return;
          }
          if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
          else typed += character;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
  }
}

/** The first line of a stream (without its line break). */
async function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += chunk.toString();
    const end = text.search(/\r?\n/);
    if (end !== -1) return text.slice(0, end);
  }
  return text;
}
