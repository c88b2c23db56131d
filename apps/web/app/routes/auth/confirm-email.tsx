export { ConfirmEmailPage as default, confirmEmailMeta as meta } from '@quire/account';
export {
  confirmEmailAction as action,
  confirmEmailLoader as loader,
  confirmEmailMiddleware as middleware,
} from '@quire/account/server';
