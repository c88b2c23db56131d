import { ADMINS_ROOM, type RealtimeServer } from './realtime-types';

/** How often each node re-checks admin presence, to recover from a node killed without notice. */
export const ADMIN_PRESENCE_SWEEP_MS = 5_000;

/**
 * Whether any administrator is connected on any node, as this node last saw it. Recomputed from
 * the sockets themselves (`fetchSockets` across the cluster, never a counter that a crashed node
 * could leave stale) on every admin connect/disconnect anywhere and on a periodic sweep; when it
 * changes, this node tells its own non-admin sockets `online_admin(status)`.
 */
export class AdminPresence {
  private status = false;
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly io: RealtimeServer,
    private readonly onError: (error: unknown) => void,
    /** Whether other nodes share this server through an adapter (Redis). */
    private readonly clustered: boolean,
  ) {
    this.sweep = setInterval(() => void this.refresh(), ADMIN_PRESENCE_SWEEP_MS);
    this.sweep.unref();
  }

  /** The state this node last computed (sent to a socket when it connects). */
  get online(): boolean {
    return this.status;
  }

  /** Recomputes (serialised, so a slow answer never overwrites a newer one) and broadcasts a change. */
  refresh(): Promise<void> {
    this.queue = this.queue.then(async () => {
      if (this.stopped) return;
      try {
        const admins = await this.io.in(ADMINS_ROOM).fetchSockets();
        const online = admins.length > 0;
        if (online === this.status) return;
        this.status = online;
        this.io.local.except(ADMINS_ROOM).emit('online_admin', online);
      } catch (error) {
        // A peer that does not answer (Redis down, node gone): keep the last state, retry on sweep.
        this.onError(error);
      }
    });
    return this.queue;
  }

  /** An administrator connected or left on this node: refresh here and on every other node. */
  changed(): Promise<void> {
    if (this.clustered) this.io.serverSideEmit('admin_presence_changed');
    return this.refresh();
  }

  /** Stops the sweep and local recomputation (the node is shutting down; it still tells peers). */
  stop(): void {
    this.stopped = true;
    clearInterval(this.sweep);
  }
}
