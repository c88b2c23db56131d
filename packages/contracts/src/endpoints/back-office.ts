import { attentionSchema } from '../attention';
import { auditPageSchema, auditQuerySchema } from '../audit';
import { apiErrorSchema } from '../common';
import { endpoint } from '../endpoint';
import { siteSettingsBodySchema, siteSettingsSchema } from '../site-settings';

/** A site setting save's failures: refused, signed out, not an administrator, saved since. */
const settingsErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
};

/** The back office's audit log, as `api.audit`. */
export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/admin/audit',
    tags: ['audit'],
    summary: 'The back office’s changes, newest first (who, what, when, old and new values)',
    description:
      'Site administrators read every entry; a journal’s managers read their journals’ entries; anyone else in the back office gets 403. Page with `before` (the previous page’s `meta.nextBefore`).',
    signedIn: true,
    query: auditQuerySchema,
    responses: {
      200: auditPageSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  }),
} as const;

/** What waits for the signed-in editor, as `api.attention`. */
export const attentionEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/admin/attention',
    tags: ['back office'],
    summary: 'What waits for the signed-in editor, per journal they work on',
    description:
      'New submissions, submissions under review, accepted ones not yet published, news drafts, expired invitations, journals without sections or closed — each within the person’s journals and sections.',
    signedIn: true,
    responses: { 200: attentionSchema, 401: apiErrorSchema, 403: apiErrorSchema },
  }),
} as const;

/** The site's own settings (site administrators), as `api.siteSettings`. */
export const siteSettingsEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/admin/settings',
    tags: ['settings'],
    summary: 'The site’s settings as its administrators edit them',
    signedIn: true,
    responses: { 200: siteSettingsSchema, ...settingsErrors },
  }),
  save: endpoint({
    method: 'PUT',
    path: '/admin/settings',
    tags: ['settings'],
    summary: 'Save the site’s settings (from the version they were read at)',
    description:
      'Site name, description, contact email, footer text, abstract word limit. 409 naming who saved since. Every page is purged: the settings shape them all.',
    signedIn: true,
    body: siteSettingsBodySchema,
    responses: { 200: siteSettingsSchema, ...settingsErrors },
  }),
} as const;
