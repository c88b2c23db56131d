import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';

/** Everything a route module needs, passed in explicitly (no globals), so tests can build their own. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
}
