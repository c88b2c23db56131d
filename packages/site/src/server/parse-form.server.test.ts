import {
  CONTACT_MESSAGE_MAX_LENGTH,
  contactBodySchema,
  forgotPasswordBodySchema,
  publishSubmissionBodySchema,
  registerFormSchema,
  signInBodySchema,
  submissionDraftBodySchema,
} from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { checkBody, checkForm, parseFields, parseForm, textFields } from './parse-form.server';

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('textFields', () => {
  it('takes text fields only, the first of repeated ones', () => {
    const form = formOf({ email: 'a@b.org' });
    form.append('email', 'second@b.org');
    form.append('avatar', new File(['x'], 'me.png'));
    expect(textFields(form)).toEqual({ email: 'a@b.org' });
  });

  it('keeps only the fields of one prefix, without it', () => {
    const form = formOf({ intent: 'email', 'email-email': 'a@b.org', 'password-newPassword': 'x' });
    expect(textFields(form, 'email-')).toEqual({ email: 'a@b.org' });
  });
});

describe('parseForm', () => {
  it('answers with the schema output for a valid form', () => {
    const parsed = parseForm(
      formOf({ email: ' Ada@Example.org ', password: 'secret' }),
      signInBodySchema,
    );
    expect(parsed).toEqual({ ok: true, data: { email: 'ada@example.org', password: 'secret' } });
  });

  it('answers with the contract messages per field for an invalid one', () => {
    const parsed = parseForm(formOf({ email: 'nope' }), signInBodySchema);
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        email: ['Enter a valid email address, like name@example.org.'],
        password: ['Enter your password.'],
      },
    });
  });

  it('reads a prefixed form', () => {
    const parsed = parseForm(formOf({ 'forgot-email': 'x@y.org' }), forgotPasswordBodySchema, {
      prefix: 'forgot-',
    });
    expect(parsed).toEqual({ ok: true, data: { email: 'x@y.org' } });
  });

  it('puts a cross-field rule under the field its schema names', () => {
    const parsed = parseForm(
      formOf({
        name: 'Ada',
        email: 'a@b.org',
        password: 'a long passphrase',
        confirmPassword: 'another passphrase',
      }),
      registerFormSchema,
    );
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: { confirmPassword: ['The two passwords do not match.'] },
    });
  });
});

describe('parseFields', () => {
  it('files a problem without a field under "form" and drops repeated messages', () => {
    const schema = {
      safeParse: () => ({
        success: false as const,
        error: {
          issues: [
            { path: [], message: 'Nothing was sent.' },
            { path: ['email'], message: 'Bad.' },
            { path: ['email'], message: 'Bad.' },
          ],
        },
      }),
    };
    expect(parseFields({}, schema)).toEqual({
      ok: false,
      fieldErrors: { form: ['Nothing was sent.'], email: ['Bad.'] },
    });
  });

  it('names a nested field by its dotted path, as the API does', () => {
    const parsed = parseFields(
      {
        authors: [
          { name: 'Ada', email: 'ada@example.org' },
          { name: 'Grace', email: 'nope' },
        ],
      },
      submissionDraftBodySchema,
    );
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && Object.keys(parsed.fieldErrors)).toEqual(['authors.1.email']);
  });

  it('words a field’s refusal in the form’s own text when asked to', () => {
    const parsed = parseFields({ issueId: 'four' }, publishSubmissionBodySchema, {
      messages: { issueId: 'Choose the issue to publish in.' },
    });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: { issueId: ['Choose the issue to publish in.'] },
    });
  });
});

describe('checkBody', () => {
  it('answers 400 with the body’s problems and echoes what was typed', () => {
    const checked = checkBody({ issueId: 4, doi: 'doi:10.1/x' }, publishSubmissionBodySchema, {
      doi: 'doi:10.1/x',
    });
    expect(checked.ok).toBe(false);
    const { data, init } = (checked as { answer: unknown }).answer as {
      data: Record<string, unknown>;
      init: { status: number };
    };
    expect(init.status).toBe(400);
    expect(data).toMatchObject({
      doi: 'doi:10.1/x',
      fieldErrors: { doi: ['Enter a DOI like 10.1234/abc.2026.1.'] },
    });
  });

  it('hands back the contract’s output for a valid body', () => {
    expect(checkBody({ issueId: 4, pages: ' 3–9 ' }, publishSubmissionBodySchema, {})).toEqual({
      ok: true,
      data: { issueId: 4, pages: '3–9' },
    });
  });
});

describe('checkForm', () => {
  const contact = {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    subject: 'A question',
    message: 'Is the call for papers still open?',
  };

  /** A refused form's answer: status, field messages and what it echoes back. */
  function refusal(
    checked: ReturnType<typeof checkForm>,
  ): Record<string, unknown> & { status: number; fieldErrors: Record<string, string[]> } {
    if (checked.ok) throw new Error('expected the form to be refused');
    const { data, init } = checked.answer as unknown as {
      data: Record<string, unknown> & { fieldErrors: Record<string, string[]> };
      init: { status: number };
    };
    return { status: init?.status, ...data };
  }

  it('answers with the contract’s output for a valid form', () => {
    const checked = checkForm(formOf(contact), contactBodySchema, contact);
    expect(checked).toEqual({ ok: true, data: contact });
  });

  it('says what is missing, under each field, and keeps what was typed', () => {
    const typed = { ...contact, name: '', subject: '' };
    const answer = refusal(checkForm(formOf({ email: contact.email }), contactBodySchema, typed));
    expect(answer.status).toBe(400);
    expect(answer.fieldErrors).toMatchObject({
      name: ['Enter your name.'],
      subject: ['Enter a subject.'],
      message: ['Write your message.'],
    });
    // Everything typed comes back whole under `values`; the summary stays the summary.
    expect(answer).toMatchObject({ email: contact.email, values: typed });
    expect(answer.message).toBe('Please correct the errors below.');
  });

  it('refuses text over the contract’s limit with the limit in the message', () => {
    const long = { ...contact, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) };
    const answer = refusal(checkForm(formOf(long), contactBodySchema, long));
    expect(answer.fieldErrors.message).toEqual([
      `A message has at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
    ]);
    // The whole text comes back under `values` (the form's `message` field), so nothing typed
    // is lost, and the summary is the limit, not the text.
    expect((answer.values as { message?: string }).message).toBe(long.message);
    expect(answer.message).toBe(`A message has at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`);
  });

  it('treats a file posted where text belongs as missing, not as text', () => {
    const form = formOf({ ...contact });
    form.delete('name');
    form.append('name', new File(['Ada'], 'name.txt'));
    const answer = refusal(checkForm(form, contactBodySchema, { ...contact, name: '' }));
    expect(answer.fieldErrors.name).toEqual(['Enter your name.']);
  });

  it('refuses a line break in a single-line field', () => {
    const typed = { ...contact, subject: 'Bcc: everyone\r\nhi' };
    const answer = refusal(checkForm(formOf(typed), contactBodySchema, typed));
    expect(answer.fieldErrors.subject).toEqual(['The subject must be a single line of text.']);
    expect(answer.subject).toBe(typed.subject);
  });

  it('reads one form of a page of several by its prefix', () => {
    const form = formOf({ intent: 'email', 'email-email': 'not an address' });
    const answer = refusal(checkForm(form, forgotPasswordBodySchema, {}, { prefix: 'email-' }));
    expect(Object.keys(answer.fieldErrors)).toEqual(['email']);
  });
});
