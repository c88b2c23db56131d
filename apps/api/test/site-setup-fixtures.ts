import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { siteSetup } from '../src/db/schema';

/**
 * Records the first-run setup on a test database, as a site's first administrator does: without
 * it the API refuses every change but the setup itself. The run's template databases have it
 * (`global-setup.ts`); a database a test migrates itself gets it here.
 */
export async function markSetUp(db: Database): Promise<void> {
  await db.insert(siteSetup).values({ administratorId: null }).onConflictDoNothing();
}

/** Removes the record again: the site waits for its first-run setup (the setup tests). */
export async function markNotSetUp(db: Database): Promise<void> {
  await db.delete(siteSetup).where(eq(siteSetup.id, 1));
}
