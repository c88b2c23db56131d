export { NotificationsPage as default } from '@quire/panel';
export {
  notificationsAction as action,
  notificationsLoader as loader,
  notificationsMiddleware as middleware,
} from '@quire/panel/server';
