import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAccountRoutes } from './account';
import { registerArticleRoutes } from './articles';
import { registerAuthRoutes } from './auth';
import { registerAuthorArticleRoutes } from './author-articles';
import { registerBookmarkRoutes } from './bookmarks';
import { registerBrowseRoutes } from './browse';
import { registerChatAdminRoutes } from './chat-admin';
import { registerChatUserRoutes } from './chat-user';
import { registerContactRoutes } from './contact';
import { registerDashboardRoutes } from './dashboard';
import { registerFileRoutes } from './files';
import { registerIssueRoutes } from './issues';
import { registerJournalRoutes } from './journals';
import { registerNewsRoutes } from './news';
import { registerNotificationRoutes } from './notifications';
import { registerOaiRoutes } from './oai';
import { registerRealtimeTicketRoutes } from './realtime-ticket';
import { registerSearchRoutes } from './search';
import { registerSettingRoutes } from './settings';
import { registerSubmissionAdminRoutes } from './submissions-admin';
import { registerSubmissionUserRoutes } from './submissions-user';

/** Registers every API route module under `/api`. */
export async function registerApiRoutes(api: FastifyInstance, context: AppContext): Promise<void> {
  registerSettingRoutes(api, context);
  registerAuthRoutes(api, context);
  registerFileRoutes(api, context);
  registerJournalRoutes(api, context);
  registerIssueRoutes(api, context);
  registerArticleRoutes(api, context);
  registerBrowseRoutes(api, context);
  registerNewsRoutes(api, context);
  registerSearchRoutes(api, context);
  registerOaiRoutes(api, context);
  registerContactRoutes(api, context);
  registerChatUserRoutes(api, context);
  registerChatAdminRoutes(api, context);
  registerRealtimeTicketRoutes(api, context);
  registerDashboardRoutes(api, context);
  registerSubmissionUserRoutes(api, context);
  registerSubmissionAdminRoutes(api, context);
  registerAuthorArticleRoutes(api, context);
  registerNotificationRoutes(api, context);
  registerBookmarkRoutes(api, context);
  registerAccountRoutes(api, context);
}
