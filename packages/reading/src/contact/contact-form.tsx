import {
  CONTACT_LINE_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
} from '@quire/contracts';
import { type FormFailure, formFields, SubmitButton } from '@quire/site';
import { ErrorSummary, SelectField, TextareaField, TextField } from '@quire/ui';
import type { Ref } from 'react';
import { Form } from 'react-router';
import type { ContactValues } from '../server/contact.server';
import { type ReadingTexts, useReadingTexts } from '../texts';

/** Labels of the contact form's fields (they also name the fields in the error summary). */
function contactLabels(texts: ReadingTexts) {
  return {
    name: texts.contactNameLabel,
    email: texts.contactEmailLabel,
    subject: texts.contactSubjectLabel,
    message: texts.contactMessageLabel,
    journal: texts.contactJournalLabel,
  };
}

export interface ContactFormProps {
  journals: readonly { slug: string; title: string }[];
  /**
   * The failed send, with what was typed (the message text under `values`: `message` is the
   * summary); undefined for a blank form.
   */
  failure?:
    | (FormFailure & Partial<Omit<ContactValues, 'message'>> & { values?: Partial<ContactValues> })
    | undefined;
  /** The journal to preselect on a blank form. */
  selectedJournal: string;
  /** The `<form>`, e.g. to reset it after a successful send. */
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The contact form: a plain post to this route's action, so it works without JavaScript. The
 * browser checks required fields and the email's shape first; the API's messages appear under
 * each field and in the summary.
 */
export function ContactForm({ journals, failure, selectedJournal, formRef }: ContactFormProps) {
  const texts = useReadingTexts();
  const field = formFields(failure, contactLabels(texts), {
    initial: { journal: selectedJournal },
  });
  return (
    <>
      <ErrorSummary failure={failure} labels={field.labels} />
      <Form method="post" className="q-form q-contact-form" ref={formRef}>
        <TextField
          {...field('name')}
          autoComplete="name"
          required
          maxLength={CONTACT_LINE_MAX_LENGTH}
        />
        <TextField
          {...field('email')}
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
        />
        <SelectField
          {...field('journal')}
          options={journals.map((journal) => ({ value: journal.slug, label: journal.title }))}
        >
          <option value="">{texts.contactSiteOption}</option>
        </SelectField>
        <TextField {...field('subject')} required maxLength={CONTACT_LINE_MAX_LENGTH} />
        <TextareaField
          {...field('message')}
          required
          rows={8}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          hint={texts.contactMessageHint(CONTACT_MESSAGE_MIN_LENGTH)}
        />
        <SubmitButton busyLabel={texts.contactSending}>{texts.contactSend}</SubmitButton>
      </Form>
    </>
  );
}
