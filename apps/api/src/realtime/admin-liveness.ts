import type { RealtimeSocket } from './realtime-types';

/** The probe's clock: `config.adminProbeIntervalMs` and `config.adminProbeTimeoutMs`. */
export interface AdminProbeTiming {
  /** Between probes (by default `ADMIN_PROBE_INTERVAL_MS` in heartbeat.ts). */
  intervalMs: number;
  /** For an answer (by default `ADMIN_PROBE_TIMEOUT_MS`). */
  timeoutMs: number;
}

/**
 * Probes an administrator's socket every `intervalMs`: `liveness_probe` with an
 * acknowledgement, which every Quire client answers at once. No answer within `timeoutMs`
 * closes the connection, so presence turns false for the authors (see heartbeat.ts for why
 * administrators get this and authors do not). The transport is
 * closed rather than the socket disconnected: a live but slow client reconnects by itself,
 * whereas one told "io server disconnect" would stay offline.
 */
export function watchAdminLiveness(socket: RealtimeSocket, timing: AdminProbeTiming): void {
  let waiting = false;
  const timer = setInterval(() => {
    // One probe at a time: a late answer is still an answer.
    if (waiting) return;
    waiting = true;
    socket.timeout(timing.timeoutMs).emit('liveness_probe', (error: Error | null) => {
      waiting = false;
      // Discarded: a polling transport with no request in flight would otherwise wait for
      // one (up to 30 s) to carry the close, and presence with it.
      if (error && socket.connected) socket.conn.close(true);
    });
  }, timing.intervalMs);
  // A probe timer must never keep a stopping server alive.
  timer.unref();
  socket.once('disconnect', () => clearInterval(timer));
}
