export {
  RegisterPage as default,
  registerHandle as handle,
  registerMeta as meta,
} from '@quire/account';
export { registerAction as action, registerLoader as loader } from '@quire/account/server';
