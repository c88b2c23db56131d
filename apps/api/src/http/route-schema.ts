import { apiErrorSchema } from '@quire/contracts';

/** An operation's OpenAPI security: a bearer token or the session cookie. */
export const SIGNED_IN: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * The errors a back-office write answers with, for its response schema: a body refused (400),
 * signed out (401), a role too small (403), something missing or of another journal (404), and
 * a conflict — a stale version, a slug taken, something that cannot be deleted (409).
 */
export const BACK_OFFICE_ERRORS = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;
