import type { AuthHandle } from '~/lib/auth-guard';
import { guard } from '~/lib/guard.server';
import type { Route } from './+types/account';

export const handle = { auth: 'user' } satisfies AuthHandle;

export async function loader({ request }: Route.LoaderArgs) {
  await guard(request, handle.auth);
  return null;
}

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Account · Quire' }];
}

export default function Page() {
  return <h1>Account</h1>;
}
