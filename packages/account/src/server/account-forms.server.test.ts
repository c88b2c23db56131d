// @vitest-environment node
import { contextForRequest } from '@quire/site/server';
import { describe, expect, it } from 'vitest';
import { answerAccountForm } from './account.server';

// Each post fails its section's contract, so the answer comes before any API call.
function post(fields: Record<string, string>) {
  const request = new Request('http://site.test/panel/account', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return { request, context: contextForRequest(request) };
}

function failureOf(answer: unknown) {
  const { data, init } = answer as { data: Record<string, unknown>; init: { status: number } };
  return { status: init.status, ...data };
}

describe('answerAccountForm', () => {
  it('says under the second field when the two new passwords differ', async () => {
    const answer = await answerAccountForm(
      post({
        intent: 'password',
        'password-currentPassword': 'the old one',
        'password-newPassword': 'a new passphrase',
        'password-confirmPassword': 'a new passphrase?',
      }),
    );
    expect(failureOf(answer)).toMatchObject({
      status: 400,
      section: 'password',
      ok: false,
      fieldErrors: { 'password-confirmPassword': ['The two new passwords differ.'] },
    });
  });

  it('asks for the typed phrase and the password of a deletion, keyed by its fields', async () => {
    const answer = await answerAccountForm(
      post({ intent: 'delete-account', 'delete-currentPassword': '', 'delete-confirm': 'delete' }),
    );
    expect(failureOf(answer)).toMatchObject({
      status: 400,
      section: 'delete',
      fieldErrors: {
        'delete-currentPassword': ['Enter your current password.'],
        'delete-confirm': ['Type DELETE to confirm.'],
      },
    });
  });

  it('refuses a new email that is not an address and echoes it back', async () => {
    const answer = await answerAccountForm(
      post({ intent: 'email', 'email-email': ' not-an-address ', 'email-currentPassword': 'pw' }),
    );
    expect(failureOf(answer)).toMatchObject({
      status: 400,
      section: 'email',
      values: { email: 'not-an-address' },
      fieldErrors: { 'email-email': ['Enter a valid email address, like name@example.org.'] },
    });
  });

  it('states the biography limit of the profile contract', async () => {
    const answer = await answerAccountForm(
      post({ intent: 'profile', 'profile-name': 'Ada', 'profile-bio': 'x'.repeat(2001) }),
    );
    expect(failureOf(answer)).toMatchObject({
      status: 400,
      fieldErrors: { 'profile-bio': ['The biography has at most 2000 characters.'] },
    });
  });
});
