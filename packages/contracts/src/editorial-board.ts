import { z } from 'zod';

/** The roles an editorial board lists, most senior first (reviewers stay anonymous). */
export const BOARD_ROLES = ['manager', 'editor', 'section_editor'] as const;
export type BoardRole = (typeof BOARD_ROLES)[number];

/** One member of an editorial board, as readers see them (no email, no account id). */
export const boardMemberSchema = z.object({
  name: z.string(),
  affiliation: z.string().nullable(),
  /** A bare ORCID iD, or null. */
  orcid: z.string().nullable(),
  /** Plain text, or null. */
  bio: z.string().nullable(),
  /** The sections a section editor handles (empty for other roles). */
  sections: z.array(z.string()),
});
export type BoardMember = z.infer<typeof boardMemberSchema>;

/**
 * `GET journals/:slug/editorial-board`: the journal's editorial board, made from the people who
 * hold its roles (managers, editors, section editors), by role and then by name.
 */
export const editorialBoardSchema = z.object({
  journal: z.object({ slug: z.string(), title: z.string() }),
  groups: z.array(z.object({ role: z.enum(BOARD_ROLES), members: z.array(boardMemberSchema) })),
});
export type EditorialBoard = z.infer<typeof editorialBoardSchema>;
