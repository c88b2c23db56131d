import { backOfficeErrors } from '@quire/contracts';

/** An operation's OpenAPI security: a bearer token or the session cookie. */
export const SIGNED_IN: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** The errors a back-office write answers with (declared with the endpoints in `@quire/contracts`). */
export const BACK_OFFICE_ERRORS = backOfficeErrors;
