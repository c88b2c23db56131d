import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail a test's SMTP server accepted: its Message-ID and recipient. */
export interface Delivery {
  messageId: string;
  to: string;
}

/**
 * A real SMTP server that can hold its answer to DATA: while `holding`, each mail is parsed and
 * kept waiting for `release()`, so the test knows which sends are in flight at the moment of the
 * kill. A mail counts as delivered once the server answers 250 to a client still connected; one
 * whose client vanished before that answer was never accepted (a real server discards it too).
 */
export async function startHoldingSmtp() {
  const delivered: Delivery[] = [];
  const held: { mail: Delivery; session: string; accept: () => void }[] = [];
  const closed = new Set<string>();
  const waiters: (() => void)[] = [];
  const changed = () => {
    for (const resolve of waiters.splice(0)) resolve();
  };
  let holding = true;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
      changed();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        const mail = {
          messageId: parsed.messageId ?? '',
          to: parsed.to ? String((parsed.to as { text: string }).text) : '',
        };
        const accept = () => {
          if (!closed.has(session.id)) delivered.push(mail);
          callback();
          changed();
        };
        if (holding) {
          held.push({ mail, session: session.id, accept });
          changed();
        } else {
          accept();
        }
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    held,
    /** Whether the client that sent a held mail has gone. */
    isClosed: (session: string) => closed.has(session),
    /** Holds the answers again (for the next scenario). */
    hold() {
      holding = true;
    },
    /** Resolves once `ready()` is true, re-checked on every mail held or delivered. */
    async until(ready: () => boolean, what: string, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!ready()) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out waiting for ${what}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    /** Answers 250 to every held mail, and to every later one at once. */
    release() {
      holding = false;
      for (const entry of held.splice(0)) entry.accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
