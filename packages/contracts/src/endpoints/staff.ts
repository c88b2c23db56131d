import { z } from 'zod';
import { signInResponseSchema } from '../auth';
import { apiErrorSchema, listSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  acceptedInvitationSchema,
  invitationBodySchema,
  invitationParamsSchema,
  invitationRegisterBodySchema,
  invitationSchema,
  invitationTokenParamsSchema,
  publicInvitationSchema,
} from '../invitations';
import { peopleQuerySchema, personParamsSchema, personSchema } from '../people';
import {
  addJournalStaffBodySchema,
  journalIdParamsSchema,
  journalStaffBodySchema,
  journalStaffMemberSchema,
  journalStaffParamsSchema,
  journalStaffQuerySchema,
  staffCandidateSchema,
  staffCandidatesQuerySchema,
} from '../staff';
import { backOfficeErrors } from './errors';

/** A staff read or change's failures: refused, signed out, a role too small, not found. */
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

/**
 * A journal's staff (`admin/journals/:journalId/staff…`), as `api.staff`: its managers, editors
 * and section editors read it; its managers and the site's administrators change it.
 */
export const staffEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/admin/journals/:journalId/staff',
    tags: ['staff'],
    summary: 'A journal’s staff: each person with their roles (and sections, as section editor)',
    description:
      'For the journal’s managers, editors and section editors, and site administrators; anyone else gets 404. Most senior role first, then by name. `q` keeps the people whose name or email contains it.',
    signedIn: true,
    params: journalIdParamsSchema,
    query: journalStaffQuerySchema,
    responses: { 200: z.object({ data: z.array(journalStaffMemberSchema) }), ...errors },
  }),
  candidates: endpoint({
    method: 'GET',
    path: '/admin/journals/:journalId/staff/candidates',
    tags: ['staff'],
    summary: 'Find the accounts whose name contains `name`, to add one to a journal’s staff',
    description:
      'Managers of the journal and site administrators (those who may change its staff); anyone else gets 404 or 403 as for the staff. At most ten, names starting with the text first; disabled accounts are left out. 400 naming `name` under two letters.',
    signedIn: true,
    params: journalIdParamsSchema,
    query: staffCandidatesQuerySchema,
    responses: { 200: z.object({ data: z.array(staffCandidateSchema) }), ...errors },
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/journals/:journalId/staff',
    tags: ['staff'],
    summary: 'Give roles in a journal to the person with an account at this email address',
    description:
      'Managers of the journal and site administrators. Their roles in the journal become exactly these; 404 naming `email` when no account uses the address.',
    signedIn: true,
    params: journalIdParamsSchema,
    body: addJournalStaffBodySchema,
    // 409: the roles changed meanwhile.
    responses: { 200: journalStaffMemberSchema, ...backOfficeErrors },
  }),
  set: endpoint({
    method: 'PUT',
    path: '/admin/journals/:journalId/staff/:userId',
    tags: ['staff'],
    summary: 'Give a person exactly these roles in a journal (roles left out are taken away)',
    description:
      'Managers of the journal and site administrators. A section editor needs `sectionIds` (sections of this journal); roles kept keep their date.',
    signedIn: true,
    params: journalStaffParamsSchema,
    body: journalStaffBodySchema,
    responses: { 200: journalStaffMemberSchema, ...backOfficeErrors },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/journals/:journalId/staff/:userId',
    tags: ['staff'],
    summary: 'Take every staff role in a journal from a person (an author stays an author)',
    signedIn: true,
    params: journalStaffParamsSchema,
    responses: { 204: z.null(), ...errors },
  }),
} as const;

/**
 * Invitations to a journal's staff, as `api.invitations`: its managers send, resend and withdraw
 * them (`admin/journals/:journalId/invitations…`); the invited person reads, accepts or registers
 * with the link's token (`invitations/:token…`).
 */
export const invitationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/admin/journals/:journalId/invitations',
    tags: ['staff'],
    summary: 'A journal’s open invitations, newest first (expired ones too)',
    signedIn: true,
    params: journalIdParamsSchema,
    responses: { 200: z.object({ data: z.array(invitationSchema) }), ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/journals/:journalId/invitations',
    tags: ['staff'],
    summary: 'Invite someone to the journal’s staff by email (a link is mailed to them)',
    description:
      'The link works once, for `INVITATION_TTL_DAYS` days (14 by default); a newer invitation to the same address replaces an open one.',
    signedIn: true,
    params: journalIdParamsSchema,
    body: invitationBodySchema,
    responses: { 201: invitationSchema, ...errors },
  }),
  resend: endpoint({
    method: 'POST',
    path: '/admin/journals/:journalId/invitations/:invitationId/resend',
    tags: ['staff'],
    summary: 'Send an invitation again: a new link and a new expiry (the old link stops working)',
    signedIn: true,
    params: invitationParamsSchema,
    responses: { 200: invitationSchema, ...errors },
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/admin/journals/:journalId/invitations/:invitationId',
    tags: ['staff'],
    summary: 'Withdraw an invitation: its link stops working',
    signedIn: true,
    params: invitationParamsSchema,
    responses: { 204: z.null(), ...errors },
  }),
  read: endpoint({
    method: 'GET',
    path: '/invitations/:token',
    tags: ['invitations'],
    summary: 'What an invitation link offers: the journal, the roles, who sent it',
    description:
      'One 404 for a link that is unknown, used, expired or withdrawn. `accountExists` says whether to sign in or to create the account.',
    params: invitationTokenParamsSchema,
    responses: { 200: publicInvitationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  }),
  accept: endpoint({
    method: 'POST',
    path: '/invitations/:token/accept',
    tags: ['invitations'],
    summary: 'Accept an invitation as the signed-in account (roles held stay)',
    signedIn: true,
    params: invitationTokenParamsSchema,
    responses: { 200: acceptedInvitationSchema, ...errors },
  }),
  register: endpoint({
    method: 'POST',
    path: '/invitations/:token/register',
    tags: ['invitations'],
    summary: 'Create the invited account at the invited address, accept, and sign in',
    description:
      'The link proves the address, so no confirmation mail follows. 409 when an account uses the address already: sign in and accept instead.',
    params: invitationTokenParamsSchema,
    body: invitationRegisterBodySchema,
    responses: {
      201: signInResponseSchema,
      400: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
    },
  }),
} as const;

/** The site's people (`admin/users…`, site administrators only), as `api.people`. */
export const peopleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/admin/users',
    tags: ['people'],
    summary: 'The site’s people: name or email search, role, journal and state filters',
    description:
      '`role` is `site_admin` or a journal role; `journal` a journal slug (people with a role in it). Sorted by `name`, `email`, `lastSignIn` or `joined`, `dir` asc or desc; never signed in sorts last.',
    signedIn: true,
    query: peopleQuerySchema,
    responses: { 200: listSchema(personSchema), ...backOfficeErrors },
  }),
  grantSiteAdmin: endpoint({
    method: 'PUT',
    path: '/admin/users/:userId/site-admin',
    tags: ['people'],
    summary: 'Make a person a site administrator',
    description: 'They may then do everything, in every journal. Applies from their next request.',
    signedIn: true,
    params: personParamsSchema,
    responses: { 204: z.null(), ...backOfficeErrors },
  }),
  revokeSiteAdmin: endpoint({
    method: 'DELETE',
    path: '/admin/users/:userId/site-admin',
    tags: ['people'],
    summary: 'Take the site administrator role from a person',
    description:
      'Refused (409) for the last administrator who can sign in: a site always keeps one.',
    signedIn: true,
    params: personParamsSchema,
    responses: { 204: z.null(), ...backOfficeErrors },
  }),
  disable: endpoint({
    method: 'POST',
    path: '/admin/users/:userId/disable',
    tags: ['people'],
    summary: 'Disable an account: its sessions and sockets end, and it cannot sign in',
    description:
      'Refused (409) for your own account, so the site always keeps an administrator who can sign in.',
    signedIn: true,
    params: personParamsSchema,
    responses: { 204: z.null(), ...backOfficeErrors },
  }),
  enable: endpoint({
    method: 'POST',
    path: '/admin/users/:userId/enable',
    tags: ['people'],
    summary: 'Enable a disabled account: it can sign in again',
    signedIn: true,
    params: personParamsSchema,
    responses: { 204: z.null(), ...backOfficeErrors },
  }),
} as const;
