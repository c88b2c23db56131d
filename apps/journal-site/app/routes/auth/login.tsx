export { LoginPage as default, loginHandle as handle, loginMeta as meta } from '@quire/account';
export { loginAction as action, loginLoader as loader } from '@quire/account/server';
