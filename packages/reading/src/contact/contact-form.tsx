import {
  ErrorSummary,
  type FormFailure,
  FormField,
  fieldErrorsOf,
  SubmitButton,
} from '@quire/site';
import type { Ref } from 'react';
import { Form } from 'react-router';
import type { ContactValues } from '../server/contact.server';
import { JournalSelectField } from './journal-select-field';
import { TextAreaField } from './text-area-field';

/** Labels of the contact form's fields (also name them in the error summary). */
export const CONTACT_LABELS = {
  name: 'Your name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  journal: 'About a journal',
} as const;

export interface ContactFormProps {
  journals: readonly { slug: string; title: string }[];
  /** The failed send, with what was typed; undefined for a blank form. */
  failure?: (FormFailure & Partial<ContactValues>) | undefined;
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
  return (
    <>
      <ErrorSummary failure={failure} labels={CONTACT_LABELS} />
      <Form method="post" className="q-form q-contact-form" ref={formRef}>
        <FormField
          name="name"
          label={CONTACT_LABELS.name}
          autoComplete="name"
          required
          maxLength={200}
          defaultValue={failure?.name}
          errors={fieldErrorsOf(failure, 'name')}
        />
        <FormField
          name="email"
          label={CONTACT_LABELS.email}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={failure?.email}
          errors={fieldErrorsOf(failure, 'email')}
        />
        <JournalSelectField
          journals={journals}
          defaultValue={failure?.journal ?? selectedJournal}
          errors={fieldErrorsOf(failure, 'journal')}
        />
        <FormField
          name="subject"
          label={CONTACT_LABELS.subject}
          required
          maxLength={200}
          defaultValue={failure?.subject}
          errors={fieldErrorsOf(failure, 'subject')}
        />
        <TextAreaField
          name="message"
          label={CONTACT_LABELS.message}
          required
          rows={8}
          maxLength={5000}
          hint="At least 10 characters."
          defaultValue={failure?.message}
          errors={fieldErrorsOf(failure, 'message')}
        />
        <SubmitButton busyLabel="Sending…">Send message</SubmitButton>
      </Form>
    </>
  );
}
