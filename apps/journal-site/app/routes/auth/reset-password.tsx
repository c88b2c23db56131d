export {
  ResetPasswordPage as default,
  resetPasswordHandle as handle,
  resetPasswordMeta as meta,
} from '@quire/account';
export {
  resetPasswordAction as action,
  resetPasswordLoader as loader,
} from '@quire/account/server';
