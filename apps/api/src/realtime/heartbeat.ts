/**
 * How the realtime server notices connections that vanish without closing — network lost, a
 * laptop lid shut, or a tab closed while socket.io was half-way through its polling → WebSocket
 * upgrade (the failed probe leaves the socket on polling with no request in flight, so no TCP
 * close ever reaches the server). Only an unanswered message reveals such a peer.
 *
 * Two clocks, because only one kind of presence is promised within seconds:
 * - every connection gets engine.io's own heartbeat, at its defaults (a ping every 25 s, 20 s
 *   to answer). Thousands of idle authors then cost a frame pair each per 25 s, not per 2 s, and
 *   a busy browser (or a loaded test machine) that answers a ping late is not cut off;
 * - administrators' sockets are also probed by the application ({@link ADMIN_PROBE_INTERVAL_MS},
 *   see `admin-liveness.ts`), so authors' "Admin online" turns false within
 *   {@link ADMIN_OFFLINE_BOUND_MS} of the last administrator vanishing.
 */

/** engine.io's ping interval for every connection (its default). */
export const HEARTBEAT_INTERVAL_MS = 25_000;

/** How long engine.io waits for the pong before it drops a connection (its default). */
export const HEARTBEAT_TIMEOUT_MS = 20_000;

/** How often an administrator's socket is asked to answer (`ADMIN_PROBE_INTERVAL_MS` overrides). */
export const ADMIN_PROBE_INTERVAL_MS = 2_000;

/**
 * How long an administrator's socket has to answer before its connection is closed
 * (`ADMIN_PROBE_TIMEOUT_MS` overrides).
 */
export const ADMIN_PROBE_TIMEOUT_MS = 2_500;

/**
 * The longest a vanished admin can still count as online at the default probe timing (then
 * `online_admin(false)` goes out).
 */
export const ADMIN_OFFLINE_BOUND_MS = ADMIN_PROBE_INTERVAL_MS + ADMIN_PROBE_TIMEOUT_MS;
