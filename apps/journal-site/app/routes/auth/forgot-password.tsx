export {
  ForgotPasswordPage as default,
  forgotPasswordHandle as handle,
  forgotPasswordMeta as meta,
} from '@quire/account';
export {
  forgotPasswordAction as action,
  forgotPasswordLoader as loader,
} from '@quire/account/server';
