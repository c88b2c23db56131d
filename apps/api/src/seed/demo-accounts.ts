import type { StaffRole } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { type ArticleAuthorRecord, users } from '../db/schema';
import { makeOrcid } from './identifiers';

/** A demo account whose credentials are printed at start and listed in the README. */
export interface DemoAccount {
  email: string;
  password: string;
  role: 'author' | 'admin';
  /** Who signs in with it, as the start banner says ("Sign in as an author: …"). */
  label: string;
  /** Staff roles in demo journals (by slug). */
  journalRoles?: ReadonlyArray<{ journal: string; roles: readonly StaffRole[] }>;
  name: string;
  affiliation: string;
  orcid: string | null;
}

/**
 * The demo accounts: an author with published work, a site administrator, and the editor of one
 * journal (who sees that journal's submissions only).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'author@quire.test',
    password: 'author-password',
    role: 'author',
    label: 'an author',
    name: 'Ada Author',
    affiliation: 'School of Informatics, University of Edinburgh, Edinburgh, United Kingdom',
    orcid: makeOrcid('000000031415926'),
  },
  {
    email: 'admin@quire.test',
    password: 'admin-password',
    role: 'admin',
    label: 'the site administrator',
    name: 'Quinn Admin',
    affiliation: 'Quire Academic Press',
    orcid: null,
  },
  {
    email: 'editor@quire.test',
    password: 'editor-password',
    role: 'author',
    label: 'the editor of the Journal of Computational Ecology',
    name: 'Elena Okafor',
    affiliation: 'Department of Ecology, University of Lagos, Lagos, Nigeria',
    orcid: null,
    journalRoles: [{ journal: 'computational-ecology', roles: ['editor'] }],
  },
];

/** The demo author as a byline entry, so seeded articles list her and her panel has content. */
export function demoAuthorRecord(): ArticleAuthorRecord {
  const [author] = DEMO_ACCOUNTS;
  if (!author) throw new Error('the demo author account is missing');
  return { name: author.name, affiliation: author.affiliation, orcid: author.orcid ?? undefined };
}

/**
 * The demo accounts that exist and still accept their demo password — the ones worth printing.
 * (An administrator who changed a password gets no misleading banner.)
 */
export async function findWorkingDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      sql`lower(${users.email}) in (${sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )})`,
    );
  const working: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const row = rows.find((candidate) => candidate.email.toLowerCase() === account.email);
    if (row && (await verifyPassword(row.passwordHash, account.password))) working.push(account);
  }
  return working;
}
