import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerSettingRoutes } from './settings';

/** Registers every API route module under `/api`. */
export async function registerApiRoutes(api: FastifyInstance, context: AppContext): Promise<void> {
  registerSettingRoutes(api, context);
}
