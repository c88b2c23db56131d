import { z } from 'zod';

/**
 * `GET admin/attention`: what waits for the signed-in editor, per journal they work on — the
 * back office's dashboard. Each count is of things someone must act on; zero means nothing waits.
 */
export const journalAttentionSchema = z.object({
  journal: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  /** Submitted, waiting for a first decision (in the editor's sections, for a section editor). */
  newSubmissions: z.number().int(),
  /** Under review: waiting for the editor's decision once reviews are in. */
  underReview: z.number().int(),
  /** Accepted, waiting to be published into an issue. */
  acceptedUnpublished: z.number().int(),
  /** News drafts of the journal (for those who write its news). */
  newsDrafts: z.number().int(),
  /** Invitations to its staff whose link expired unanswered (for its managers). */
  expiredInvitations: z.number().int(),
  /** Whether it has no section yet (articles are filed under one). */
  noSections: z.boolean(),
  /** Whether it is closed to submissions. */
  closed: z.boolean(),
});
export type JournalAttention = z.infer<typeof journalAttentionSchema>;

export const attentionSchema = z.object({
  journals: z.array(journalAttentionSchema),
  /** The site's own news drafts (site administrators; null for anyone else). */
  siteNewsDrafts: z.number().int().nullable(),
});
export type Attention = z.infer<typeof attentionSchema>;
