import {
  apiFor,
  formFailure,
  loadSettings,
  pageSeo,
  readFormData,
  settingValue,
  textField,
} from '@quire/site/server';

/** The fields of the contact form, as typed (echoed back after a failed send). */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  journal: string;
}

/** `/contact`: the journals to address and the site's own address. */
export async function loadContact(request: Request) {
  const [journals, settings] = await Promise.all([
    apiFor(request).content.journals({ perPage: 100 }),
    loadSettings(request).catch(() => []),
  ]);
  const requested = new URL(request.url).searchParams.get('journal') ?? '';
  return {
    journals: journals.data.map((journal) => ({ slug: journal.slug, title: journal.title })),
    // Preselects a journal when its pages link here with `?journal=`; unknown ones are ignored.
    selectedJournal: journals.data.some((journal) => journal.slug === requested) ? requested : '',
    contactEmail: settingValue(settings, 'contact_email') ?? null,
    seo: await pageSeo(request, {
      title: ['Contact'],
      path: '/contact',
      description: 'Write to the editors of our journals or to the site team.',
    }),
  };
}

/**
 * Sends the contact form to the API (`POST contact`). Resolves with `{ sent: true, message }`, or
 * with the API's field errors and the typed values (status 4xx) so the form can be shown again.
 */
export async function sendContact(request: Request) {
  const form = await readFormData(request);
  const values: ContactValues = {
    name: textField(form, 'name'),
    email: textField(form, 'email'),
    subject: textField(form, 'subject'),
    message: textField(form, 'message'),
    journal: textField(form, 'journal'),
  };
  try {
    const answer = await apiFor(request).contact({ ...values, journal: values.journal || null });
    return { sent: true as const, message: answer.message };
  } catch (caught) {
    return formFailure(caught, values);
  }
}
