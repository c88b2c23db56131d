import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { setupStateOf } from './setup-state';

/** The message of every change refused before the first-run setup. */
export const SETUP_REQUIRED_MESSAGE =
  'This site is not set up yet: its first administrator must finish the setup (the website’s /setup page, or `quire init`).';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SETUP_PATH = '/api/setup';

/**
 * Until the first-run setup is done, the API accepts `POST setup` and nothing else that changes
 * state (sign-in, registration, contact messages, uploads…): 503 with `SETUP_REQUIRED_MESSAGE`.
 * Reads stay open. Once an administrator exists the check is an in-memory flag.
 */
export function registerSetupGate(app: FastifyInstance, { db }: AppContext): void {
  const state = setupStateOf(db);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.url.split('?', 1)[0] === SETUP_PATH) return;
    if (await state.isComplete()) return;
    throw new HttpError(503, SETUP_REQUIRED_MESSAGE);
  });
}
