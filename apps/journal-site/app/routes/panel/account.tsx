export {
  AccountPage as default,
  accountHandle as handle,
  accountMeta as meta,
  accountShouldRevalidate as shouldRevalidate,
} from '@quire/account';
export { accountAction as action, accountLoader as loader } from '@quire/account/server';

import '@quire/panel/panel-pages.css';
