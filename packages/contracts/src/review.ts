import { z } from 'zod';
import { emailSchema } from './auth';
import { bodyId, optionalLine, pathIdSchema, requiredLine, requiredParagraphs } from './fields';
import {
  REVIEW_ASSIGNMENT_STATUSES,
  REVIEW_MODES,
  REVIEW_QUESTION_KINDS,
  REVIEW_RECOMMENDATIONS,
  REVIEW_ROUND_OUTCOMES,
} from './review-rules';
import { isStorableText } from './text-rules';

/** How long the texts of peer review may be. */
export const REVIEW_TEXT_LIMITS = {
  comments: 30_000,
  answer: 10_000,
  reason: 2_000,
  letter: 30_000,
  template: 10_000,
  prompt: 500,
  option: 200,
  name: 200,
} as const;

/** Free text with line breaks, possibly empty (never null): review comments and answers. */
function paragraphs(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .max(max, { error: `${label} has at most ${max} characters.` })
    .refine(isStorableText, { error: `${label} contains characters that are not allowed.` });
}

/** A due date as a calendar day or date-time; the API keeps it as an instant. */
const dueDateSchema = (label: string) =>
  z
    .string({ error: `${label} must be a date.` })
    .refine((value) => !Number.isNaN(Date.parse(value)), {
      error: `${label} must be a date, like 2026-12-31.`,
    });

export const reviewModeSchema = z.enum(REVIEW_MODES, {
  error: 'Choose open, anonymous reviewers or double anonymous.',
});
export const reviewRecommendationSchema = z.enum(REVIEW_RECOMMENDATIONS, {
  error: 'Choose a recommendation among those offered.',
});
export const reviewAssignmentStatusSchema = z.enum(REVIEW_ASSIGNMENT_STATUSES);

/** One question of a review form. */
export const reviewQuestionSchema = z
  .object({
    id: z.string({ error: 'Each question needs an id.' }).regex(/^[a-z0-9][a-z0-9-]{0,39}$/, {
      error: 'A question id is up to 40 lower-case letters, digits and hyphens.',
    }),
    kind: z.enum(REVIEW_QUESTION_KINDS, { error: 'A question is text, choice or scale.' }),
    prompt: requiredLine('The question', 'Write the question.', REVIEW_TEXT_LIMITS.prompt),
    help: optionalLine('The help text', REVIEW_TEXT_LIMITS.prompt).transform((v) => v ?? null),
    required: z.boolean({ error: 'Say whether the question must be answered.' }).default(false),
    options: z
      .array(requiredLine('A choice', 'Write the choice.', REVIEW_TEXT_LIMITS.option))
      .max(12, { error: 'A question offers at most 12 choices.' })
      .default([]),
    scaleMax: z
      .number({ error: 'A scale ends at a number from 2 to 10.' })
      .int()
      .min(2, { error: 'A scale ends at a number from 2 to 10.' })
      .max(10, { error: 'A scale ends at a number from 2 to 10.' })
      .nullable()
      .default(null),
    scaleLabels: z
      .tuple([
        requiredLine('The low end’s label', 'Name the low end.', 60),
        requiredLine('The high end’s label', 'Name the high end.', 60),
      ])
      .nullable()
      .default(null),
  })
  .superRefine((question, context) => {
    if (question.kind === 'choice' && question.options.length < 2) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'A choice question offers at least two choices.',
      });
    }
    if (question.kind === 'scale' && question.scaleMax === null) {
      context.addIssue({
        code: 'custom',
        path: ['scaleMax'],
        message: 'A scale question says where its scale ends (2 to 10).',
      });
    }
  });
export type ReviewQuestion = z.output<typeof reviewQuestionSchema>;

/** A question as answers carry it (no input rules: what was saved). */
export const savedQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(REVIEW_QUESTION_KINDS),
  prompt: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  options: z.array(z.string()),
  scaleMax: z.number().int().nullable(),
  scaleLabels: z.tuple([z.string(), z.string()]).nullable(),
});

/** A version of a journal's review form. */
export const reviewFormSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  questions: z.array(savedQuestionSchema),
  createdAt: z.iso.datetime(),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** `PUT admin/journals/:journalId/review-form`: saves a new version of the form. */
export const reviewFormBodySchema = z
  .object({
    questions: z
      .array(reviewQuestionSchema)
      .max(30, { error: 'A review form asks at most 30 questions.' }),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.questions.forEach((question, index) => {
      if (seen.has(question.id)) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index, 'id'],
          message: 'Two questions have this id; give each its own.',
        });
      }
      seen.add(question.id);
    });
  });
export type ReviewFormBody = z.input<typeof reviewFormBodySchema>;

const reminderDaysSchema = z
  .array(
    z
      .number({ error: 'A reminder is a whole number of days.' })
      .int({ error: 'A reminder is a whole number of days.' })
      .min(-60, { error: 'Remind at most 60 days before a due date.' })
      .max(60, { error: 'Remind at most 60 days after a due date.' })
      .refine((value) => value !== 0, { error: 'Remind before (−) or after (+) the due date.' }),
  )
  .max(6, { error: 'At most 6 reminders per due date.' });

/** The decision letters a journal words itself. */
export const DECISION_TEMPLATE_KEYS = ['request_revisions', 'accept', 'decline'] as const;

/** A journal's peer-review settings. */
export const reviewSettingsSchema = z.object({
  journalId: z.number().int().positive(),
  mode: reviewModeSchema,
  /** Sections and their own mode (null: the journal's). */
  sections: z.array(
    z.object({
      id: z.number().int().positive(),
      title: z.string(),
      mode: reviewModeSchema.nullable(),
    }),
  ),
  responseDays: z.number().int(),
  reviewDays: z.number().int(),
  responseReminderDays: z.array(z.number().int()),
  reviewReminderDays: z.array(z.number().int()),
  tellReviewersOutcome: z.boolean(),
  invitationTemplate: z.string(),
  reminderTemplate: z.string(),
  decisionTemplates: z.object({
    request_revisions: z.string(),
    accept: z.string(),
    decline: z.string(),
  }),
  version: z.number().int().positive(),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

const daysSchema = (label: string) =>
  z
    .number({ error: `${label} is a number of days.` })
    .int({ error: `${label} is a whole number of days.` })
    .min(1, { error: `${label} is at least 1 day.` })
    .max(365, { error: `${label} is at most 365 days.` });

const templateSchema = (label: string) =>
  requiredParagraphs(label, `Write ${label.toLowerCase()}.`, REVIEW_TEXT_LIMITS.template);

/** `PUT admin/journals/:journalId/review-settings`. */
export const reviewSettingsBodySchema = z.object({
  mode: reviewModeSchema,
  sections: z
    .array(z.object({ id: bodyId('The section'), mode: reviewModeSchema.nullable() }))
    .max(200)
    .default([]),
  responseDays: daysSchema('The time to answer'),
  reviewDays: daysSchema('The time to review'),
  responseReminderDays: reminderDaysSchema,
  reviewReminderDays: reminderDaysSchema,
  tellReviewersOutcome: z.boolean({ error: 'Say whether reviewers hear the outcome.' }),
  invitationTemplate: templateSchema('The invitation'),
  reminderTemplate: templateSchema('The reminder'),
  decisionTemplates: z.object({
    request_revisions: templateSchema('The revisions letter'),
    accept: templateSchema('The acceptance letter'),
    decline: templateSchema('The decline letter'),
  }),
  version: z
    .number({ error: 'Reload the page: the form did not say which version it changes.' })
    .int()
    .positive(),
});
export type ReviewSettingsBody = z.input<typeof reviewSettingsBodySchema>;

/** A reviewer of the journal, as the editor choosing reviewers sees them. */
export const reviewerCandidateSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  affiliation: z.string().nullable(),
  interests: z.array(z.string()),
  openAssignments: z.number().int(),
  completedReviews: z.number().int(),
  /** Average days from invitation to submitted review (null: none completed). */
  averageDays: z.number().nullable(),
  /** Already assigned to this round of this submission. */
  assignedHere: z.boolean(),
});
export type ReviewerCandidate = z.infer<typeof reviewerCandidateSchema>;

/**
 * `POST admin/submissions/:id/reviewers`: a reviewer of the journal by id, or a new person by
 * name and address (their account and reviewer role are made when they accept).
 */
export const assignReviewerBodySchema = z
  .object({
    reviewerId: bodyId('The reviewer').optional(),
    name: optionalLine('The reviewer’s name', REVIEW_TEXT_LIMITS.name),
    email: emailSchema.optional(),
    responseDueAt: dueDateSchema('The answer’s due date').optional(),
    reviewDueAt: dueDateSchema('The review’s due date').optional(),
  })
  .superRefine((body, context) => {
    if (body.reviewerId === undefined) {
      if (!body.email) {
        context.addIssue({
          code: 'custom',
          path: ['email'],
          message: 'Choose a reviewer, or give the address of the person to invite.',
        });
      }
      if (!body.name) {
        context.addIssue({
          code: 'custom',
          path: ['name'],
          message: 'Give the name of the person to invite.',
        });
      }
    }
  });
export type AssignReviewerBody = z.input<typeof assignReviewerBodySchema>;

/** `PATCH admin/review-assignments/:id`: new due dates. */
export const updateAssignmentBodySchema = z.object({
  responseDueAt: dueDateSchema('The answer’s due date').optional(),
  reviewDueAt: dueDateSchema('The review’s due date').optional(),
});
export type UpdateAssignmentBody = z.input<typeof updateAssignmentBodySchema>;

/** `POST admin/review-assignments/:id/remind`: a reminder now, from the journal's template. */
export const remindBodySchema = z.object({
  message: paragraphs('The reminder', REVIEW_TEXT_LIMITS.template).optional(),
});

/** `…/review-assignments/:id`. */
export const assignmentParamsSchema = z.object({ id: pathIdSchema });

/** The token of a review link (`review-links/:token`). */
export const reviewTokenParamsSchema = z.object({
  token: z
    .string()
    .min(20, { error: 'This review link is incomplete.' })
    .max(200, { error: 'This review link is not valid.' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'This review link is not valid.' }),
});

/** A file offered in review, named as the viewer may see it. */
export const reviewFileRefSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});
export type ReviewFileRef = z.infer<typeof reviewFileRefSchema>;

/** A review's content. */
export const reviewContentSchema = z.object({
  formVersion: z.number().int().nullable(),
  questions: z.array(savedQuestionSchema),
  answers: z.record(z.string(), z.union([z.string(), z.number()])),
  recommendation: reviewRecommendationSchema.nullable(),
  commentsForAuthor: z.string(),
  /** Only to editors and the reviewer who wrote it. */
  commentsForEditor: z.string().nullable(),
  files: z.array(reviewFileRefSchema),
  updatedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
});
export type ReviewContent = z.infer<typeof reviewContentSchema>;

/** An assignment as the submission's editors see it. */
export const editorAssignmentSchema = z.object({
  id: z.number().int().positive(),
  round: z.number().int(),
  status: reviewAssignmentStatusSchema,
  alias: z.string(),
  reviewer: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() }),
  invitedAt: z.iso.datetime(),
  responseDueAt: z.iso.datetime(),
  reviewDueAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  overdue: z.boolean(),
  declineReason: z.string().nullable(),
  suggested: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  sharedComments: z.string().nullable(),
  remindersSent: z.number().int(),
  review: reviewContentSchema.nullable(),
});
export type EditorAssignment = z.infer<typeof editorAssignmentSchema>;

/** A manuscript file of the round and what its metadata says. */
export const manuscriptCheckSchema = z.object({
  fileId: z.number().int().positive(),
  name: z.string(),
  /** The author fields found in its metadata (PDF Info / XMP). */
  metadataAuthors: z.array(z.string()),
  namesAnAuthor: z.boolean(),
  /** The cleaned copy reviewers receive instead (null: none yet). */
  cleanedFileId: z.number().int().nullable(),
  /** Whether reviewers receive it (a flagged file in double anonymous review waits for a clean copy). */
  sentToReviewers: z.boolean(),
});
export type ManuscriptCheck = z.infer<typeof manuscriptCheckSchema>;

/** One review round as the editors see it. */
export const editorRoundSchema = z.object({
  round: z.number().int(),
  openedAt: z.iso.datetime(),
  outcome: z.enum(REVIEW_ROUND_OUTCOMES).nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionLetter: z.string().nullable(),
  assignments: z.array(editorAssignmentSchema),
});
export type EditorRound = z.infer<typeof editorRoundSchema>;

/** `GET admin/submissions/:id/review`: the submission's peer review, for its editors. */
export const editorReviewSchema = z.object({
  submissionId: z.number().int().positive(),
  mode: reviewModeSchema,
  /** The round now open for reviewers (null: not in review). */
  openRound: z.number().int().nullable(),
  rounds: z.array(editorRoundSchema),
  manuscripts: z.array(manuscriptCheckSchema),
  defaults: z.object({ responseDueAt: z.iso.datetime(), reviewDueAt: z.iso.datetime() }),
});
export type EditorReview = z.infer<typeof editorReviewSchema>;

/** `GET admin/submissions/:id/decision-draft?decision=`: the letter, filled from the template. */
export const decisionDraftQuerySchema = z.object({
  decision: z.enum(DECISION_TEMPLATE_KEYS, {
    error: 'Choose request_revisions, accept or decline.',
  }),
});
export const decisionDraftSchema = z.object({
  decision: z.enum(DECISION_TEMPLATE_KEYS),
  letter: z.string(),
  reviews: z.array(
    z.object({
      assignmentId: z.number().int().positive(),
      alias: z.string(),
      reviewerName: z.string(),
      recommendation: reviewRecommendationSchema.nullable(),
      commentsForAuthor: z.string(),
      commentsForEditor: z.string(),
      answers: z.array(z.object({ prompt: z.string(), answer: z.string() })),
    }),
  ),
});
export type DecisionDraft = z.infer<typeof decisionDraftSchema>;

/**
 * `POST admin/submissions/:id/review-decision`: decide the round with a letter and the reviewer
 * comments the author receives (each as the editor edited it).
 */
export const reviewDecisionBodySchema = z.object({
  decision: z.enum(DECISION_TEMPLATE_KEYS, {
    error: 'Choose request_revisions, accept or decline.',
  }),
  letter: requiredParagraphs(
    'The decision letter',
    'Write the letter to the author.',
    REVIEW_TEXT_LIMITS.letter,
  ),
  shared: z
    .array(
      z.object({
        assignmentId: bodyId('The review'),
        comments: requiredParagraphs(
          'The shared comments',
          'Write the comments to share, or leave the review unshared.',
          REVIEW_TEXT_LIMITS.comments,
        ),
      }),
    )
    .max(50)
    .default([]),
});
export type ReviewDecisionBody = z.input<typeof reviewDecisionBodySchema>;

/** A submission as a reviewer sees it: what the anonymity mode allows. */
export const reviewSubmissionSchema = z.object({
  title: z.string().nullable(),
  abstract: z.string().nullable(),
  keywords: z.array(z.string()),
  section: z.string().nullable(),
  /** Null when the authors are hidden from reviewers (double anonymous). */
  authors: z.array(z.object({ name: z.string(), affiliation: z.string().nullable() })).nullable(),
});

/** `GET review-links/:token`, `GET reviews/:id`: one review task, for its reviewer. */
export const reviewTaskSchema = z.object({
  id: z.number().int().positive(),
  status: reviewAssignmentStatusSchema,
  round: z.number().int(),
  alias: z.string(),
  mode: reviewModeSchema,
  journal: z.object({ slug: z.string(), title: z.string() }),
  submission: reviewSubmissionSchema,
  invitedAt: z.iso.datetime(),
  responseDueAt: z.iso.datetime(),
  reviewDueAt: z.iso.datetime(),
  files: z.array(reviewFileRefSchema),
  form: z.object({
    version: z.number().int().nullable(),
    questions: z.array(savedQuestionSchema),
  }),
  review: reviewContentSchema.nullable(),
  /** The round's outcome, when the journal tells reviewers and the editor decided. */
  outcome: z.enum(REVIEW_ROUND_OUTCOMES).nullable(),
  /** Whether the reviewer's account can sign in with a password yet. */
  hasPassword: z.boolean(),
});
export type ReviewTask = z.infer<typeof reviewTaskSchema>;

/** `GET reviews`: the reviewer's assignments, open first. */
export const myReviewSchema = z.object({
  id: z.number().int().positive(),
  status: reviewAssignmentStatusSchema,
  round: z.number().int(),
  title: z.string().nullable(),
  journal: z.object({ slug: z.string(), title: z.string() }),
  invitedAt: z.iso.datetime(),
  responseDueAt: z.iso.datetime(),
  reviewDueAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  overdue: z.boolean(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** `POST review-links/:token/decline`. */
export const declineReviewBodySchema = z
  .object({
    reason: requiredParagraphs(
      'The reason',
      'Say why you decline (a line is enough).',
      REVIEW_TEXT_LIMITS.reason,
    ),
    suggestedName: optionalLine('The suggested reviewer’s name', REVIEW_TEXT_LIMITS.name),
    suggestedEmail: emailSchema.optional().or(z.literal('').transform(() => undefined)),
  })
  .superRefine((body, context) => {
    if (body.suggestedEmail && !body.suggestedName) {
      context.addIssue({
        code: 'custom',
        path: ['suggestedName'],
        message: 'Give the suggested reviewer’s name with their address.',
      });
    }
  });
export type DeclineReviewBody = z.input<typeof declineReviewBodySchema>;

/** `PUT review-links/:token/review`: saves the draft (and `POST …/review/submit` finalises it). */
export const reviewDraftBodySchema = z.object({
  answers: z
    .record(
      z.string().max(40),
      z.union([
        paragraphs('An answer', REVIEW_TEXT_LIMITS.answer),
        z.number().int().min(0).max(10),
      ]),
    )
    .default({}),
  recommendation: reviewRecommendationSchema.nullable().default(null),
  commentsForAuthor: paragraphs('The comments for the author', REVIEW_TEXT_LIMITS.comments).default(
    '',
  ),
  commentsForEditor: paragraphs('The comments for the editor', REVIEW_TEXT_LIMITS.comments).default(
    '',
  ),
});
export type ReviewDraftBody = z.input<typeof reviewDraftBodySchema>;

/** `GET submissions/:id/reviews`: the decided rounds, as the author receives them. */
export const authorReviewsSchema = z.object({
  rounds: z.array(
    z.object({
      round: z.number().int(),
      outcome: z.enum(REVIEW_ROUND_OUTCOMES).nullable(),
      decidedAt: z.iso.datetime().nullable(),
      letter: z.string().nullable(),
      reviews: z.array(z.object({ alias: z.string(), comments: z.string() })),
    }),
  ),
});
export type AuthorReviews = z.infer<typeof authorReviewsSchema>;

/** `PUT admin/journals/:journalId/reviewers/:userId/interests`, and the reviewer's own. */
export const reviewerInterestsBodySchema = z.object({
  interests: z
    .array(requiredLine('An interest', 'Write the interest.', 100))
    .max(30, { error: 'At most 30 interests.' }),
});

/** `GET user/reviewer-interests`: a journal where the signed-in person reviews, and their interests there. */
export const myReviewerInterestsSchema = z.object({
  journalId: z.number().int().positive(),
  journalTitle: z.string(),
  interests: z.array(z.string()),
});
export type MyReviewerInterests = z.infer<typeof myReviewerInterestsSchema>;

/** `GET admin/journals/:journalId/reviewers`: one of the journal's reviewers and their interests. */
export const journalReviewerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  interests: z.array(z.string()),
});
export type JournalReviewer = z.infer<typeof journalReviewerSchema>;
