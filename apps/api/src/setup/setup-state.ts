import type { Database } from '../db/client';
import { siteSetup } from '../db/schema';

/**
 * Whether the site has had its first-run setup (its `site_setup` row, written with the first
 * administrator). The answer is remembered once it is yes (a setup is never undone), so a set-up
 * site pays nothing per request; until then every question asks the database, so a setup
 * finished on another node is seen at the next request.
 */
export interface SetupState {
  isComplete(): Promise<boolean>;
  /** Called by the node that finished the setup, so it stops asking at once. */
  markComplete(): void;
}

const states = new WeakMap<Database, SetupState>();

/** The setup state of the site on `db` (one per database handle). */
export function setupStateOf(db: Database): SetupState {
  let state = states.get(db);
  if (!state) {
    let complete = false;
    state = {
      async isComplete() {
        if (complete) return true;
        complete = await isSetUp(db);
        return complete;
      },
      markComplete() {
        complete = true;
      },
    };
    states.set(db, state);
  }
  return state;
}

/** Whether the first-run setup is recorded. */
export async function isSetUp(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ id: siteSetup.id }).from(siteSetup).limit(1);
  return row !== undefined;
}
