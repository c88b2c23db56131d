import { assertSameOrigin } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadContact, sendContact } from '../server/contact.server';

export async function contactLoader({ request, context }: LoaderFunctionArgs) {
  return loadContact({ request, context });
}

export async function contactAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return sendContact({ request, context });
}
