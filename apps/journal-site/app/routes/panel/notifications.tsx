export { NotificationsPage as default, notificationsHandle as handle } from '@quire/panel';
export { notificationsAction as action, notificationsLoader as loader } from '@quire/panel/server';
