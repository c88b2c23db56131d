import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { FileStorage } from './files/storage';
import type { MailQueueOptions } from './mail/mail-queue';
import type { Mailer } from './mail/mailer';
import type { RealtimeEmitter } from './realtime/realtime-emitter';

/** Everything a route module needs, passed in explicitly (no globals), so tests can build their own. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  /** The mail transport; actions queue their mail through `mailQueueOf(context)` instead. */
  mailer: Mailer;
  /** Retry pauses and limits of the mail queue (tests shorten them); defaults otherwise. */
  mailDelivery?: MailQueueOptions;
  storage: FileStorage;
  /** Socket.io emitter, set once the realtime server is attached; absent in `inject` tests. */
  realtime?: RealtimeEmitter;
}
