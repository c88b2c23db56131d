import { z } from 'zod';
import { emailSchema } from './auth';
import { bodyId, pathIdSchema } from './fields';
import { hasNoControlCharacters } from './params';
import { STAFF_ROLES, type StaffRole } from './role-rules';
import { staffRoleSchema } from './roles';

/** `…/journals/:journalId/staff/:userId`. */
export const journalStaffParamsSchema = z.object({
  journalId: pathIdSchema,
  userId: pathIdSchema,
});
export type JournalStaffParams = z.infer<typeof journalStaffParamsSchema>;

/** `…/journals/:journalId/staff`. */
export const journalIdParamsSchema = z.object({ journalId: pathIdSchema });
export type JournalIdParams = z.infer<typeof journalIdParamsSchema>;

/** `GET admin/journals/:journalId/staff?q=`: the staff whose name or email contains `q`. */
export const journalStaffQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, { error: 'Search with at most 200 characters.' })
    .refine(hasNoControlCharacters, { error: 'Search with letters, digits and symbols.' })
    .optional(),
});
export type JournalStaffQuery = z.infer<typeof journalStaffQuerySchema>;

/** Most people the staff page's search by name offers at once. */
export const STAFF_CANDIDATES_LIMIT = 10;

/**
 * `GET admin/journals/:journalId/staff/candidates?name=`: the accounts whose name contains `name`
 * (two letters at least), for a manager adding someone to the staff who knows their name only.
 */
export const staffCandidatesQuerySchema = z.object({
  name: z
    .string({ error: 'Type a name to search for.' })
    .trim()
    .min(2, { error: 'Type at least two letters of the name.' })
    .max(100, { error: 'Search with at most 100 characters.' })
    .refine(hasNoControlCharacters, { error: 'Search with letters, digits and symbols.' }),
});
export type StaffCandidatesQuery = z.infer<typeof staffCandidatesQuerySchema>;

/** An account the search by name found: who it is, and whether they are on the staff already. */
export const staffCandidateSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  affiliation: z.string().nullable(),
  /** Whether they hold a staff role in this journal already (their roles are changed above). */
  onStaff: z.boolean(),
});
export type StaffCandidate = z.infer<typeof staffCandidateSchema>;

/** Most sections one section editor may be given in a journal. */
export const MAX_SECTIONS_PER_EDITOR = 100;

/** The fields of a staff change: the roles, and a section editor's sections. */
const staffFields = {
  roles: z
    .array(staffRoleSchema, { error: 'Send the roles as a list.' })
    .min(1, { error: 'Choose at least one role (to remove someone from the staff, delete them).' })
    .max(STAFF_ROLES.length, { error: 'Each role may be given once.' })
    .refine((roles) => new Set(roles).size === roles.length, {
      error: 'Each role may be given once.',
    }),
  sectionIds: z
    .array(bodyId('A section'), { error: 'Send the sections as a list of ids.' })
    .max(MAX_SECTIONS_PER_EDITOR, {
      error: `A section editor handles at most ${MAX_SECTIONS_PER_EDITOR} sections.`,
    })
    .default([])
    .transform((ids) => [...new Set(ids)]),
};

/** A section editor needs sections, and only a section editor has them. */
function checkSections(
  body: { roles: readonly StaffRole[]; sectionIds: readonly number[] },
  context: z.core.$RefinementCtx,
): void {
  const sectionEditor = body.roles.includes('section_editor');
  if (sectionEditor && body.sectionIds.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['sectionIds'],
      message: 'Choose the sections this section editor handles.',
    });
  }
  if (!sectionEditor && body.sectionIds.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['sectionIds'],
      message: 'Only a section editor is given sections.',
    });
  }
}

/**
 * `PUT admin/journals/:journalId/staff/:userId`: the person's staff roles in that journal, all of
 * them (`DELETE` removes the person from the journal's staff). A section editor needs the
 * sections they handle; only a section editor has sections.
 */
export const journalStaffBodySchema = z.object(staffFields).superRefine(checkSections);
export type JournalStaffBody = z.infer<typeof journalStaffBodySchema>;

/**
 * `POST admin/journals/:journalId/staff`: gives roles to the person with an account at `email`
 * (their roles in the journal become exactly these).
 */
export const addJournalStaffBodySchema = z
  .object({ email: emailSchema, ...staffFields })
  .superRefine(checkSections);
export type AddJournalStaffBody = z.infer<typeof addJournalStaffBodySchema>;

/** One person of a journal's staff (`GET admin/journals/:journalId/staff`): their staff roles. */
export const journalStaffMemberSchema = z.object({
  user: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    email: z.string(),
    affiliation: z.string().nullable(),
  }),
  roles: z.array(staffRoleSchema),
  sections: z.array(z.object({ id: z.number().int().positive(), title: z.string() })),
  /** When the person was first given a role in this journal (ISO date-time). */
  since: z.iso.datetime(),
  /** When they last signed in (ISO date-time; null: not since this was recorded). */
  lastSignInAt: z.iso.datetime().nullable(),
});
export type JournalStaffMember = z.infer<typeof journalStaffMemberSchema>;
