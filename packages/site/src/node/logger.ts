// One JSON object per line on stdout (errors on stderr), the shape the API's logger (pino) writes,
// so both servers' logs go through the same collector and queries: level, time, msg, fields.
import { LOG_LEVELS, type LogLevel } from './env';

/** pino's numeric levels, so `level >= 40` finds warnings in both servers' logs. */
const LEVEL_NUMBERS = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10 } as const;

/** One level's method: a message and the fields that go beside it. */
export type LogMethod = (message: string, fields?: Record<string, unknown>) => void;

/** A structured logger. */
export type Logger = Record<Exclude<LogLevel, 'silent'>, LogMethod>;

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** The lowest level written. */
  level: LogLevel;
  /** The `name` field of every line (default `quire-web`). */
  name?: string;
  /** Where lines go (default: stdout, errors and worse to stderr). */
  write?: (line: string, level: number) => void;
}

function errorsAsObjects(_key: string, value: unknown): unknown {
  if (value instanceof Error)
    return { type: value.name, message: value.message, stack: value.stack };
  return value;
}

function defaultWrite(line: string, level: number): void {
  (level >= LEVEL_NUMBERS.error ? process.stderr : process.stdout).write(`${line}\n`);
}

/**
 * A structured logger writing at `level` and above.
 * @example createLogger({ level: 'info' }).info('listening', { port: 3000 });
 */
export function createLogger({
  level,
  name = 'quire-web',
  write = defaultWrite,
}: LoggerOptions): Logger {
  const threshold = level === 'silent' ? Number.POSITIVE_INFINITY : LEVEL_NUMBERS[level];
  const method =
    (levelName: keyof typeof LEVEL_NUMBERS): LogMethod =>
    (message, fields = {}) => {
      const number = LEVEL_NUMBERS[levelName];
      if (number < threshold) return;
      const line = { level: number, time: Date.now(), name, msg: message, ...fields };
      write(JSON.stringify(line, errorsAsObjects), number);
    };
  const levels = LOG_LEVELS.filter((entry) => entry !== 'silent');
  return Object.fromEntries(levels.map((entry) => [entry, method(entry)])) as Logger;
}

/** A review link's token in an address: its page's `?token=`, or the API's `review-links/…`. */
const SECRET_IN_QUERY = /([?&]token=)[^&#]*/g;
const SECRET_IN_PATH = /(\/review-links\/)[^/?#]+/g;

/**
 * An address as it may be logged: a review link's token replaced by `[redacted]` (the link needs
 * no password, so whoever reads the log line could open that review).
 * @example loggableUrl('/review?token=abc') // '/review?token=[redacted]'
 */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_IN_QUERY, '$1[redacted]').replace(SECRET_IN_PATH, '$1[redacted]');
}
