export {
  ResetPasswordPage as default,
  resetPasswordMeta as meta,
} from '@quire/account';
export {
  resetPasswordAction as action,
  resetPasswordLoader as loader,
  resetPasswordMiddleware as middleware,
} from '@quire/account/server';
