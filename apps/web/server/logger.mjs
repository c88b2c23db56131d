// @ts-check
// One JSON object per line on stdout (errors on stderr), the shape the API's logger (pino) writes,
// so both servers' logs go through the same collector and queries: level, time, msg, fields.
import { LOG_LEVELS } from './env.mjs';

/** pino's numeric levels, so `level >= 40` finds warnings in both servers' logs. */
const LEVEL_NUMBERS = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10 };

/**
 * @typedef {(message: string, fields?: Record<string, unknown>) => void} LogMethod
 * @typedef {{ fatal: LogMethod, error: LogMethod, warn: LogMethod, info: LogMethod, debug: LogMethod, trace: LogMethod }} Logger
 */

/**
 * A structured logger writing at `level` and above.
 * @param {{ level: import('./env.mjs').LogLevel, write?: (line: string, level: number) => void }} options
 * @returns {Logger}
 * @example createLogger({ level: 'info' }).info('listening', { port: 3000 });
 */
export function createLogger({ level, write = defaultWrite }) {
  const threshold = level === 'silent' ? Number.POSITIVE_INFINITY : LEVEL_NUMBERS[level];
  /** @param {keyof typeof LEVEL_NUMBERS} name @returns {LogMethod} */
  const method =
    (name) =>
    (message, fields = {}) => {
      const number = LEVEL_NUMBERS[name];
      if (number < threshold) return;
      const line = { level: number, time: Date.now(), name: 'quire-web', msg: message, ...fields };
      write(JSON.stringify(line, errorsAsObjects), number);
    };
  return /** @type {Logger} */ (
    Object.fromEntries(
      LOG_LEVELS.filter((name) => name !== 'silent').map((name) => [name, method(name)]),
    )
  );
}

/** @param {string} _key @param {unknown} value */
function errorsAsObjects(_key, value) {
  if (value instanceof Error)
    return { type: value.name, message: value.message, stack: value.stack };
  return value;
}

/** @param {string} line @param {number} level */
function defaultWrite(line, level) {
  (level >= LEVEL_NUMBERS.error ? process.stderr : process.stdout).write(`${line}\n`);
}
