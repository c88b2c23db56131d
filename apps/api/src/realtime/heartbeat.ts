/**
 * The engine.io heartbeat of every realtime connection.
 *
 * A connection that vanishes without closing — network lost, laptop lid shut, or a tab closed
 * while socket.io was half-way through its polling → WebSocket upgrade (the failed probe leaves
 * the socket on polling with no request in flight, so no TCP close ever reaches the server) — is
 * only noticed when a ping goes unanswered. With engine.io's defaults (25 s + 20 s) that took up to
 * 45 s, and authors saw "Admin online" for that long. The bound below keeps presence truthful
 * within 5 s at the price of one tiny ping/pong frame pair per connection every 2 s.
 */
export const HEARTBEAT_INTERVAL_MS = 2_000;

/** How long the server waits for the pong before it drops the connection. */
export const HEARTBEAT_TIMEOUT_MS = 2_500;

/** The longest a vanished admin can still count as online (then `online_admin(false)` goes out). */
export const ADMIN_OFFLINE_BOUND_MS = HEARTBEAT_INTERVAL_MS + HEARTBEAT_TIMEOUT_MS;
