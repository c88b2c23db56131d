import { z } from 'zod';
import { pageMetaSchema, pageQuerySchema } from './common';
import { pathIdSchema } from './fields';

/** What a notification is about. */
export const notificationKindSchema = z.enum([
  /** An editor's decision on a submission (the message is the decision letter). */
  'decision',
  /** A submission became a public article. */
  'published',
  /** Anything the site tells its users (maintenance, policy changes…). */
  'system',
  /** An editor was assigned to a submission (told to that editor). */
  'assigned',
  /** A submission was submitted or resubmitted (told to its editors). */
  'submitted',
  /** A proof to approve (told to the author) or the author's answer to it (told to the editors). */
  'proof',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** A notification to one user. `body` is plain text; `link` is a site path to act on it. */
export const notificationSchema = z.object({
  id: z.number().int().positive(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  submissionId: z.number().int().nullable(),
  readAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET user/notifications`: newest first; `unread=true` lists only unread ones. */
export const notificationListQuerySchema = pageQuerySchema.extend({
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** The list answer: the page plus the user's unread total (for the panel navigation). */
export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  meta: pageMetaSchema.extend({ unread: z.number().int().min(0) }),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `:id` of `user/notifications/:id`. */
export const notificationParamsSchema = z.object({ id: pathIdSchema });

/** `POST user/notifications/read-all` answer. */
export const notificationsReadSchema = z.object({
  count: z.number().int().min(0),
  readAt: z.iso.datetime({ offset: true }),
});

/** Socket event payload: a new notification for the signed-in user (`new_notification`). */
export const newNotificationEventSchema = notificationSchema;
