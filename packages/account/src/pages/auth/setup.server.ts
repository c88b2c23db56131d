import { setupFormSchema } from '@quire/contracts';
import {
  apiContext,
  assertSameOrigin,
  checkBody,
  formFailure,
  readFormData,
  textField,
} from '@quire/site/server';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import { setUpOnServer } from '../../server/auth.server';

/** The page exists only while the site waits for its setup: afterwards it is a 404 for good. */
async function requireSetupToDo({ context }: Pick<LoaderFunctionArgs, 'context'>): Promise<void> {
  const { required } = await context.get(apiContext).auth.setupStatus();
  if (!required) throw data(null, { status: 404 });
}

export async function setupLoader(args: LoaderFunctionArgs) {
  await requireSetupToDo(args);
  return null;
}

/**
 * Checks the form with the setup contract (the two passwords must match too), then asks the API
 * to set the site up; the new administrator is signed in and lands on the site's home page (or
 * the new journal's). A journal's two fields go together: both empty means no journal yet.
 */
export async function setupAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireSetupToDo({ context });
  const form = await readFormData(request);
  // Echoed back on failure so nobody retypes them; passwords never are.
  const values = {
    siteName: textField(form, 'siteName'),
    name: textField(form, 'name'),
    email: textField(form, 'email'),
    'journal.title': textField(form, 'journal.title'),
    'journal.slug': textField(form, 'journal.slug').trim(),
  };
  const journalGiven = values['journal.title'].trim() !== '' || values['journal.slug'] !== '';
  const checked = checkBody(
    {
      siteName: values.siteName,
      name: values.name,
      email: values.email,
      password: textField(form, 'password'),
      confirmPassword: textField(form, 'confirmPassword'),
      ...(journalGiven
        ? { journal: { title: values['journal.title'], slug: values['journal.slug'] } }
        : {}),
    },
    setupFormSchema,
    values,
  );
  if (!checked.ok) return checked.answer;
  const { confirmPassword: _confirm, ...body } = checked.data;
  try {
    return await setUpOnServer({ request, context }, body);
  } catch (caught) {
    return formFailure(caught, values);
  }
}
