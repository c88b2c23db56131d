import type { CrossrefEnvironment } from '@quire/contracts';
import { decodeEntities } from '../content/plain-text';

/*
 * The client of Crossref's deposit endpoint (`/servlet/deposit`): one multipart POST per deposit
 * with `operation=doMDUpload`, the depositor's `login_id` and `login_passwd`, and the XML as the
 * `fname` file, as Crossref documents it. Crossref answers 200 once it has received a batch (its
 * synchronous answer may carry a `doi_batch_diagnostic` with the records it refused), 401 or 403
 * for credentials it does not accept, other 4xx for a request it refuses, and 5xx or 429 when it
 * cannot take deposits now: only those, and failures to reach it, are worth another try.
 */

/** Crossref's deposit endpoints. `CROSSREF_DEPOSIT_URL` replaces both (a stand-in, a proxy). */
export const CROSSREF_DEPOSIT_URLS: Record<CrossrefEnvironment, string> = {
  test: 'https://test.crossref.org/servlet/deposit',
  production: 'https://doi.crossref.org/servlet/deposit',
};

/** How a deposit went. */
export type DepositOutcome =
  | { kind: 'deposited'; message: string }
  /** Refused for good (credentials, the XML): trying again would be refused the same way. */
  | { kind: 'refused'; message: string }
  /** Not taken now (Crossref busy or down, the network): worth another try later. */
  | { kind: 'retry'; message: string };

/** What one deposit needs. */
export interface DepositRequest {
  url: string;
  username: string;
  password: string;
  xml: string;
  /** The file name Crossref shows in its submission log. */
  fileName: string;
  /** Longest wait for Crossref's answer. */
  timeoutMs?: number;
}

/** Crossref's answer as one short line of text (its markup dropped). */
export function answerText(body: string): string {
  const text = decodeEntities(
    body.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}

/** The text of every `<name>` element of an XML answer. */
function elementTexts(body: string, name: string): string[] {
  return [...body.matchAll(new RegExp(`<${name}[^>]*>([\\s\\S]*?)</${name}>`, 'g'))].map((match) =>
    answerText(match[1] ?? ''),
  );
}

/** Reads a 200 answer: a diagnostic with failures is a refusal, anything else a receipt. */
function receivedAnswer(body: string): DepositOutcome {
  if (body.includes('doi_batch_diagnostic')) {
    const failures = Number(elementTexts(body, 'failure_count')[0] ?? '0');
    const messages = elementTexts(body, 'msg').filter((text) => text !== '');
    if (failures > 0) {
      return {
        kind: 'refused',
        message: messages.join(' ') || `Crossref refused ${failures} record(s) of the deposit.`,
      };
    }
    const batch = elementTexts(body, 'batch_id')[0];
    const submission = elementTexts(body, 'submission_id')[0];
    return {
      kind: 'deposited',
      message: `Crossref registered the deposit${batch ? ` ${batch}` : ''}${submission ? ` (submission ${submission})` : ''}.`,
    };
  }
  const text = answerText(body);
  if (/\bfailure\b|\berror\b/i.test(text)) return { kind: 'refused', message: text };
  return { kind: 'deposited', message: text || 'Crossref received the deposit.' };
}

/** Sends one deposit to Crossref and says how it went (it never throws for Crossref's answers). */
export async function sendCrossrefDeposit(request: DepositRequest): Promise<DepositOutcome> {
  const form = new FormData();
  form.set('operation', 'doMDUpload');
  form.set('login_id', request.username);
  form.set('login_passwd', request.password);
  form.set('fname', new Blob([request.xml], { type: 'application/xml' }), request.fileName);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      body: form,
      redirect: 'error',
      signal: AbortSignal.timeout(request.timeoutMs ?? 60_000),
    });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause ?? error) : error;
    const message = reason instanceof Error ? reason.message : String(reason);
    return { kind: 'retry', message: `Crossref could not be reached: ${message}` };
  }
  const body = await response.text().catch(() => '');
  const said = answerText(body);
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  if (response.ok) return receivedAnswer(body);
  if (response.status === 401 || response.status === 403) {
    const messages = elementTexts(body, 'msg').filter((text) => text !== '');
    return {
      kind: 'refused',
      message: `Crossref refused the depositor’s username or password (${status})${messages.length > 0 ? `: ${messages.join(' ')}` : said ? `: ${said}` : ''}. Check them in the journal’s DOI settings.`,
    };
  }
  if (response.status === 408 || response.status === 429 || response.status >= 500) {
    return {
      kind: 'retry',
      message: `Crossref could not take the deposit (${status})${said ? `: ${said}` : ''}.`,
    };
  }
  const messages = elementTexts(body, 'msg').filter((text) => text !== '');
  return {
    kind: 'refused',
    message: `Crossref refused the deposit (${status})${messages.length > 0 ? `: ${messages.join(' ')}` : said ? `: ${said}` : ''}.`,
  };
}
