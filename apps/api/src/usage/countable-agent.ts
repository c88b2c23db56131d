import { isbot } from 'isbot';

/**
 * Whether a request's user agent may be counted: not a crawler, monitor or library (isbot's
 * list), and not missing — a request without one is a script, not a reader.
 */
export function isCountableAgent(userAgent: string | undefined): boolean {
  return Boolean(userAgent?.trim()) && !isbot(userAgent);
}
