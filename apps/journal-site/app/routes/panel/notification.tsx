export {
  NotificationPage as default,
  notificationMeta as meta,
} from '@quire/panel';
export {
  notificationAction as action,
  notificationLoader as loader,
  notificationMiddleware as middleware,
} from '@quire/panel/server';
