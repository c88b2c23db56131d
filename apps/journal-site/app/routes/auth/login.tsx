export { LoginPage as default, loginMeta as meta } from '@quire/account';
export {
  loginAction as action,
  loginLoader as loader,
  loginMiddleware as middleware,
} from '@quire/account/server';
