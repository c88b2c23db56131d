export {
  RegisterPage as default,
  registerMeta as meta,
} from '@quire/account';
export {
  registerAction as action,
  registerLoader as loader,
  registerMiddleware as middleware,
} from '@quire/account/server';
