import { describe, expect, it } from 'vitest';
import { formatApiError, GENERIC_ERROR_MESSAGE } from './format-api-error';

describe('formatApiError', () => {
  describe('messages', () => {
    it('uses data.message', () => {
      expect(formatApiError({ data: { message: 'Journal not found' } })).toBe('Journal not found');
    });

    it('uses a top-level message of an API error body', () => {
      expect(formatApiError({ message: 'Forbidden', errors: ['ignored'] })).toBe('Forbidden');
    });

    it('uses the body of an axios-style error over its own message', () => {
      const error = Object.assign(new Error('Request failed with status code 422'), {
        response: { status: 422, data: { message: 'The title is required' } },
      });
      expect(formatApiError(error)).toBe('The title is required');
    });

    it('uses an Error’s message when there is no body', () => {
      expect(formatApiError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    });

    it('trims the message', () => {
      expect(formatApiError({ data: { message: '  Gone  ' } })).toBe('Gone');
    });
  });

  describe('error lists', () => {
    it('numbers a list of messages, one per line', () => {
      expect(formatApiError({ data: { errors: ['Title is required', 'ISSN is invalid'] } })).toBe(
        '1) Title is required\n2) ISSN is invalid',
      );
    });

    it('prefixes field messages with the field and numbers them across fields', () => {
      const error = { errors: { email: ['is taken'], name: ['is required', 'is too long'] } };
      expect(formatApiError(error)).toBe(
        '1) email: is taken\n2) name: is required\n3) name: is too long',
      );
    });

    it('accepts a single message per field', () => {
      expect(formatApiError({ errors: { email: 'is taken' } })).toBe('1) email: is taken');
    });

    it('uses the errors when the message is empty', () => {
      expect(formatApiError({ message: ' ', errors: ['a'] })).toBe('1) a');
    });

    it('reads errors from an axios response body', () => {
      const error = { message: 'Request failed', response: { data: { errors: ['a', 'b'] } } };
      expect(formatApiError(error)).toBe('1) a\n2) b');
    });

    it('numbers a message that is itself a list', () => {
      expect(formatApiError({ message: ['a', 'b'] })).toBe('1) a\n2) b');
    });

    it('numbers a body that is a bare list', () => {
      expect(formatApiError({ data: ['a', 'b'] })).toBe('1) a\n2) b');
    });

    it('reads objects with a message inside a list', () => {
      expect(formatApiError({ errors: [{ message: 'a' }, 'b'] })).toBe('1) a\n2) b');
    });

    it('skips entries that are not messages', () => {
      expect(formatApiError({ errors: ['a', 3, null, '', { x: 1 }, 'b'] })).toBe('1) a\n2) b');
    });
  });

  describe('strings', () => {
    it('returns a plain string as is', () => {
      expect(formatApiError('Session expired')).toBe('Session expired');
    });

    it('returns a plain-text response body', () => {
      expect(formatApiError({ response: { data: 'Too many requests' } })).toBe('Too many requests');
    });

    it('does not show an HTML error page', () => {
      expect(formatApiError({ response: { data: '<!DOCTYPE html><h1>502</h1>' } })).toBe(
        GENERIC_ERROR_MESSAGE,
      );
    });
  });

  describe('fallback', () => {
    it('is "An unexpected error occurred"', () => {
      expect(GENERIC_ERROR_MESSAGE).toBe('An unexpected error occurred');
    });

    it.each([
      ['null', null],
      ['undefined', undefined],
      ['a number', 42],
      ['a boolean', true],
      ['an empty string', ''],
      ['an empty object', {}],
      ['an empty error list', { errors: [] }],
      ['an empty field map', { errors: { email: [] } }],
      ['a symbol', Symbol('x')],
      ['a function', () => 'x'],
      ['an Error without a message', new Error('')],
    ])('is used for %s', (_, error) => {
      expect(formatApiError(error)).toBe(GENERIC_ERROR_MESSAGE);
    });

    it('copes with circular objects', () => {
      const error: Record<string, unknown> = {};
      error.self = error;
      error.data = error;
      expect(formatApiError(error)).toBe(GENERIC_ERROR_MESSAGE);
    });

    it('never throws, even when reading the error throws', () => {
      const hostile = new Proxy(
        {},
        {
          get() {
            throw new Error('boom');
          },
        },
      );
      expect(formatApiError(hostile)).toBe(GENERIC_ERROR_MESSAGE);
    });
  });
});
