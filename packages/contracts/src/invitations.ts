import { z } from 'zod';
import { newPasswordSchema } from './auth';
import { requiredLine } from './fields';
import { PROFILE_TEXT_LIMITS } from './limits';
import { journalRoleSchema, staffRoleSchema } from './roles';
import { addJournalStaffBodySchema, journalIdParamsSchema } from './staff';

/**
 * `POST admin/journals/:journalId/invitations`: invite the person at `email` to the journal's
 * staff with these roles (and sections, as section editor). A link is mailed to them.
 */
export const invitationBodySchema = addJournalStaffBodySchema;
export type InvitationBody = z.infer<typeof invitationBodySchema>;

/** `…/invitations/:invitationId`. */
export const invitationParamsSchema = journalIdParamsSchema.extend({
  invitationId: journalIdParamsSchema.shape.journalId,
});
export type InvitationParams = z.infer<typeof invitationParamsSchema>;

/** An invitation as the journal's managers see it: still open, or expired unanswered. */
export const invitationSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  roles: z.array(staffRoleSchema),
  sections: z.array(z.object({ id: z.number().int().positive(), title: z.string() })),
  /** Who sent it (null once their account is gone). */
  invitedBy: z.string().nullable(),
  /** When it was last sent (ISO date-time). */
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  status: z.enum(['pending', 'expired']),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The token of an invitation link (`invitations/:token`). */
export const invitationTokenParamsSchema = z.object({
  token: z
    .string()
    .min(20, { error: 'This invitation link is incomplete.' })
    .max(200, { error: 'This invitation link is not one of ours.' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'This invitation link is not one of ours.' }),
});
export type InvitationTokenParams = z.infer<typeof invitationTokenParamsSchema>;

/** `GET invitations/:token`: what the invitation offers, for the page that accepts it. */
export const publicInvitationSchema = z.object({
  email: z.string(),
  journal: z.object({ slug: z.string(), title: z.string() }),
  roles: z.array(journalRoleSchema),
  invitedBy: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  /** Whether an account already uses the address (then: sign in, and accept). */
  accountExists: z.boolean(),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

/** `POST invitations/:token/accept` (signed in): the journal and the roles now held there. */
export const acceptedInvitationSchema = z.object({
  journal: z.object({ slug: z.string(), title: z.string() }),
  roles: z.array(journalRoleSchema),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/**
 * `POST invitations/:token/register`: the invited person's new account at the invited address
 * (the link proves the address), then signed in.
 */
export const invitationRegisterBodySchema = z.object({
  name: requiredLine('The name', 'Enter your name.', PROFILE_TEXT_LIMITS.name),
  password: newPasswordSchema,
});
export type InvitationRegisterBody = z.infer<typeof invitationRegisterBodySchema>;
