import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dois, type journals } from '../db/schema';
import { HttpError } from '../http/errors';
import type { CrossrefHead } from './crossref-xml';

/*
 * What every deposit shares, whatever it is of (an issue, an article, a notice): the refusal of
 * one that cannot be made, its head (batch, depositor, journal), the journal's account, and the
 * register's rows of the DOIs it carries.
 */

/** What a deposit is of. */
export type DepositSubject =
  | { kind: 'issue'; id: number }
  | { kind: 'article'; id: number }
  | { kind: 'notice'; id: number };

/** The journal's Crossref account, as the sender needs it. */
export interface CrossrefAccount {
  username: string | null;
  password: string | null;
  production: boolean;
}

/** A built, validated deposit. */
export interface BuiltDeposit {
  xml: string;
  fileName: string;
  /** The register's rows of the DOIs it carries. */
  doiIds: number[];
  journalId: number;
  account: CrossrefAccount;
}

/** A 409 naming the field to mend: the deposit cannot be made as things are. */
export function refusal(message: string, field = 'doi'): HttpError {
  return new HttpError(409, message, { [field]: [message] });
}

/** The register's id of each DOI, by lower-cased DOI. */
export async function registerIds(db: Database, list: string[]): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await db
    .select({ id: dois.id })
    .from(dois)
    .where(
      sql`lower(${dois.doi}) in (${sql.join(
        list.map((doi) => sql`${doi.toLowerCase()}`),
        sql`, `,
      )})`,
    );
  return rows.map((row) => row.id);
}

type JournalRow = typeof journals.$inferSelect;

/** A deposit's head for a journal; 409 when it has no depositor email. */
export function depositHead(journal: JournalRow, subject: DepositSubject, now: Date): CrossrefHead {
  const depositorEmail = journal.crossrefDepositorEmail ?? journal.contactEmail;
  if (!depositorEmail) {
    throw refusal(
      'Give the depositor’s email in the journal’s DOI settings: Crossref writes to it about each deposit.',
      'depositorEmail',
    );
  }
  return {
    batchId: `quire-${subject.kind}-${subject.id}-${randomUUID().slice(0, 8)}`,
    createdAt: now,
    depositor: {
      name: journal.crossrefDepositorName ?? journal.publisher ?? journal.title,
      email: depositorEmail,
    },
    journal: {
      title: journal.title,
      abbreviation: journal.abbreviation,
      issn: journal.issn,
      eissn: journal.eissn,
      publisher: journal.publisher,
      timeZone: journal.timeZone,
    },
  };
}

/** The journal's Crossref account. */
export function accountOf(journal: JournalRow): CrossrefAccount {
  return {
    username: journal.crossrefUsername,
    password: journal.crossrefPassword,
    production: journal.crossrefProduction,
  };
}
