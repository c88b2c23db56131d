import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { FileStorage } from './files/storage';
import type { Mailer } from './mail/mailer';
import type { RealtimeEmitter } from './realtime/realtime-emitter';

/** Everything a route module needs, passed in explicitly (no globals), so tests can build their own. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: FileStorage;
  /** Socket.io emitter, set once the realtime server is attached; absent in `inject` tests. */
  realtime?: RealtimeEmitter;
}
