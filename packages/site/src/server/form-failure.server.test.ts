import { ApiError } from '@quire/api-client';
import { describe, expect, it } from 'vitest';
import { formFailure, localFailure, SERVER_FAILURE_MESSAGE } from './form-failure.server';

function apiError(status: number, body: object): ApiError {
  const message = 'message' in body ? String(body.message) : 'failed';
  return new ApiError({ kind: 'http', status, body, message });
}

describe('localFailure', () => {
  it('keeps its summary when a field is called `message`, and echoes that field under values', () => {
    const typed = { email: 'a@b', message: 'Too short' };
    const answer = localFailure({ message: ['Write at least 10 characters.'] }, typed);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.message).toBe('Write at least 10 characters.');
    expect(answer.data.values).toEqual(typed);
    expect(answer.data.email).toBe('a@b');
  });
});

describe('formFailure', () => {
  it("shows a 429's own words (how long to wait), with its status, and keeps what was typed", () => {
    const message = 'Too many messages. Please wait 10 minutes before sending another.';
    const answer = formFailure(apiError(429, { message }), { subject: 'Hello' });
    expect(answer.init?.status).toBe(429);
    expect(answer.data).toEqual({
      message,
      fieldErrors: {},
      subject: 'Hello',
      values: { subject: 'Hello' },
    });
  });

  it('passes field errors of a 400 on to the form', () => {
    const body = { message: 'The body is invalid.', errors: { email: ['Enter your email.'] } };
    const answer = formFailure(apiError(400, body), {});
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ fieldErrors: { email: ['Enter your email.'] } });
  });

  it('answers a server failure with the generic message, never its details', () => {
    const answer = formFailure(apiError(500, { message: 'relation "users" is locked' }), {});
    expect(answer.init?.status).toBe(503);
    expect(answer.data.message).toBe(SERVER_FAILURE_MESSAGE);
  });
});
