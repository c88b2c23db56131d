export {
  AdminPeoplePage as default,
  adminPeopleMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminPeopleAction as action,
  adminPeopleLoader as loader,
  adminPeopleMiddleware as middleware,
} from '@quire/panel/server';
