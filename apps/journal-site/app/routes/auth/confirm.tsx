export {
  ConfirmRegistrationPage as default,
  confirmRegistrationMeta as meta,
} from '@quire/account';
export {
  confirmRegistrationAction as action,
  confirmRegistrationLoader as loader,
  confirmRegistrationMiddleware as middleware,
} from '@quire/account/server';
