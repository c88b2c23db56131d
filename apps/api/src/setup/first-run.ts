import type { SetupBody } from '@quire/contracts';
import { eq, sql } from 'drizzle-orm';
import { weakPasswordReason } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { emailMatches, type UserRow, userColumns } from '../auth/user-view';
import type { AppContext } from '../context';
import { journals, settings, siteSetup, users } from '../db/schema';
import { isSetUp, setupStateOf } from './setup-state';

/** Advisory lock id of the first-run setup: two setups racing on any nodes run one at a time. */
const SETUP_LOCK_ID = 7_253_119;

/** Why a setup was refused; `field` names the part of the body at fault, if one is. */
export class SetupRefusedError extends Error {
  override name = 'SetupRefusedError';

  constructor(
    message: string,
    readonly field?: keyof SetupBody | 'journal.slug',
  ) {
    super(message);
  }
}

/** The message of a setup tried on a site that has one. */
export const SETUP_DONE_MESSAGE = 'This site is already set up.';

/** A setup tried on a site that has one (`POST setup` answers it with 404). */
export class SiteAlreadySetUpError extends SetupRefusedError {
  override name = 'SiteAlreadySetUpError';

  constructor() {
    super(SETUP_DONE_MESSAGE);
  }
}

/** What the first-run setup created. */
export interface SetupResult {
  administrator: UserRow;
  journal: { id: number; slug: string; title: string } | null;
}

/**
 * The first-run setup: names the site and creates its first administrator (and, if asked, its
 * first journal) in one transaction, under an advisory lock, only while the site is not set up.
 * Two setups racing (on any nodes) create exactly one administrator: the second finds the first's
 * and is refused with `SETUP_DONE_MESSAGE`. Used by `POST setup` and by `quire init`.
 */
export async function runFirstSetup(
  context: Pick<AppContext, 'db'>,
  body: SetupBody,
): Promise<SetupResult> {
  const { db } = context;
  const state = setupStateOf(db);
  if (await state.isComplete()) throw new SiteAlreadySetUpError();
  const weak = weakPasswordReason(body.password, body.email);
  if (weak) throw new SetupRefusedError(weak, 'password');
  // Hashing is slow on purpose: before the transaction, so the lock is held only for the writes.
  const passwordHash = await hashPassword(body.password);
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_ID})`);
    if (await isSetUp(tx)) throw new SiteAlreadySetUpError();
    // A site that is not set up may still hold accounts (created in SQL, or left by an import):
    // an address already in use is refused rather than taken over.
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(emailMatches(body.email));
    if (existing) {
      throw new SetupRefusedError(
        'An account with this email address exists: use another address for the administrator.',
        'email',
      );
    }
    await tx
      .insert(settings)
      .values({ key: 'site_name', value: body.siteName })
      .onConflictDoUpdate({ target: settings.key, set: { value: body.siteName } });
    const [administrator] = await tx
      .insert(users)
      .values({ name: body.name, email: body.email, passwordHash, role: 'admin' })
      .returning(userColumns);
    if (!administrator) throw new Error('the administrator was not created');
    await tx.insert(siteSetup).values({ administratorId: administrator.id });
    let journal: SetupResult['journal'] = null;
    if (body.journal) {
      const [taken] = await tx
        .select({ id: journals.id })
        .from(journals)
        .where(eq(journals.slug, body.journal.slug));
      if (taken) {
        throw new SetupRefusedError(
          'A journal already has this web address: choose another.',
          'journal.slug',
        );
      }
      const [created] = await tx
        .insert(journals)
        .values({ slug: body.journal.slug, title: body.journal.title })
        .returning({ id: journals.id, slug: journals.slug, title: journals.title });
      journal = created ?? null;
    }
    return { administrator, journal };
  });
  state.markComplete();
  return result;
}
