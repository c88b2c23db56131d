import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerArticleRoutes } from './articles';
import { registerAuthRoutes } from './auth';
import { registerChatAdminRoutes } from './chat-admin';
import { registerChatUserRoutes } from './chat-user';
import { registerContactRoutes } from './contact';
import { registerFileRoutes } from './files';
import { registerIssueRoutes } from './issues';
import { registerJournalRoutes } from './journals';
import { registerNewsRoutes } from './news';
import { registerRealtimeTicketRoutes } from './realtime-ticket';
import { registerSearchRoutes } from './search';
import { registerSettingRoutes } from './settings';

/** Registers every API route module under `/api`. */
export async function registerApiRoutes(api: FastifyInstance, context: AppContext): Promise<void> {
  registerSettingRoutes(api, context);
  registerAuthRoutes(api, context);
  registerFileRoutes(api, context);
  registerJournalRoutes(api, context);
  registerIssueRoutes(api, context);
  registerArticleRoutes(api, context);
  registerNewsRoutes(api, context);
  registerSearchRoutes(api, context);
  registerContactRoutes(api, context);
  registerChatUserRoutes(api, context);
  registerChatAdminRoutes(api, context);
  registerRealtimeTicketRoutes(api, context);
}
