import { apiErrorSchema } from '../common';

/**
 * The errors a back-office write answers with: a body refused (400), signed out (401), a role too
 * small (403), something missing or of another journal (404), and a conflict — a stale version, a
 * slug taken, something that cannot be deleted (409).
 */
export const backOfficeErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;
