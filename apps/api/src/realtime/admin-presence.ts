import { ADMINS_ROOM, type RealtimeServer } from './realtime-types';

/**
 * How often each node re-checks admin presence (`ADMIN_PRESENCE_SWEEP_MS` overrides). Only a
 * node killed without notice needs it: a node that shuts down tells its peers once it has left.
 */
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
    sweepMs: number = ADMIN_PRESENCE_SWEEP_MS,
  ) {
    this.sweep = setInterval(() => void this.refresh(), sweepMs);
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
    // A node shutting down tells its peers once, after it has left (see `departed`).
    if (this.stopped) return this.queue;
    this.tellPeers();
    return this.refresh();
  }

  /**
   * This node has left the cluster's channels and closed its sockets: peers recount now. Had
   * they asked while this node was still subscribed, they would count it and wait for an answer
   * it no longer gives (the adapter's request timeout); asked now, they count only live nodes.
   */
  departed(): void {
    this.tellPeers();
  }

  /** Stops the sweep and local recomputation (the node is shutting down; see `departed`). */
  stop(): void {
    this.stopped = true;
    clearInterval(this.sweep);
  }

  private tellPeers(): void {
    if (this.clustered) this.io.serverSideEmit('admin_presence_changed');
  }
}
