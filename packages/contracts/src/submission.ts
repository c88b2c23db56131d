import { z } from 'zod';
import { emailSchema } from './auth';
import { pageQuerySchema } from './common';
import {
  bodyId,
  keepAbsent,
  optionalLine,
  optionalParagraphs,
  pathIdSchema,
  requiredLine,
  requiredParagraphs,
} from './fields';
import { DOI_MAX_LENGTH, DOI_PATTERN } from './identifiers';
import { licenseIdSchema } from './license';
import {
  SUBMISSION_AUTHOR_LIMIT,
  SUBMISSION_KEYWORD_LIMIT,
  SUBMISSION_TEXT_LIMITS,
} from './limits';
import { orcidSchema } from './user';
import {
  EDITOR_DECISIONS,
  SUBMISSION_ACTORS,
  SUBMISSION_EVENT_KINDS,
  SUBMISSION_STATUSES,
} from './workflow';

export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);
/** One author of a submission, in the order they should appear. */
export const submissionAuthorSchema = z.object({
  name: requiredLine(
    'The author name',
    'Enter the author’s name.',
    SUBMISSION_TEXT_LIMITS.authorName,
  ),
  email: emailSchema,
  affiliation: optionalLine('The affiliation', SUBMISSION_TEXT_LIMITS.affiliation),
  orcid: z
    .union([orcidSchema, z.literal('')])
    .nullish()
    .transform(keepAbsent),
  /** The author the editors write to; exactly one author is corresponding on submit. */
  corresponding: z.boolean({ error: 'Corresponding must be true or false.' }).default(false),
});
export type SubmissionAuthor = z.infer<typeof submissionAuthorSchema>;
export type SubmissionAuthorInput = z.input<typeof submissionAuthorSchema>;

/**
 * An author as a stored submission lists them in answers: every field present, no defaults or
 * transforms (answers are encoded with their schema, and transforms cannot be encoded).
 */
export const submissionAuthorViewSchema = z.object({
  name: z.string(),
  email: z.string(),
  affiliation: z.string().nullable(),
  orcid: z.string().nullable(),
  corresponding: z.boolean(),
});

/** Most declarations of its own a journal asks (as `SUBMISSION_DECLARATION_LIMIT`). */
const JOURNAL_DECLARATION_LIMIT = 10;
/** Longest declaration of a journal (as `SUBMISSION_DECLARATION_MAX_LENGTH`). */
const JOURNAL_DECLARATION_MAX_LENGTH = 500;

/** The three declarations an author makes before submitting. */
export const submissionDeclarationsSchema = z.object({
  /** The work is original, not published or under consideration elsewhere. */
  originality: z.boolean().default(false),
  /** The author agrees to publish under the journal's licence. */
  licence: z.boolean().default(false),
  /** The author consents to the processing of the personal data in the submission. */
  privacy: z.boolean().default(false),
});
export type SubmissionDeclarations = z.infer<typeof submissionDeclarationsSchema>;

/**
 * The editable fields of a draft (`POST user/submissions`, `PATCH user/submissions/:id`).
 * Everything is optional so a draft can be saved at any step; `submit` checks completeness.
 */
export const submissionDraftBodySchema = z.object({
  journalId: bodyId('The journal').optional(),
  sectionId: bodyId('The section').nullish(),
  title: optionalLine('The title', SUBMISSION_TEXT_LIMITS.title),
  /** Plain text; paragraphs separated by blank lines. */
  abstract: optionalParagraphs('The abstract', SUBMISSION_TEXT_LIMITS.abstract),
  keywords: z
    .array(
      requiredLine('A keyword', 'A keyword cannot be empty.', SUBMISSION_TEXT_LIMITS.keyword),
      {
        error: 'Keywords must be a list.',
      },
    )
    .max(SUBMISSION_KEYWORD_LIMIT, { error: `Give at most ${SUBMISSION_KEYWORD_LIMIT} keywords.` })
    .refine((list) => new Set(list.map((word) => word.toLowerCase())).size === list.length, {
      error: 'Each keyword may appear once.',
    })
    .optional(),
  authors: z
    .array(submissionAuthorSchema, { error: 'Authors must be a list.' })
    .max(SUBMISSION_AUTHOR_LIMIT, { error: `List at most ${SUBMISSION_AUTHOR_LIMIT} authors.` })
    .optional(),
  coverLetter: optionalParagraphs('The cover letter', SUBMISSION_TEXT_LIMITS.coverLetter),
  declarations: submissionDeclarationsSchema.optional(),
  /** The journal's own declarations the author confirms, each as the journal words it. */
  journalDeclarations: z
    .array(z.string().max(JOURNAL_DECLARATION_MAX_LENGTH), {
      error: 'The journal’s declarations must be a list of sentences.',
    })
    .max(JOURNAL_DECLARATION_LIMIT, { error: 'A journal asks at most 10 declarations.' })
    .optional(),
});
export type SubmissionDraftBody = z.input<typeof submissionDraftBodySchema>;

/**
 * `POST user/submissions`: a new draft. `clientKey` (generated once per wizard) makes creation
 * idempotent — a double-clicked or retried create returns the same draft.
 */
export const createSubmissionBodySchema = submissionDraftBodySchema.extend({
  clientKey: z
    .string({ error: 'clientKey is required.' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'clientKey must be 8–64 letters, digits, - or _.' }),
});
export type CreateSubmissionBody = z.input<typeof createSubmissionBodySchema>;

/** What a file is to its submission. */
export const submissionFileRoleSchema = z.enum(['manuscript', 'supplementary', 'revision']);
export type SubmissionFileRole = z.infer<typeof submissionFileRoleSchema>;

/** `POST user/submissions/:id/files`: attach a file uploaded with `POST files`. */
export const attachSubmissionFileBodySchema = z.object({
  fileId: bodyId('The file'),
  role: submissionFileRoleSchema,
});
export type AttachSubmissionFileBody = z.infer<typeof attachSubmissionFileBodySchema>;

/** A file of a submission; download through `GET files/:id` (owner and editors only). */
export const submissionFileSchema = z.object({
  id: z.number().int().positive(),
  role: submissionFileRoleSchema,
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int().min(0),
  /** Review round the file belongs to: 1 for the original submission, +1 per resubmission. */
  round: z.number().int().min(1),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SubmissionFile = z.infer<typeof submissionFileSchema>;

export const editorDecisionSchema = z.enum(EDITOR_DECISIONS);

/**
 * One entry of a submission's timeline: a status change (`kind: 'status'`, with `fromStatus` and
 * `toStatus`), an editor assigned or unassigned, revised files, a review step or a message — who
 * did it and their message. `subjectName` names whom the event concerns (the editor assigned, the
 * files added); authors never receive reviewers' names or editors-only events.
 */
export const submissionEventSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(SUBMISSION_EVENT_KINDS),
  /** Null for the event that created the draft, and for events that change no status. */
  fromStatus: submissionStatusSchema.nullable(),
  /** The status it moved to; null for events that change no status. */
  toStatus: submissionStatusSchema.nullable(),
  actor: z.enum(SUBMISSION_ACTORS),
  /** Empty when the viewer may not know who it was (a reviewer, to the author). */
  actorName: z.string(),
  subjectName: z.string().nullable(),
  /** The editor's decision letter or the author's note to the editor; plain text. */
  message: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SubmissionEvent = z.infer<typeof submissionEventSchema>;

/** The journal (and section) a submission is for. */
const submissionJournalSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
});

/** A submission in lists. */
export const submissionSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string().nullable(),
  status: submissionStatusSchema,
  journal: submissionJournalSchema.nullable(),
  /** Submitting author (editors' lists need it; an author always sees themselves). */
  submitter: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  round: z.number().int().min(1),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

/** A submission in full: every field, its files, its history and, once published, its article. */
export const submissionSchema = submissionSummarySchema.extend({
  section: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  abstract: z.string().nullable(),
  keywords: z.array(z.string()),
  authors: z.array(submissionAuthorViewSchema),
  coverLetter: z.string().nullable(),
  declarations: submissionDeclarationsSchema,
  /** The journal's own declarations the author confirmed. */
  journalDeclarations: z.array(z.string()),
  files: z.array(submissionFileSchema),
  history: z.array(submissionEventSchema),
  /**
   * The current review round's progress without identities ("2 of 3 reviews received"): reviews
   * submitted out of those expected (invitations not declined or withdrawn); absent before review.
   */
  reviewProgress: z
    .object({ received: z.number().int().min(0), expected: z.number().int().min(0) })
    .nullable()
    .optional(),
  /** Site path of the published article (`/journals/{slug}/articles/{article_slug}`). */
  article: z.object({ id: z.number().int(), path: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Submission = z.infer<typeof submissionSchema>;

/** `GET user/submissions` and `GET admin/submissions`: filters on top of paging. */
export const submissionListQuerySchema = pageQuerySchema.extend({
  status: submissionStatusSchema.optional(),
  journalId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Words in the title or (for editors) the submitter's name or email. */
  q: z.string().trim().max(SUBMISSION_TEXT_LIMITS.search).optional(),
});
export type SubmissionListQuery = z.input<typeof submissionListQuerySchema>;

/** `POST user/submissions/:id/submit`: an optional note to the editor with the submission. */
export const submitSubmissionBodySchema = z.object({
  message: optionalParagraphs('The note to the editor', SUBMISSION_TEXT_LIMITS.submitNote),
});
export type SubmitSubmissionBody = z.input<typeof submitSubmissionBodySchema>;

/** `POST user/submissions/:id/resubmit`: revised files (already attached as `revision`) + response. */
export const resubmitBodySchema = z.object({
  message: requiredParagraphs(
    'The response to the editor',
    'Tell the editor what you changed.',
    SUBMISSION_TEXT_LIMITS.revisionResponse,
  ),
});
export type ResubmitBody = z.input<typeof resubmitBodySchema>;

/** `POST admin/submissions/:id/decisions`. The message goes to the author as a notification. */
export const editorDecisionBodySchema = z.object({
  decision: editorDecisionSchema,
  message: optionalParagraphs('The message to the author', SUBMISSION_TEXT_LIMITS.decisionMessage),
});
export type EditorDecisionBody = z.input<typeof editorDecisionBodySchema>;

/** `POST admin/submissions/:id/publish`: place an accepted submission in an issue. */
export const publishSubmissionBodySchema = z.object({
  issueId: bodyId('The issue'),
  sectionId: bodyId('The section').nullish(),
  pages: optionalLine('The pages', SUBMISSION_TEXT_LIMITS.pages),
  doi: z
    .string({ error: 'The DOI must be text.' })
    .trim()
    .max(DOI_MAX_LENGTH, { error: `A DOI has at most ${DOI_MAX_LENGTH} characters.` })
    .regex(DOI_PATTERN, { error: 'Enter a DOI like 10.1234/abc.2026.1.' })
    .nullish()
    .or(z.literal('').transform(() => null)),
  /** File id of the PDF galley (defaults to the latest PDF manuscript/revision). */
  galleyFileId: bodyId('The galley file').nullish(),
  /** The article's licence; the journal's default licence when left out. */
  licenseId: z
    .union([licenseIdSchema, z.literal('').transform(() => null)], {
      error: 'Choose one of the licences offered.',
    })
    .nullish(),
});
export type PublishSubmissionBody = z.input<typeof publishSubmissionBodySchema>;

/** `:id` of `user/submissions/:id` and `admin/submissions/:id`. */
export const submissionParamsSchema = z.object({ id: pathIdSchema });
/** `:id/files/:fileId`. */
export const submissionFileParamsSchema = z.object({ id: pathIdSchema, fileId: pathIdSchema });

/**
 * `GET user/submission-options`: what the wizard needs — journals with sections, the abstract
 * word limit and each upload purpose's accepted extensions and size limit.
 */
export const submissionOptionsSchema = z.object({
  journals: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      sections: z.array(z.object({ id: z.number().int(), title: z.string() })),
      /** The declarations the journal asks each author to confirm before submitting. */
      declarations: z.array(z.string()),
    }),
  ),
  abstractWordLimit: z.number().int().positive(),
  keywordLimit: z.number().int().positive(),
  uploads: z.object({
    manuscript: z.object({ extensions: z.array(z.string()), maxBytes: z.number().int() }),
    supplementary: z.object({ extensions: z.array(z.string()), maxBytes: z.number().int() }),
  }),
});
export type SubmissionOptions = z.infer<typeof submissionOptionsSchema>;

/** `GET admin/submissions/:id/issues`: the issues of the submission's journal it can be published in. */
export const publishTargetSchema = z.object({
  id: z.number().int().positive(),
  volume: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  title: z.string().nullable(),
  /** Whether the issue is already public (publishing into it makes the article public at once). */
  isPublished: z.boolean(),
  sections: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type PublishTarget = z.infer<typeof publishTargetSchema>;
