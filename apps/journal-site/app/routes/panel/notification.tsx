export {
  NotificationPage as default,
  notificationHandle as handle,
  notificationMeta as meta,
} from '@quire/panel';
export { notificationAction as action, notificationLoader as loader } from '@quire/panel/server';
