import { contactBodySchema } from '@quire/contracts';
import {
  apiContext,
  checkForm,
  formFailure,
  loadSettings,
  pageSeo,
  type RequestArgs,
  readFormData,
  settingValue,
  textField,
} from '@quire/site/server';
import { readingTexts } from '../texts';
import { writtenSitePage } from './site-page.server';

/** The fields of the contact form, as typed (echoed back after a failed send). */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  journal: string;
}

/**
 * `/contact`: the journals to address and the site's own address; the introduction the
 * administrators wrote (the site page `contact`), when they wrote one, above the form.
 */
export async function loadContact({ request, context }: RequestArgs) {
  const api = context.get(apiContext);
  const [journals, settings, intro] = await Promise.all([
    api.content.journals({ query: { perPage: 100 } }),
    loadSettings(api).catch(() => []),
    writtenSitePage(api, 'contact'),
  ]);
  const requested = new URL(request.url).searchParams.get('journal') ?? '';
  return {
    journals: journals.data.map((journal) => ({ slug: journal.slug, title: journal.title })),
    // Preselects a journal when its pages link here with `?journal=`; unknown ones are ignored.
    selectedJournal: journals.data.some((journal) => journal.slug === requested) ? requested : '',
    contactEmail: settingValue(settings, 'contact_email') ?? null,
    intro,
    seo: await pageSeo(api, {
      title: [readingTexts().contactTitle],
      path: '/contact',
      description: readingTexts().contactDescription,
    }),
  };
}

/**
 * Sends the contact form to the API (`POST contact`) once it meets the contact contract. Resolves
 * with `{ sent: true, message }`, or with the field errors (the contract's, or the API's) and the
 * typed values (status 4xx) so the form can be shown again.
 */
export async function sendContact({ request, context }: RequestArgs) {
  const form = await readFormData(request);
  const values: ContactValues = {
    name: textField(form, 'name'),
    email: textField(form, 'email'),
    subject: textField(form, 'subject'),
    message: textField(form, 'message'),
    journal: textField(form, 'journal'),
  };
  // The contact contract's own rules and messages, before anything is sent.
  const checked = checkForm(form, contactBodySchema, values);
  if (!checked.ok) return checked.answer;
  try {
    const answer = await context.get(apiContext).contact.send({ body: checked.data });
    return { sent: true as const, message: answer.message };
  } catch (caught) {
    return formFailure(caught, values);
  }
}
