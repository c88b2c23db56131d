export { logoutAction as action, logoutLoader as loader } from '@quire/account/server';
