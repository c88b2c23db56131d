export { SetupPage as default, setupMeta as meta } from '@quire/account';
export { setupAction as action, setupLoader as loader } from '@quire/account/server';
