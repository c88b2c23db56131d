import { z } from 'zod';
import { bodyId, optionalLine, optionalParagraphs, requiredLine, versionSchema } from './fields';
import { adminIssueSchema } from './issue';
import { SUBMISSION_TEXT_LIMITS } from './limits';

/*
 * Volumes and issues as the editors make them (`admin/issues…`). A volume is a number on its
 * issues, as in OJS: the first issue with a new volume number makes the volume, and the last one
 * to leave it removes it. An issue is a draft, scheduled (published at a date to come, which the
 * API honours from that moment), published, or withdrawn (unpublished with a reason: its articles
 * stay reachable, with a notice).
 */

/** Highest volume or issue number. */
export const ISSUE_NUMBER_MAX = 9999;
/** Longest issue title. */
export const ISSUE_TITLE_MAX_LENGTH = 300;
/** Longest issue description (HTML). */
export const ISSUE_DESCRIPTION_MAX_LENGTH = 20_000;
/** Longest reason given for withdrawing an issue. */
export const ISSUE_WITHDRAWAL_REASON_MAX_LENGTH = 1_000;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${label} as a whole number.` })
    .int({ error: `Enter the ${label} as a whole number.` })
    .min(min, { error: `The ${label} is at least ${min}.` })
    .max(max, { error: `The ${label} is at most ${max}.` });

/** The fields an issue is created and edited with. */
const issueFieldsSchema = z.object({
  volume: wholeNumber('volume number', 1, ISSUE_NUMBER_MAX),
  number: wholeNumber('issue number', 1, ISSUE_NUMBER_MAX),
  year: wholeNumber('year', 1600, 2999),
  title: optionalLine('The title', ISSUE_TITLE_MAX_LENGTH),
  /** HTML from the rich-text editor, sanitised at display. */
  description: optionalParagraphs('The description', ISSUE_DESCRIPTION_MAX_LENGTH),
});

/** `POST admin/issues`: a new draft issue of a journal (its volume made when new). */
export const createIssueBodySchema = issueFieldsSchema.extend({ journalId: bodyId('The journal') });
export type CreateIssueBody = z.infer<typeof createIssueBodySchema>;
export type CreateIssueInput = z.input<typeof createIssueBodySchema>;

/** `PUT admin/issues/:issueId`: its numbers, year, title and description, from `version`. */
export const issueUpdateBodySchema = issueFieldsSchema.extend({ version: versionSchema });
export type IssueUpdateBody = z.infer<typeof issueUpdateBodySchema>;
export type IssueUpdateInput = z.input<typeof issueUpdateBodySchema>;

/**
 * `POST admin/issues/:issueId/publish`: published now, or scheduled for `at` (a moment to come;
 * the back office reads it in the journal's time zone).
 */
export const publishIssueBodySchema = z.object({
  at: z.iso
    .datetime({ offset: true, error: 'Give the publication date and time.' })
    .nullish()
    .transform((value) => value ?? null),
  version: versionSchema,
});
export type PublishIssueBody = z.infer<typeof publishIssueBodySchema>;
export type PublishIssueInput = z.input<typeof publishIssueBodySchema>;

/** `POST admin/issues/:issueId/withdraw`: unpublished, with the reason readers are shown. */
export const withdrawIssueBodySchema = z.object({
  reason: requiredLine(
    'The reason',
    'Say why the issue is withdrawn: readers of its articles are shown it.',
    ISSUE_WITHDRAWAL_REASON_MAX_LENGTH,
  ),
  version: versionSchema,
});
export type WithdrawIssueBody = z.infer<typeof withdrawIssueBodySchema>;

/** `POST admin/issues/:issueId/draft` and `…/current`: a state change from `version`. */
export const issueVersionBodySchema = z.object({ version: versionSchema });
export type IssueVersionBody = z.infer<typeof issueVersionBodySchema>;

/** Most articles one table of contents orders at once. */
export const ISSUE_TOC_LIMIT = 500;

/**
 * `PUT admin/issues/:issueId/contents`: every article of the issue in reading order, each with
 * its section and page range. The table of contents groups them by section (in the journal's
 * section order), in this order within each.
 */
export const issueContentsBodySchema = z.object({
  articles: z
    .array(
      z.object({
        id: bodyId('Each article'),
        sectionId: bodyId('The section').nullable(),
        pages: optionalLine('The pages', SUBMISSION_TEXT_LIMITS.pages),
      }),
      { error: 'Give every article of the issue, in order.' },
    )
    .max(ISSUE_TOC_LIMIT, { error: `At most ${ISSUE_TOC_LIMIT} articles are ordered at once.` })
    .refine((list) => new Set(list.map((article) => article.id)).size === list.length, {
      error: 'Each article appears once.',
    }),
  version: versionSchema,
});
export type IssueContentsBody = z.infer<typeof issueContentsBodySchema>;
export type IssueContentsInput = z.input<typeof issueContentsBodySchema>;

/** An article of an issue as its editors order it. */
export const issueContentsArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  authors: z.array(z.string()),
  sectionId: z.number().int().nullable(),
  pages: z.string().nullable(),
});
export type IssueContentsArticle = z.infer<typeof issueContentsArticleSchema>;

/** `GET admin/issues/:issueId`: an issue as its editors edit it, its contents included. */
export const editableIssueSchema = adminIssueSchema.extend({
  journal: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** The journal's IANA time zone: schedules are shown and typed in it. */
    timeZone: z.string(),
  }),
  description: z.string().nullable(),
  /** Why it was withdrawn (state `withdrawn`), else null. */
  withdrawalReason: z.string().nullable(),
  version: z.number().int(),
  lastChange: z.object({ at: z.iso.datetime(), by: z.string().nullable() }).nullable(),
  /** The journal's sections, in its order (the table of contents' groups). */
  sections: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** The issue's articles in reading order. */
  articles: z.array(issueContentsArticleSchema),
});
export type EditableIssue = z.infer<typeof editableIssueSchema>;
