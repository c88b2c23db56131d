import type { ApiErrorBody } from '@quire/contracts';

type FieldErrors = Record<string, string[]>;

/** An error meant for the client: its status and message are sent as they are. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: string[] | FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  /** The one JSON error body every endpoint answers with (see docs/architecture.md). */
  toBody(): ApiErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/** 400 with per-field messages. */
export function validationError(
  errors: FieldErrors,
  message = 'The request is invalid.',
): HttpError {
  return new HttpError(400, message, errors);
}

/** 404 naming what was not found. */
export function notFound(what: string): HttpError {
  return new HttpError(404, `${what} was not found.`);
}

/** 401 for a missing, expired or revoked session. */
export function unauthorized(message = 'Please sign in to continue.'): HttpError {
  return new HttpError(401, message);
}

/** 403 for a signed-in user without the right. */
export function forbidden(message = 'You do not have permission to do this.'): HttpError {
  return new HttpError(403, message);
}

/** 409 for a request that conflicts with what exists. */
export function conflict(message: string): HttpError {
  return new HttpError(409, message);
}
