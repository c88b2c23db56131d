import { z } from 'zod';
import { authorArticleSummarySchema } from './author-article';
import { notificationSchema } from './notification';
import { submissionStatusSchema, submissionSummarySchema } from './submission';

/** `GET user/dashboard`: counts and the latest items of each panel section, in one call. */
export const dashboardSchema = z.object({
  submissions: z.object({
    total: z.number().int().min(0),
    /** Count per status; statuses with none are 0. */
    byStatus: z.record(submissionStatusSchema, z.number().int().min(0)),
    latest: z.array(submissionSummarySchema),
  }),
  articles: z.object({
    total: z.number().int().min(0),
    latest: z.array(authorArticleSummarySchema),
  }),
  notifications: z.object({
    unread: z.number().int().min(0),
    latest: z.array(notificationSchema),
  }),
  chat: z.object({ unread: z.number().int().min(0) }),
  bookmarks: z.object({ total: z.number().int().min(0) }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
