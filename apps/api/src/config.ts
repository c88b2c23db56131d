import path from 'node:path';
import { z } from 'zod';
import { defaultMailFrom, isMailbox, isSmtpUrl, withoutPassword } from './mail/mail-address';
import { ADMIN_PRESENCE_SWEEP_MS } from './realtime/admin-presence';
import { ADMIN_PROBE_INTERVAL_MS, ADMIN_PROBE_TIMEOUT_MS } from './realtime/heartbeat';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, yes, no',
  })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const urlFromEnv = z.url({ error: 'must be an absolute URL such as http://localhost:4000' });

const positiveInt = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be greater than 0' });

const nonNegativeInt = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .nonnegative({ error: 'must be 0 or more' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(4000),
  /** Where PGlite keeps its database, uploads and the mail outbox. */
  QUIRE_DATA_DIR: z.string().min(1).default('.data'),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  /** Redis connection string; when set, rate limits (and realtime) are shared across nodes. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
    .optional(),
  /** The public origin of the web app: CORS, CSRF origin checks and links in mail. */
  WEB_ORIGIN: urlFromEnv.default('http://localhost:3000'),
  /** The public base URL of this server: public files are served as `${BACKEND_URL}/{path}`. */
  BACKEND_URL: urlFromEnv.default('http://localhost:4000'),
  SESSION_TTL_DAYS: positiveInt.default(30),
  /**
   * How long a node reuses a live session's answer (ms); 0 reads the session on every request.
   * A second keeps a busy client (an administrator answering chats) to about one session read
   * a second; ended sessions are forgotten at once either way (see `auth/session-lookup.ts`).
   */
  SESSION_REUSE_MS: nonNegativeInt.default(1_000),
  COOKIE_SECURE: booleanFromEnv.optional(),
  PASSWORD_RESET_TTL_MINUTES: positiveInt.default(30),
  /** How long the link that confirms a sign-up works. */
  REGISTRATION_TTL_HOURS: positiveInt.default(24),
  INVITATION_TTL_DAYS: positiveInt.default(14),
  /**
   * How often a node looks for scheduled news and issues whose date has come, to purge the pages
   * listing them (and to announce an issue, on one node only).
   */
  SCHEDULE_CHECK_MS: positiveInt.default(60_000),
  /**
   * How often a node looks for due jobs (delayed ones, retries, jobs of a dead node) without being
   * woken; a job due now wakes the nodes at once through LISTEN/NOTIFY.
   */
  JOBS_POLL_MS: positiveInt.default(5_000),
  /** How long a job's claim holds without renewal before another node takes the job over. */
  JOBS_LEASE_MS: positiveInt.default(60_000),
  /** Days finished jobs are kept (a done job's idempotency key is remembered as long). */
  JOBS_RETENTION_DAYS: positiveInt.default(30),
  /**
   * Hours a file uploaded to a discussion may wait unsent (its message refused or never written)
   * before the hourly sweep deletes it and it stops counting against its uploader's quota.
   */
  DISCUSSION_UPLOAD_MAX_AGE_HOURS: positiveInt.default(24),
  /**
   * Where Crossref deposits are sent, for every journal (a stand-in in tests, a proxy); unset,
   * each journal's deposits go to Crossref's test or production endpoint as its settings say.
   */
  CROSSREF_DEPOSIT_URL: urlFromEnv.optional(),
  /** How often a node looks for Crossref deposits due (queued, or waiting for another try). */
  CROSSREF_CHECK_MS: positiveInt.default(30_000),
  /** The pause before a deposit's second try; each further pause is four times the last. */
  CROSSREF_RETRY_MS: positiveInt.default(60_000),
  /** Tries of a deposit Crossref cannot take (5xx, unreachable) before it is marked failed. */
  CROSSREF_MAX_ATTEMPTS: positiveInt.default(5),
  BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  UPLOAD_MAX_BYTES: positiveInt.default(20 * 1024 * 1024),
  AVATAR_MAX_BYTES: positiveInt.default(2 * 1024 * 1024),
  /** Uploads one account may make per `RATE_LIMIT_UPLOAD_WINDOW_MINUTES` (staff included). */
  RATE_LIMIT_UPLOADS: positiveInt.default(60),
  RATE_LIMIT_UPLOAD_WINDOW_MINUTES: positiveInt.default(10),
  /**
   * Bytes of uploaded files one account may keep (a journal's managers, editors and section
   * editors and site administrators are exempt); 0: no quota.
   */
  UPLOAD_QUOTA_BYTES: nonNegativeInt.default(1024 * 1024 * 1024),
  RATE_LIMIT_AUTH_PER_MINUTE: positiveInt.default(10),
  /** Contact-form messages one client may send per `RATE_LIMIT_CONTACT_WINDOW_MINUTES`. */
  RATE_LIMIT_CONTACT_MESSAGES: positiveInt.default(5),
  RATE_LIMIT_CONTACT_WINDOW_MINUTES: positiveInt.default(10),
  /** Chat messages one person may send per `RATE_LIMIT_CHAT_WINDOW_SECONDS` (users and admins). */
  RATE_LIMIT_CHAT_MESSAGES: positiveInt.default(30),
  RATE_LIMIT_CHAT_WINDOW_SECONDS: positiveInt.default(10),
  /** How often counted views and downloads are written (ms); end-to-end tests shorten it. */
  USAGE_FLUSH_INTERVAL_MS: positiveInt.default(5_000),
  /** How often an administrator's socket must answer a liveness probe (ms); tests shorten it. */
  ADMIN_PROBE_INTERVAL_MS: positiveInt.default(ADMIN_PROBE_INTERVAL_MS),
  /** How long it has to answer before its connection is closed (ms). */
  ADMIN_PROBE_TIMEOUT_MS: positiveInt.default(ADMIN_PROBE_TIMEOUT_MS),
  /** How often each node recounts administrators across the cluster (ms), for nodes that died. */
  ADMIN_PRESENCE_SWEEP_MS: positiveInt.default(ADMIN_PRESENCE_SWEEP_MS),
  /** Seed an empty database with demo content on start. */
  SEED_DEMO: booleanFromEnv.default(true),
  /** Where contact-form messages go when they name no journal (or the journal has no contact). */
  CONTACT_EMAIL: z.email({ error: 'must be an email address' }).default('editorial@quire.test'),
  /** SMTP server for outgoing mail; when unset, mail is written to the outbox folder. */
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, {
      error: 'must be a URL such as smtp://user:password@host:587 or smtps://…',
    })
    .optional(),
  /** The From of every mail; defaults to `Quire <no-reply@{WEB_ORIGIN host}>`. */
  MAIL_FROM: z
    .string()
    .refine(isMailbox, { error: 'must be one address such as Quire <no-reply@example.org>' })
    .optional(),
  /**
   * Which proxies may set X-Forwarded-For (rate limits key on the client IP): `loopback`
   * (default: the web server on the same host forwards each visitor's IP; only a local process
   * could spoof it), `false` (the API faces clients directly), `true` (behind exactly trusted
   * infrastructure), or a comma-separated list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Bearer token that lets a Prometheus server scrape `/metrics` from anywhere; without it only
   * a process on this machine may (see ops/metrics-access.ts).
   */
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'must be at least 16 characters (a random secret)' })
    .regex(/^[\x21-\x7e]+$/, { error: 'must be printable characters without spaces' })
    .optional(),
});

/** Validated server configuration. */
export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  webOrigin: string;
  backendUrl: string;
  sessionTtlMs: number;
  /** How long a live session's answer is reused; 0: every request reads it. */
  sessionReuseMs: number;
  cookieSecure: boolean;
  passwordResetTtlMs: number;
  registrationTtlMs: number;
  /** How often scheduled news and issues are looked for (`SCHEDULE_CHECK_MS`). */
  scheduleCheckMs: number;
  /** How often a node looks for due jobs without being woken (`JOBS_POLL_MS`, 5 s). */
  jobsPollMs: number;
  /** How long a job's unrenewed claim holds before another node takes it (`JOBS_LEASE_MS`, 60 s). */
  jobsLeaseMs: number;
  /** How long finished jobs are kept (`JOBS_RETENTION_DAYS`, 30). */
  jobsRetentionMs: number;
  /** How long a discussion's unsent upload is kept (`DISCUSSION_UPLOAD_MAX_AGE_HOURS`, 24). */
  discussionUploadMaxAgeMs: number;
  /** Crossref deposits: endpoint override, look-up interval, retry pause and tries (`CROSSREF_*`). */
  crossref: {
    depositUrl: string | undefined;
    checkMs: number;
    retryMs: number;
    maxAttempts: number;
  };
  /** How long an invitation link to a journal's staff works (`INVITATION_TTL_DAYS`, 14). */
  invitationTtlMs: number;
  bodyLimitBytes: number;
  uploadMaxBytes: number;
  avatarMaxBytes: number;
  /** Uploads one account may make per `uploadRateWindowMs`, counted across nodes. */
  uploadRateLimit: number;
  uploadRateWindowMs: number;
  /** Bytes of uploaded files one account may keep; 0: no quota (see `files/storage-quota.ts`). */
  uploadQuotaBytes: number;
  authRateLimitPerMinute: number;
  /** Contact messages one client may send per `contactRateWindowMs`. */
  contactRateLimit: number;
  contactRateWindowMs: number;
  /** Chat messages one person may send per `chatRateWindowMs`, counted across nodes. */
  chatRateLimit: number;
  chatRateWindowMs: number;
  /** How often buffered views and downloads are written to the database. */
  usageFlushIntervalMs: number;
  /**
   * The administrators' liveness probe (see `realtime/heartbeat.ts`): a vanished administrator
   * counts as offline within `adminProbeIntervalMs + adminProbeTimeoutMs`.
   */
  adminProbeIntervalMs: number;
  adminProbeTimeoutMs: number;
  /** How often each node recounts administrators on every node (see `realtime/admin-presence.ts`). */
  adminPresenceSweepMs: number;
  seedDemo: boolean;
  contactEmail: string;
  /** Outgoing mail goes through this SMTP server; unset: the outbox folder. */
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean | string[];
  /** Bearer token for `/metrics` from other machines; unset: loopback scrapes only. */
  metricsToken: string | undefined;
}

/** The addresses `TRUST_PROXY=loopback` trusts (IPv4-mapped `::ffff:127.0.0.1` matches too). */
const LOOPBACK_PROXIES = ['127.0.0.1', '::1'];

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (value === 'loopback') return [...LOOPBACK_PROXIES];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Variables whose rejected values are not echoed in the error: they are secrets. */
const SECRET_VARIABLES = new Set(['METRICS_TOKEN']);

/** Thrown when the environment holds bad values; the message names each one. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the configuration from environment variables.
 * Every bad value is reported at once, each with the variable's name and what it must be.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const shown = SECRET_VARIABLES.has(name)
        ? '(hidden)'
        : JSON.stringify(withoutPassword(env[name] ?? ''));
      return `  ${issue.path.join('.')}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(values.QUIRE_DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    redisUrl: values.REDIS_URL,
    webOrigin: new URL(values.WEB_ORIGIN).origin,
    backendUrl: values.BACKEND_URL.replace(/\/+$/, ''),
    sessionTtlMs: values.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionReuseMs: values.SESSION_REUSE_MS,
    cookieSecure: values.COOKIE_SECURE ?? values.NODE_ENV === 'production',
    passwordResetTtlMs: values.PASSWORD_RESET_TTL_MINUTES * 60 * 1000,
    registrationTtlMs: values.REGISTRATION_TTL_HOURS * 60 * 60 * 1000,
    invitationTtlMs: values.INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000,
    scheduleCheckMs: values.SCHEDULE_CHECK_MS,
    jobsPollMs: values.JOBS_POLL_MS,
    jobsLeaseMs: values.JOBS_LEASE_MS,
    jobsRetentionMs: values.JOBS_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    discussionUploadMaxAgeMs: values.DISCUSSION_UPLOAD_MAX_AGE_HOURS * 60 * 60 * 1000,
    crossref: {
      depositUrl: values.CROSSREF_DEPOSIT_URL,
      checkMs: values.CROSSREF_CHECK_MS,
      retryMs: values.CROSSREF_RETRY_MS,
      maxAttempts: values.CROSSREF_MAX_ATTEMPTS,
    },
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
    avatarMaxBytes: values.AVATAR_MAX_BYTES,
    uploadRateLimit: values.RATE_LIMIT_UPLOADS,
    uploadRateWindowMs: values.RATE_LIMIT_UPLOAD_WINDOW_MINUTES * 60 * 1000,
    uploadQuotaBytes: values.UPLOAD_QUOTA_BYTES,
    authRateLimitPerMinute: values.RATE_LIMIT_AUTH_PER_MINUTE,
    contactRateLimit: values.RATE_LIMIT_CONTACT_MESSAGES,
    contactRateWindowMs: values.RATE_LIMIT_CONTACT_WINDOW_MINUTES * 60 * 1000,
    chatRateLimit: values.RATE_LIMIT_CHAT_MESSAGES,
    chatRateWindowMs: values.RATE_LIMIT_CHAT_WINDOW_SECONDS * 1000,
    usageFlushIntervalMs: values.USAGE_FLUSH_INTERVAL_MS,
    adminProbeIntervalMs: values.ADMIN_PROBE_INTERVAL_MS,
    adminPresenceSweepMs: values.ADMIN_PRESENCE_SWEEP_MS,
    adminProbeTimeoutMs: values.ADMIN_PROBE_TIMEOUT_MS,
    seedDemo: values.SEED_DEMO,
    contactEmail: values.CONTACT_EMAIL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? defaultMailFrom(values.WEB_ORIGIN),
    logLevel: values.LOG_LEVEL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    metricsToken: values.METRICS_TOKEN,
  };
}
