export {
  ConfirmRegistrationPage as default,
  confirmRegistrationHandle as handle,
  confirmRegistrationMeta as meta,
} from '@quire/account';
export {
  confirmRegistrationAction as action,
  confirmRegistrationLoader as loader,
} from '@quire/account/server';
