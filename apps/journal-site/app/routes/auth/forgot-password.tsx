export {
  ForgotPasswordPage as default,
  forgotPasswordMeta as meta,
} from '@quire/account';
export {
  forgotPasswordAction as action,
  forgotPasswordLoader as loader,
  forgotPasswordMiddleware as middleware,
} from '@quire/account/server';
