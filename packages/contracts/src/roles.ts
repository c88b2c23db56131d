import { z } from 'zod';
import { JOURNAL_ROLES, STAFF_ROLES } from './role-rules';

/** One of `JOURNAL_ROLES` (see `role-rules.ts` for what each allows). */
export const journalRoleSchema = z.enum(JOURNAL_ROLES, {
  error: `Choose roles among: ${JOURNAL_ROLES.join(', ')}.`,
});

/** One of `STAFF_ROLES`. */
export const staffRoleSchema = z.enum(STAFF_ROLES, {
  error: `Choose roles among: ${STAFF_ROLES.join(', ')}.`,
});

/** A journal in which the signed-in user holds roles, as their account carries it. */
export const journalMembershipSchema = z.object({
  journalId: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  roles: z.array(journalRoleSchema),
  /** The sections they handle as section editor (empty without that role). */
  sectionIds: z.array(z.number().int().positive()),
});
export type JournalMembership = z.infer<typeof journalMembershipSchema>;
