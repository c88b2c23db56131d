import { isFormFailure, seoMeta, useActionErrorModal } from '@quire/site';
import { useEffect, useRef } from 'react';
import { type MetaFunction, useActionData, useLoaderData } from 'react-router';
import { ContactForm } from '../contact/contact-form';
import { RichText } from '../reading/rich-text';
import { useReadingTexts } from '../texts';
import type { contactAction, contactLoader } from './contact.server';

export const contactMeta: MetaFunction<typeof contactLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/**
 * The contact form, under the introduction the administrators wrote (the site page `contact`)
 * when they wrote one; after a successful send, a thank-you and a fresh form.
 */
export function ContactPage() {
  const loaderData = useLoaderData<typeof contactLoader>();
  const texts = useReadingTexts();
  const result = useActionData<typeof contactAction>();
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
        <h1 className="q-page__title">{texts.contactTitle}</h1>
        <p className="q-page__lead">
          {texts.contactLead}
          {loaderData.contactEmail && (
            <>
              {` ${texts.orAt} `}
              <a href={`mailto:${loaderData.contactEmail}`}>{loaderData.contactEmail}</a>
            </>
          )}
          .
        </p>
      </header>
      {loaderData.intro && <RichText html={loaderData.intro.bodyHtml} />}
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
