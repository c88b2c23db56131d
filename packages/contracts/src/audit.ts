import { z } from 'zod';
import { hasNoControlCharacters } from './params';

/** What the back office records, by record and verb (the audit log's `action`). */
export const AUDIT_ACTIONS = [
  'journal.created',
  'journal.updated',
  'journal.archived',
  'journal.restored',
  'journal.deleted',
  'journal.doi_settings_changed',
  'doi.deposit_queued',
  'journals.reordered',
  'section.created',
  'section.updated',
  'section.deleted',
  'sections.reordered',
  'staff.changed',
  'staff.removed',
  'invitation.sent',
  'invitation.resent',
  'invitation.withdrawn',
  'account.disabled',
  'account.enabled',
  'account.admin_granted',
  'account.admin_revoked',
  'settings.updated',
  'news.created',
  'news.updated',
  'news.deleted',
  'page.created',
  'page.updated',
  'page.deleted',
  'pages.reordered',
  'issue.created',
  'issue.updated',
  'issue.deleted',
  'issue.scheduled',
  'issue.published',
  'issue.unscheduled',
  'issue.withdrawn',
  'issue.made_current',
  'issue.contents_changed',
  'article.created',
  'article.updated',
  'article.deleted',
  'article.galley_set',
  'article.figure_set',
  'article.supplementary_changed',
  'review.settings_changed',
  'review.form_changed',
  'article.notice_published',
  'production.stage_changed',
  'production.galley_uploaded',
  'production.proof_sent',
  'production.proof_answered',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Each action in words, for the audit log's filter and entries. */
export const AUDIT_ACTION_NAMES: Record<AuditAction, string> = {
  'article.created': 'Article entered',
  'article.updated': 'Article metadata corrected',
  'article.deleted': 'Article deleted',
  'article.galley_set': 'Galley uploaded',
  'article.figure_set': 'Full-text image uploaded',
  'article.supplementary_changed': 'Supplementary files changed',
  'production.stage_changed': 'Production stage changed',
  'production.galley_uploaded': 'Production galley uploaded',
  'production.proof_sent': 'Proof sent to the author',
  'production.proof_answered': 'Proof answered by the author',
  'review.settings_changed': 'Peer review settings changed',
  'review.form_changed': 'Review form changed',
  'article.notice_published': 'Notice published',
  'issue.created': 'Issue created',
  'issue.updated': 'Issue changed',
  'issue.deleted': 'Issue deleted',
  'issue.scheduled': 'Issue scheduled',
  'issue.published': 'Issue published',
  'issue.unscheduled': 'Issue back to draft',
  'issue.withdrawn': 'Issue withdrawn',
  'issue.made_current': 'Issue made current',
  'issue.contents_changed': 'Table of contents changed',
  'journal.created': 'Journal created',
  'journal.updated': 'Journal settings changed',
  'journal.archived': 'Journal archived',
  'journal.restored': 'Journal brought back',
  'journal.deleted': 'Journal deleted',
  'journal.doi_settings_changed': 'DOI settings changed',
  'doi.deposit_queued': 'Crossref deposit asked for',
  'journals.reordered': 'Journals reordered',
  'section.created': 'Section added',
  'section.updated': 'Section changed',
  'section.deleted': 'Section deleted',
  'sections.reordered': 'Sections reordered',
  'staff.changed': 'Roles given or changed',
  'staff.removed': 'Removed from the staff',
  'invitation.sent': 'Invitation sent',
  'invitation.resent': 'Invitation sent again',
  'invitation.withdrawn': 'Invitation withdrawn',
  'account.disabled': 'Account disabled',
  'account.enabled': 'Account enabled',
  'account.admin_granted': 'Made a site administrator',
  'account.admin_revoked': 'No longer a site administrator',
  'settings.updated': 'Site settings changed',
  'news.created': 'News written',
  'news.updated': 'News changed',
  'news.deleted': 'News deleted',
  'page.created': 'Page added',
  'page.updated': 'Page changed',
  'page.deleted': 'Page deleted',
  'pages.reordered': 'Menu reordered',
};

/** Most entries one page of the audit log holds. */
export const AUDIT_PAGE_MAX = 100;

/**
 * `GET admin/audit`: the back office's changes, newest first, paged by cursor (`before`, the
 * last id of the page read), filtered by journal (its slug), action and who (name or email).
 */
export const auditQuerySchema = z.object({
  journal: z
    .string()
    .trim()
    .max(200, { error: 'A journal is named by its address, at most 200 characters.' })
    .refine(hasNoControlCharacters, { error: 'A journal is named by its address.' })
    .optional(),
  action: z
    .enum(AUDIT_ACTIONS, { error: 'Filter by one of the actions the log records.' })
    .optional(),
  who: z
    .string()
    .trim()
    .max(200, { error: 'Search for a person with at most 200 characters.' })
    .refine(hasNoControlCharacters, { error: 'Search with letters, digits and symbols.' })
    .optional(),
  before: z.coerce
    .number({ error: 'Page with the cursor the previous page gave.' })
    .int({ error: 'Page with the cursor the previous page gave.' })
    .positive({ error: 'Page with the cursor the previous page gave.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Page with the cursor the previous page gave.' })
    .optional(),
  limit: z.coerce
    .number({ error: `Ask for 1 to ${AUDIT_PAGE_MAX} entries.` })
    .int({ error: `Ask for 1 to ${AUDIT_PAGE_MAX} entries.` })
    .min(1, { error: `Ask for 1 to ${AUDIT_PAGE_MAX} entries.` })
    .max(AUDIT_PAGE_MAX, { error: `Ask for 1 to ${AUDIT_PAGE_MAX} entries.` })
    .default(25),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One field's change: its value before and after (as stored: text, numbers, lists, null). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** One entry of the audit log. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** Who made the change (null once their account is deleted). */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** The journal it concerns (null for the site's own records, or a journal since deleted). */
  journal: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** The record's title when it was changed. */
  subject: z.string(),
  targetId: z.number().int().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET admin/audit`: a page of entries, and the cursor of the next (older) page, if any. */
export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  meta: z.object({ nextBefore: z.number().int().nullable() }),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
