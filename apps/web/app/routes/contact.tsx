import { useEffect, useRef } from 'react';
import { useActionData } from 'react-router';
import { ContactForm } from '~/components/contact/contact-form';
import { useActionErrorModal } from '~/components/error-modal-provider';
import { loadContact, sendContact } from '~/lib/contact.server';
import { isFormFailure } from '~/lib/form-errors';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/contact';

export async function loader({ request }: Route.LoaderArgs) {
  return loadContact(request);
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  return sendContact(request);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** The contact form; after a successful send, a thank-you and a fresh form. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  useActionErrorModal(result);
  const failure = isFormFailure(result) ? result : undefined;
  const sent = result && 'sent' in result ? result : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  // After a send the fields start empty again (without JavaScript the new page already is).
  useEffect(() => {
    if (sent) formRef.current?.reset();
  }, [sent]);
  return (
    <div className="q-page q-page--narrow">
      <header className="q-page__header">
        <h1 className="q-page__title">Contact</h1>
        <p className="q-page__lead">
          Questions about a submission, a journal or the site? Write to the editors here
          {loaderData.contactEmail && (
            <>
              {' '}
              or at <a href={`mailto:${loaderData.contactEmail}`}>{loaderData.contactEmail}</a>
            </>
          )}
          .
        </p>
      </header>
      {sent && (
        <p className="q-alert q-alert--success" role="status">
          {sent.message}
        </p>
      )}
      <ContactForm
        formRef={formRef}
        journals={loaderData.journals}
        failure={failure}
        selectedJournal={loaderData.selectedJournal}
      />
    </div>
  );
}
