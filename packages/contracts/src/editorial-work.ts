import { z } from 'zod';
import { bodyId, pathIdSchema } from './fields';
import { journalRoleSchema } from './roles';
import { submissionListQuerySchema } from './submission';
import { EDITOR_VIEWS } from './workflow';

/** One of the editors' views of the queue (`GET admin/submissions?view=…`). */
export const editorViewSchema = z.enum(EDITOR_VIEWS, {
  error: 'Choose one of the views: needs_me, unassigned, overdue or waiting.',
});

/** `GET admin/submissions`: the queue's filters, and one of the editors' views. */
export const adminSubmissionListQuerySchema = submissionListQuerySchema.extend({
  view: editorViewSchema.optional(),
});
export type AdminSubmissionListQuery = z.input<typeof adminSubmissionListQuerySchema>;

/** `GET admin/submission-views`: how many submissions each view holds for the signed-in editor. */
export const editorViewCountsSchema = z.object({
  needsMe: z.number().int().min(0),
  unassigned: z.number().int().min(0),
  overdue: z.number().int().min(0),
  waiting: z.number().int().min(0),
});
export type EditorViewCounts = z.infer<typeof editorViewCountsSchema>;

/** A person as the editors' assignment lists them, with their roles in the journal. */
const editorPersonSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  roles: z.array(journalRoleSchema),
});

/** An editor assigned to a submission. */
export const assignedEditorSchema = editorPersonSchema.extend({
  assignedAt: z.iso.datetime({ offset: true }),
  /** Who assigned them (null once that account is gone). */
  assignedBy: z.string().nullable(),
});
export type AssignedEditor = z.infer<typeof assignedEditorSchema>;

/**
 * Someone who may be assigned: a manager or editor of the journal, or a section editor of the
 * submission's section. `suggested` marks the section's own editors, listed first.
 */
export const editorCandidateSchema = editorPersonSchema.extend({ suggested: z.boolean() });
export type EditorCandidate = z.infer<typeof editorCandidateSchema>;

/** `GET admin/submissions/:id/editors`: who is assigned, and who else could be. */
export const submissionEditorsSchema = z.object({
  assigned: z.array(assignedEditorSchema),
  candidates: z.array(editorCandidateSchema),
});
export type SubmissionEditors = z.infer<typeof submissionEditorsSchema>;

/** `POST admin/submissions/:id/editors`: the person to assign. */
export const assignEditorBodySchema = z.object({ userId: bodyId('The editor') });
export type AssignEditorBody = z.input<typeof assignEditorBodySchema>;

/** `DELETE admin/submissions/:id/editors/:userId`. */
export const submissionEditorParamsSchema = z.object({
  id: pathIdSchema,
  userId: pathIdSchema,
});
