import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { vi } from 'vitest';

/** A mail the API wrote to its outbox. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** Every mail in the API's outbox (`<dataDir>/outbox/*.json`), oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  // Files are named `<epoch ms>-<uuid>.json`.
  const files = names
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  return Promise.all(
    files.map(
      async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail,
    ),
  );
}

/** Waits for the newest mail sent to `to` after `since` (ms epoch), reading the outbox until it is there. */
export function waitForMail(
  dataDir: string,
  to: string,
  since: number,
  timeoutMs = 30_000,
): Promise<OutboxMail> {
  return vi.waitFor(
    async () => {
      const mail = (await readOutbox(dataDir))
        .filter((item) => item.to === to && Date.parse(item.sentAt) >= since)
        .at(-1);
      if (!mail) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
      return mail;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** The link in a sign-up confirmation mail (`…/auth/confirm?token=…`), or undefined. */
export function confirmationLink(text: string): string | undefined {
  return /https?:\/\/\S+\/auth\/confirm\?token=[\w-]+/.exec(text)?.[0];
}

/** The token of the link in a sign-up confirmation mail, or undefined. */
export function confirmationToken(text: string): string | undefined {
  const link = confirmationLink(text);
  return link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined;
}
