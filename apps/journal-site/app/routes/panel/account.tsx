export {
  AccountPage as default,
  accountMeta as meta,
} from '@quire/account';
export {
  accountAction as action,
  accountLoader as loader,
  accountMiddleware as middleware,
} from '@quire/account/server';
