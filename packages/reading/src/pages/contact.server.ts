import { assertSameOrigin } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadContact, sendContact } from '../server/contact.server';

export async function contactLoader({ request }: LoaderFunctionArgs) {
  return loadContact(request);
}

export async function contactAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return sendContact(request);
}
