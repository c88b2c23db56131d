import { forgotPasswordBodySchema, registerFormSchema, signInBodySchema } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { parseFields, parseForm, textFields } from './parse-form.server';

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
});
