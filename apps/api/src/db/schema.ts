import {
  DISCUSSION_KINDS,
  JOURNAL_ROLES,
  NEWS_STATUSES,
  type NoticeType,
  REVIEW_ASSIGNMENT_STATUSES,
  REVIEW_MODES,
  REVIEW_RECOMMENDATIONS,
  REVIEW_ROUND_OUTCOMES,
  SUBMISSION_ACTORS,
  SUBMISSION_EVENT_KINDS,
  SUBMISSION_STATUSES,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector; maintained by a trigger (see the migrations), never written by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const userRole = pgEnum('user_role', ['author', 'admin']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: userRole('role').notNull().default('author'),
    affiliation: text('affiliation'),
    orcid: text('orcid'),
    bio: text('bio'),
    avatarPath: text('avatar_path'),
    /** Mail the author about editorial decisions (security notices are always sent). */
    mailDecisions: boolean('mail_decisions').notNull().default(true),
    /** Mail the author when an article of theirs is published. */
    mailPublication: boolean('mail_publication').notNull().default(true),
    /** Mail an editor about their work: a submission assigned to them, new and revised ones. */
    mailEditorial: boolean('mail_editorial').notNull().default(true),
    /** Mail the person a submission's discussion message they have not seen online. */
    mailDiscussions: boolean('mail_discussions').notNull().default(true),
    /** When the person last signed in (null: never since this was recorded). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Set while a site administrator has disabled the account: it cannot sign in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    // The people list reads its pages in these orders (see `access/people.ts`).
    index('users_name_idx').on(table.name, table.id),
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_last_sign_in_idx').on(table.lastSignInAt.asc().nullsLast(), table.id.asc()),
    index('users_last_sign_in_desc_idx').on(table.lastSignInAt.desc().nullsLast(), table.id.desc()),
    // Searches by part of a name or address (`ilike '%…%'`: people, staff, the audit's "made
    // by") read these trigram indexes instead of every row (pg_trgm, migration 0027).
    index('users_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('password_resets_token_hash_idx').on(table.tokenHash)],
);

/**
 * Sign-ups waiting for their mailed link: the account is created only when the link is opened,
 * so registering never tells whether an address already has an account. Deleted when confirmed
 * (or when expired, by the next registration).
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    affiliation: text('affiliation'),
    orcid: text('orcid'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('pending_registrations_token_hash_idx').on(table.tokenHash),
    index('pending_registrations_email_lower_idx').on(sql`lower(${table.email})`),
    index('pending_registrations_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * A change of sign-in email waiting for its confirmation link to be opened at the new address.
 * Only the token's hash is stored; a newer request replaces an older one of the same account.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_changes_token_hash_idx').on(table.tokenHash),
    index('email_changes_user_idx').on(table.userId),
  ],
);

export const journals = pgTable(
  'journals',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    abbreviation: text('abbreviation'),
    /** HTML, sanitised at display. */
    description: text('description').notNull().default(''),
    issn: text('issn'),
    eissn: text('eissn'),
    publisher: text('publisher'),
    coverPath: text('cover_path'),
    /** The journal's logo (a stored image), shown in its banner; null for none. */
    logoPath: text('logo_path'),
    /** CSS colour (#rrggbb) the journal's pages are branded with. */
    brandColor: text('brand_color').notNull().default('#4338ca'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    /** The licence new articles get unless the editor picks another (CC BY 4.0 by default). */
    licenseName: text('license_name').notNull().default('CC BY 4.0'),
    licenseUrl: text('license_url').default('https://creativecommons.org/licenses/by/4.0/'),
    position: integer('position').notNull().default(0),
    /** HTML, sanitised at display: what the journal publishes. */
    focusScope: text('focus_scope').notNull().default(''),
    /** HTML, sanitised at display: what authors read before submitting. */
    authorGuidelines: text('author_guidelines').notNull().default(''),
    /** Sentences an author ticks, each, to submit (originality, ethics, data…). */
    submissionDeclarations: jsonb('submission_declarations')
      .$type<string[]>()
      .notNull()
      .default([]),
    /** IANA name; schedules (issues, reminders) read dates in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    submissionsOpen: boolean('submissions_open').notNull().default(true),
    /** The journal's DOI prefix (`10.5555`); null: no DOIs are minted. */
    doiPrefix: text('doi_prefix'),
    /** The suffix pattern of its articles' DOIs (placeholders: `DOI_PLACEHOLDERS`). */
    doiArticlePattern: text('doi_article_pattern').notNull().default('{journal}.{year}.{article}'),
    /** The suffix pattern of its issues' DOIs. */
    doiIssuePattern: text('doi_issue_pattern').notNull().default('{journal}.v{volume}i{issue}'),
    /** The suffix pattern of its notices' DOIs (`{notice}`: the notice's id; `{year}`: its date's). */
    doiNoticePattern: text('doi_notice_pattern')
      .notNull()
      .default('{journal}.{year}.{article}.n{notice}'),
    /**
     * The DOI of the journal's Crossmark policy page: Crossref takes a notice's `updates` relation
     * only inside a `crossmark` element, which names it. Without it, notices' DOIs are not deposited.
     */
    crossmarkPolicyDoi: text('crossmark_policy_doi'),
    /** Who Crossref writes to about the journal's deposits. */
    crossrefDepositorName: text('crossref_depositor_name'),
    crossrefDepositorEmail: text('crossref_depositor_email'),
    /** The Crossref account deposits are made with (the password is never sent back). */
    crossrefUsername: text('crossref_username'),
    crossrefPassword: text('crossref_password'),
    /** Deposits go to Crossref's production system (real registrations), else its test system. */
    crossrefProduction: boolean('crossref_production').notNull().default(false),
    /** Archived journals leave the site's lists and take no submissions; their pages stay. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Raised by every back-office save: a save made from an older version is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('journals_slug_idx').on(table.slug)],
);

/** A journal's former slugs: their addresses redirect to the journal's current one. */
export const journalSlugRedirects = pgTable(
  'journal_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('journal_slug_redirects_journal_idx').on(table.journalId)],
);

/** Static pages: a journal's (About, Editorial policies…), or the site's own (`journal_id` null). */
export const journalPages = pgTable(
  'journal_pages',
  {
    id: serial('id').primaryKey(),
    /** The journal the page belongs to; null for the site's own pages (its footer menu). */
    journalId: integer('journal_id').references(() => journals.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    position: integer('position').notNull().default(0),
    /** Listed in the journal's menu (in `position` order); a page out of it is still reachable. */
    inMenu: boolean('in_menu').notNull().default(true),
    /** Raised by every back-office save (see `journals.version`). */
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('journal_pages_journal_slug_idx').on(table.journalId, table.slug),
    // The index above treats nulls as distinct: the site's own pages need their own.
    uniqueIndex('site_pages_slug_idx').on(table.slug).where(sql`${table.journalId} is null`),
  ],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    abbreviation: text('abbreviation'),
    position: integer('position').notNull().default(0),
    /** HTML, sanitised at display: what the section publishes and how it is reviewed. */
    policy: text('policy'),
    submissionsOpen: boolean('submissions_open').notNull().default(true),
    peerReviewed: boolean('peer_reviewed').notNull().default(true),
    /** Raised by every back-office save (see `journals.version`). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [index('sections_journal_id_idx').on(table.journalId)],
);

/**
 * A person's roles in one journal (a person may hold several, in several journals). The site
 * administrator is `users.role = 'admin'`, not a row here. See `src/access/` for what each allows.
 */
export const journalRole = pgEnum('journal_role', JOURNAL_ROLES);

export const journalRoles = pgTable(
  'journal_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    role: journalRole('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who granted it (null for the migration, the seed and `quire` commands). */
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.journalId, table.role] }),
    index('journal_roles_journal_idx').on(table.journalId, table.role),
  ],
);

/** The sections a section editor handles (rows exist only beside a `section_editor` role). */
export const sectionEditors = pgTable(
  'section_editors',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.sectionId] }),
    index('section_editors_section_idx').on(table.sectionId),
  ],
);

/**
 * An invitation to a journal's staff, mailed as a link: accepting it gives its roles to the
 * signed-in account, or creates the account for its address. Only the token's hash is stored.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    roles: journalRole('roles').array().notNull(),
    /** A section editor's sections (sections deleted meanwhile are skipped on acceptance). */
    sectionIds: integer('section_ids').array().notNull().default(sql`'{}'::integer[]`),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_idx').on(table.tokenHash),
    index('invitations_journal_idx').on(table.journalId, table.createdAt),
  ],
);

export const volumes = pgTable(
  'volumes',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    year: integer('year').notNull(),
    title: text('title'),
  },
  (table) => [uniqueIndex('volumes_journal_number_idx').on(table.journalId, table.number)],
);

export const issues = pgTable(
  'issues',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    volumeId: integer('volume_id')
      .notNull()
      .references(() => volumes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    year: integer('year').notNull(),
    title: text('title'),
    description: text('description'),
    coverPath: text('cover_path'),
    /** What the cover shows, for screen readers (empty: decorative). */
    coverAlt: text('cover_alt').notNull().default(''),
    /**
     * When it was, or (scheduled) will be, published: readers see it from then on. Null for a
     * draft. Kept when the issue is withdrawn (`withdrawnAt`).
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    isCurrent: boolean('is_current').notNull().default(false),
    /** Set when its editors withdrew it: it leaves the journal's lists; its articles stay. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Why it was withdrawn, shown to readers of its articles. */
    withdrawalReason: text('withdrawal_reason'),
    /** Its DOI, minted when it is published (registered in `dois`, like articles' DOIs). */
    doi: text('doi'),
    /**
     * When its publication was announced (pages purged, recorded). Null only while a schedule
     * waits: the node whose update clears it first announces it, so a scheduled issue is
     * announced exactly once however many nodes run.
     */
    announcedAt: timestamp('announced_at', { withTimezone: true }).defaultNow(),
    /** Raised by every back-office save (see `journals.version`). */
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('issues_volume_number_idx').on(table.volumeId, table.number),
    // The scheduler's look for issues whose date has come and that no node announced yet.
    index('issues_unannounced_idx')
      .on(table.publishedAt)
      .where(sql`${table.announcedAt} is null and ${table.publishedAt} is not null`),
    index('issues_journal_published_idx').on(table.journalId, table.publishedAt),
    // At most one current issue per journal.
    uniqueIndex('issues_one_current_idx').on(table.journalId).where(sql`${table.isCurrent}`),
  ],
);

/** One author of an article, in byline order. Kept as JSON: always read and written with the article. */
export interface ArticleAuthorRecord {
  name: string;
  affiliation?: string | undefined;
  orcid?: string | undefined;
  email?: string | undefined;
  corresponding?: boolean | undefined;
}

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id').references(() => issues.id, { onDelete: 'set null' }),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** HTML, sanitised at display. */
    abstract: text('abstract').notNull().default(''),
    authors: jsonb('authors').$type<ArticleAuthorRecord[]>().notNull().default([]),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    /** Article type, e.g. research-article, review-article, editorial. */
    type: text('type').notNull().default('research-article'),
    language: text('language').notNull().default('en'),
    doi: text('doi'),
    pages: text('pages'),
    license: text('license'),
    licenseUrl: text('license_url'),
    receivedAt: date('received_at', { mode: 'string' }),
    acceptedAt: date('accepted_at', { mode: 'string' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    references: text('references').array().notNull().default(sql`'{}'::text[]`),
    pdfPath: text('pdf_path'),
    /** The full text as JATS XML (the editor's galley); rendered to sanitised HTML for readers. */
    fullTextJats: text('full_text_jats'),
    /**
     * Or the full text as HTML (an editor's HTML galley, sanitised as it was set): an article has
     * one full text, so setting either clears the other (migration 0043).
     */
    fullTextHtml: text('full_text_html'),
    /** The author who submitted it through the panel; kept null when that account is deleted. */
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    searchVector: tsvector('search_vector'),
    /** Title (A), keywords and author names (B) only: small enough to stay inline, so cheap to test. */
    titleVector: tsvector('title_vector'),
    /** The JATS galley's body text (migration 0029): searched beside search_vector, never ranked. */
    fullTextVector: tsvector('full_text_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('articles_journal_slug_idx').on(table.journalId, table.slug),
    index('articles_issue_idx').on(table.issueId, table.position),
    index('articles_published_idx').on(table.journalId, table.publishedAt),
    index('articles_search_idx').using('gin', table.searchVector),
    index('articles_title_search_idx').using('gin', table.titleVector),
    // Only articles with a full text: the others would each add an empty entry.
    index('articles_full_text_search_idx')
      .using('gin', table.fullTextVector)
      .where(sql`${table.fullTextVector} is not null`),
    // Newest-first scans across journals (search candidates), ties broken by id.
    index('articles_recent_idx').on(table.publishedAt, table.id),
    // Search by DOI, which ignores case (migration 0014).
    index('articles_doi_idx').on(sql`lower(${table.doi})`),
    // Search by ORCID iD: `authors @> '[{"orcid": …}]'`.
    index('articles_authors_idx').using('gin', sql`${table.authors} jsonb_path_ops`),
    // Searches sorted by title: a title-order scan that stops after the capped number of matches.
    // The key ignores case and accents (a function of migration 0014).
    index('articles_title_order_idx').on(sql`article_title_sort_key(${table.title})`, table.id),
    // An author's own articles (panel), newest first.
    index('articles_submitted_by_idx')
      .on(table.submittedBy, table.publishedAt)
      .where(sql`${table.submittedBy} is not null`),
  ],
);

/** What an earlier version of a published article said: its record as readers saw it. */
export interface ArticleSnapshot {
  title: string;
  abstract: string;
  authors: ArticleAuthorRecord[];
  keywords: string[];
  doi: string | null;
  pages: string | null;
  license: string | null;
  /** The PDF readers downloaded then (kept: a corrected galley is stored under a new key). */
  pdfPath: string | null;
  hadFullText: boolean;
  /** Its supplementary files then (absent in versions kept before they were recorded). */
  supplementaryFiles?: Array<{ label: string; dataType: string; name: string; key: string }>;
}

/**
 * The earlier versions of published articles: each correction of an article readers have seen
 * (its metadata, a new galley) keeps the record as it was, numbered from 1 (the version first
 * published), with when it was replaced and the editors' note on what changed.
 */
export const articleVersions = pgTable(
  'article_versions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<ArticleSnapshot>().notNull(),
    /** What the version that replaced this one changed, as its editors told readers. */
    note: text('note'),
    /** When the next version replaced this one. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
    replacedBy: integer('replaced_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('article_versions_article_number_idx').on(table.articleId, table.number)],
);

// The contracts' `DEPOSIT_STATUSES`, spelled out: drizzle-kit reads the contracts' build, which
// may predate them.
export const depositStatus = pgEnum('doi_deposit_status', [
  'none',
  'queued',
  'deposited',
  'failed',
]);

/**
 * Every DOI ever given on the site, to an article, an issue or a notice: the register that keeps a DOI
 * from being given twice (unique whatever the case), even after its item was deleted or given
 * another DOI. Rows are added by the `register_doi` trigger (migrations 0033, 0044) whenever an
 * article's, issue's or notice's `doi` is set, so seeds, imports and hand-typed DOIs are registered too; the trigger
 * refuses a DOI registered to another item. Each row carries its Crossref deposit's state.
 */
export const dois = pgTable(
  'dois',
  {
    id: serial('id').primaryKey(),
    doi: text('doi').notNull(),
    journalId: integer('journal_id').references(() => journals.id, { onDelete: 'set null' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    issueId: integer('issue_id').references(() => issues.id, { onDelete: 'set null' }),
    noticeId: integer('notice_id').references((): AnyPgColumn => articleNotices.id, {
      onDelete: 'set null',
    }),
    depositStatus: depositStatus('deposit_status').notNull().default('none'),
    /** Crossref's answer to the last deposit (a refusal's message, or the batch received). */
    depositMessage: text('deposit_message'),
    /** Tries of the queued deposit so far (reset when it is queued again). */
    depositAttempts: integer('deposit_attempts').notNull().default(0),
    /** When a queued deposit is due (a claimed one: when its claim lapses). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    depositedAt: timestamp('deposited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('dois_doi_idx').on(sql`lower(${table.doi})`),
    index('dois_article_idx').on(table.articleId),
    index('dois_issue_idx').on(table.issueId),
    index('dois_notice_idx').on(table.noticeId),
    // The deposit sender's look for due deposits.
    index('dois_due_idx').on(table.nextAttemptAt).where(sql`${table.depositStatus} = 'queued'`),
  ],
);

/**
 * Notices on published articles — corrections, retractions, expressions of concern, addenda
 * (Crossref's update types, `NOTICE_TYPES`) — each its own item with its page, date and optional
 * DOI, linked both ways with the article it updates. Published at once; never edited in place.
 */
export const articleNotices = pgTable(
  'article_notices',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    type: text('type').$type<NoticeType>().notNull(),
    /** HTML from the rich-text editor, sanitised at display. */
    text: text('text').notNull(),
    /** The date the notice carries. */
    date: date('date', { mode: 'string' }).notNull(),
    /** Stored as given: minting DOIs is the journal's DOI settings' business. */
    doi: text('doi'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it appeared: the updated article's OAI-PMH datestamp and sitemap lastmod follow it. */
    createdAt: createdAt(),
  },
  (table) => [
    index('article_notices_article_idx').on(table.articleId, table.createdAt),
    check(
      'article_notices_type_check',
      sql`${table.type} in ('correction', 'retraction', 'expression_of_concern', 'addendum')`,
    ),
  ],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    /** Null for site-wide news. */
    journalId: integer('journal_id').references(() => journals.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** HTML, sanitised at display. */
    body: text('body').notNull(),
    coverPath: text('cover_path'),
    /** Readers see a published item from `published_at` on (a later date schedules it). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** `draft` (editors only) or `published`. */
    status: text('status', { enum: NEWS_STATUSES }).notNull().default('published'),
    featured: boolean('featured').notNull().default(false),
    /** Raised by every back-office save (see `journals.version`). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('news_slug_idx').on(table.slug),
    index('news_published_idx').on(table.publishedAt),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The first-run setup, done once: its single row (id 1) exists from the moment the site has its
 * first administrator (`POST setup`, `quire init`, the demo seed, or — for sites older than the
 * setup — the migration that found administrators). Until then the API refuses every change but
 * the setup itself.
 */
export const siteSetup = pgTable(
  'site_setup',
  {
    id: integer('id').primaryKey().default(1),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    administratorId: integer('administrator_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [check('site_setup_single_row', sql`${table.id} = 1`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  journalId: integer('journal_id').references(() => journals.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What the file is for; decides allowed types, size limit and whether it is public. */
    purpose: text('purpose').notNull(),
    /** Server-generated storage key, e.g. `uploads/2026/11/3f9c….pdf`. */
    storageKey: text('storage_key').notNull(),
    /** The name the uploader gave; metadata only, never a path. */
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    /** The chat message a `chat` file was sent with; null until sent. Goes with its message. */
    chatMessageId: integer('chat_message_id').references(() => chatMessages.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('files_storage_key_idx').on(table.storageKey),
    index('files_owner_idx').on(table.ownerId),
    index('files_chat_message_idx').on(table.chatMessageId),
  ],
);

export const chatSender = pgEnum('chat_sender', ['user', 'admin']);

/** One conversation per user (`user_id`); admins reply into it. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: chatSender('sender').notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    clientId: text('client_id').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // Client ids are generated per sending side: a retried send in a conversation stores one row.
    uniqueIndex('chat_messages_client_idx').on(table.userId, table.sender, table.clientId),
    index('chat_messages_user_id_idx').on(table.userId, table.id),
  ],
);

/** Short-lived single-use socket tickets (hashed), for clients that cannot send the cookie. */
export const realtimeTickets = pgTable(
  'realtime_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session that minted it: a ticket dies with its session, and its socket joins that session's room. */
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('realtime_tickets_expires_at_idx').on(table.expiresAt),
    index('realtime_tickets_session_idx').on(table.sessionId, table.expiresAt),
  ],
);

export const submissionStatus = pgEnum('submission_status', SUBMISSION_STATUSES);

/** One author of a submission, as the wizard sends it (stored with the submission). */
export interface SubmissionAuthorRecord {
  name: string;
  email: string;
  affiliation: string | null;
  orcid: string | null;
  corresponding: boolean;
}

/** The three declarations of a submission. */
export interface SubmissionDeclarationsRecord {
  originality: boolean;
  licence: boolean;
  privacy: boolean;
}

/** A manuscript from draft to published article; owned by the author who created it. */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    journalId: integer('journal_id').references(() => journals.id, { onDelete: 'set null' }),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'set null' }),
    /** Generated once per wizard by the client: a retried create finds the same draft. */
    clientKey: text('client_key').notNull(),
    title: text('title'),
    /** Plain text; paragraphs separated by blank lines. */
    abstract: text('abstract'),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    authors: jsonb('authors').$type<SubmissionAuthorRecord[]>().notNull().default([]),
    coverLetter: text('cover_letter'),
    declarations: jsonb('declarations')
      .$type<SubmissionDeclarationsRecord>()
      .notNull()
      .default({ originality: false, licence: false, privacy: false }),
    /** The journal's own declarations the author confirmed (as the journal worded them). */
    journalDeclarations: jsonb('journal_declarations').$type<string[]>().notNull().default([]),
    status: submissionStatus('status').notNull().default('draft'),
    /** Review round: 1 for the first submission, +1 per resubmission. */
    round: integer('round').notNull().default(1),
    /**
     * How many editors are assigned (`submission_editors`); kept by a trigger (see the
     * migrations), never written by the app, so the "unassigned" view reads a partial index.
     */
    editorCount: integer('editor_count').notNull().default(0),
    /**
     * When the first review of the current round still expected becomes late: the earliest
     * deadline of its `invited` (the response date, or the review date if sooner) and `accepted`
     * (the review date) assignments; null when no review is expected. Kept by triggers on
     * `review_assignments` and on the round (see the migrations), never written by the app: the
     * editors' views read "a review expected" as not null and "reviews overdue" as past, so
     * time passing needs no write.
     */
    nextReviewDueAt: timestamp('next_review_due_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('submissions_owner_client_key_idx').on(table.ownerId, table.clientKey),
    // The author's list, most recently changed first.
    index('submissions_owner_updated_idx').on(table.ownerId, table.updatedAt, table.id),
    // The editors' queue by status, most recently changed first.
    index('submissions_status_updated_idx').on(table.status, table.updatedAt, table.id),
    index('submissions_journal_idx').on(table.journalId),
    // The editors' views ("unassigned"…) read only the submissions being handled, newest first.
    index('submissions_active_updated_idx')
      .on(table.updatedAt, table.id)
      .where(
        sql`${table.status} in ('submitted', 'under_review', 'revisions_requested', 'accepted')`,
      ),
    // The editors' "unassigned" view and its count: being handled, and no editor.
    index('submissions_unassigned_idx')
      .on(table.updatedAt, table.id)
      .where(
        sql`${table.editorCount} = 0 and ${table.status} in ('submitted', 'under_review', 'revisions_requested', 'accepted')`,
      ),
  ],
);

export const submissionFileRole = pgEnum('submission_file_role', [
  'manuscript',
  'supplementary',
  'revision',
]);

/** A file attached to a submission; a file belongs to at most one submission. */
export const submissionFiles = pgTable(
  'submission_files',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    // No cascade from the file: deleting a file that is attached fails (checked at the end of
    // the statement), so a delete racing an attach can never take the attachment with it.
    // Code that removes an attached file removes the attachment first.
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'no action' }),
    role: submissionFileRole('role').notNull(),
    round: integer('round').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('submission_files_file_idx').on(table.fileId),
    index('submission_files_submission_idx').on(table.submissionId, table.id),
  ],
);

export const submissionActor = pgEnum('submission_actor', SUBMISSION_ACTORS);

export const submissionEventKind = pgEnum('submission_event_kind', SUBMISSION_EVENT_KINDS);

/**
 * A submission's timeline: every status change, assignment, review step, file and message, with
 * who did it and when. Status changes carry `fromStatus`/`toStatus`; the other kinds leave
 * `toStatus` null and name the person they concern in `subjectId`/`subjectName` (the editor
 * assigned, the reviewer invited). `editorsOnly` events never reach the author.
 */
export const submissionEvents = pgTable(
  'submission_events',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    kind: submissionEventKind('kind').notNull().default('status'),
    fromStatus: submissionStatus('from_status'),
    toStatus: submissionStatus('to_status'),
    actor: submissionActor('actor').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened: history stays readable after an account is deleted. */
    actorName: text('actor_name').notNull(),
    /** The person the event concerns (an assigned editor, an invited reviewer), if any. */
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    /** Their name when it happened (or a file's name for `files_added`). */
    subjectName: text('subject_name'),
    editorsOnly: boolean('editors_only').notNull().default(false),
    message: text('message'),
    createdAt: createdAt(),
  },
  (table) => [
    index('submission_events_submission_idx').on(table.submissionId, table.id),
    check(
      'submission_events_status_has_to',
      sql`${table.kind} <> 'status' or ${table.toStatus} is not null`,
    ),
  ],
);

/**
 * The editors assigned to a submission (one or more): managers or editors of its journal, or
 * section editors of its section. "Needs my action" starts from here.
 */
export const submissionEditors = pgTable(
  'submission_editors',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Copies of the submission's `status` and `next_review_due_at`, so that an editor's views
     * and their counts read one index of their own rows instead of visiting every submission
     * they were given. Kept by triggers (filled on insert, followed on every change of the
     * submission; see the migrations), never written by the app: the default is overwritten.
     */
    submissionStatus: submissionStatus('submission_status').notNull().default('submitted'),
    nextReviewDueAt: timestamp('next_review_due_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.submissionId, table.userId] }),
    // An editor's own submissions by state: "needs my action", "reviews overdue" (a range of
    // the due dates) and "waiting for the author" are ranges of it, counted without the heap.
    index('submission_editors_user_state_idx').on(
      table.userId,
      table.submissionStatus,
      table.nextReviewDueAt,
      table.submissionId,
    ),
  ],
);

export const notificationKind = pgEnum('notification_kind', [
  'decision',
  'published',
  'system',
  'assigned',
  'submitted',
  'proof',
]);

/** A notification to one user. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    title: text('title').notNull(),
    /** Plain text. */
    body: text('body').notNull(),
    /** Site path to act on it. */
    link: text('link'),
    submissionId: integer('submission_id').references(() => submissions.id, {
      onDelete: 'set null',
    }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // Newest first per user.
    index('notifications_user_idx').on(table.userId, table.id),
    // Unread counts and the unread filter.
    index('notifications_user_unread_idx')
      .on(table.userId, table.id)
      .where(sql`${table.readAt} is null`),
  ],
);

/** An article a user bookmarked (one row per pair). */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.articleId] }),
    // Newest bookmark first.
    index('bookmarks_user_created_idx').on(table.userId, table.createdAt),
    index('bookmarks_article_idx').on(table.articleId),
  ],
);

/**
 * What remains of a deleted article for OAI-PMH harvesters (persistent deleted records): written
 * by a trigger on `articles` (migration 0010), so every way of deleting an article leaves one.
 */
export const articleTombstones = pgTable(
  'article_tombstones',
  {
    articleId: integer('article_id').primaryKey(),
    /** Plain ids, not foreign keys: the journal or section may be deleted too. */
    journalId: integer('journal_id').notNull(),
    sectionId: integer('section_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('article_tombstones_deleted_idx').on(table.deletedAt, table.articleId)],
);

/**
 * Counted views and downloads of an article per UTC day: the author panel's monthly figures and
 * a journal's "most read" list add these up. `articles.views`/`downloads` keep the totals.
 */
export const articleUsageDaily = pgTable(
  'article_usage_daily',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.day] }),
    // "Most read in the last 30 days": a range of days, then their articles.
    index('article_usage_daily_day_idx').on(table.day, table.articleId),
  ],
);

/**
 * When a reader (a hash of their session, or of IP and user agent) was last counted for an
 * article's view or download: a repeat within 30 seconds is not counted, whichever node it
 * reaches. Rows older than a minute are pruned.
 */
export const usageReaderMarks = pgTable(
  'usage_reader_marks',
  {
    reader: text('reader').notNull(),
    articleId: integer('article_id').notNull(),
    /** `view` or `download`. */
    kind: text('kind').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reader, table.articleId, table.kind] }),
    index('usage_reader_marks_counted_idx').on(table.countedAt),
  ],
);

/** What kind of data a supplementary file holds, as listed on the article page. */
export const supplementaryDataType = pgEnum('supplementary_data_type', [
  'dataset',
  'code',
  'figure',
  'table',
  'video',
  'document',
  'other',
]);

/** A public supplementary file of a published article (data, code, figures…), in list order. */
export const articleSupplementaryFiles = pgTable(
  'article_supplementary_files',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    dataType: supplementaryDataType('data_type').notNull().default('other'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('article_supplementary_files_article_idx').on(table.articleId, table.position),
    uniqueIndex('article_supplementary_files_file_idx').on(table.fileId),
  ],
);

/**
 * What the back office changed: who, when, which record and, for metadata, each field's old and
 * new value. Written in the transaction of the change it records, so a change is never without
 * its entry (and an entry never without its change).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The journal it concerns (null for the site's own records, or once the journal is deleted). */
    journalId: integer('journal_id').references(() => journals.id, { onDelete: 'set null' }),
    /** `journal.updated`, `section.created`… (see `apps/api/src/audit/`). */
    action: text('action').notNull(),
    /** The record's title when it was changed, so an entry reads well after a deletion. */
    subject: text('subject').notNull(),
    targetId: integer('target_id'),
    /** Changed fields: `{ field: [old, new] }`. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
  },
  // Lists read newest first by id (ids rise with time) and page by id: one index per filter,
  // scanned backwards. Ascending on purpose: `order by id desc` is NULLS FIRST, which a
  // `desc nulls last` index cannot give, so the planner would walk the primary key instead.
  (table) => [
    index('audit_log_journal_idx').on(table.journalId, table.id),
    // A journal's entries of one action: both filters in one index, even when none match.
    index('audit_log_journal_action_idx').on(table.journalId, table.action, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
  ],
);

/** Where a job stands: waiting (maybe until `run_at`), leased by a node, or finished one way. */
export const JOB_STATES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;

/**
 * The durable job scheduler's queue (see `apps/api/src/jobs/`): one row per job, claimed by one
 * node at a time with `for update skip locked` and a lease (`locked_until`) that another node
 * takes over once it expires, so a node killed mid-job loses nothing.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The handler that runs it (`mail`, `review-reminder`…). */
    kind: text('kind').notNull(),
    /** Idempotency key: while a job with it is pending, running or done, enqueueing it again adds nothing. */
    key: text('key'),
    /** The handler's input; cleared once done (a mail's links are not kept). */
    payload: jsonb('payload').$type<unknown>(),
    state: text('state', { enum: JOB_STATES }).notNull().default('pending'),
    /** Not before: the due time, or the next attempt after a back-off. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts started so far (a claim counts one, even if its node dies). */
    attempts: integer('attempts').notNull().default(0),
    /** The node holding the lease, and until when (the database's clock). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Why the last attempt failed (kept when the job fails for good). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'jobs_state_check',
      sql`${table.state} in ('pending', 'running', 'done', 'failed', 'cancelled')`,
    ),
    // One live or finished job per key; cancelling or failing frees the key to schedule anew.
    uniqueIndex('jobs_key_idx')
      .on(table.key)
      .where(sql`${table.key} is not null and ${table.state} in ('pending', 'running', 'done')`),
    // Cancelling by key prefix (`review-reminder:42:`): `like 'prefix%'` needs the pattern ops.
    index('jobs_key_prefix_idx')
      .using('btree', table.key.op('text_pattern_ops'))
      .where(sql`${table.state} = 'pending'`),
    // The claim: due pending jobs, and running ones whose lease expired.
    index('jobs_due_idx').on(table.runAt, table.id).where(sql`${table.state} = 'pending'`),
    index('jobs_lease_idx').on(table.lockedUntil).where(sql`${table.state} = 'running'`),
  ],
);

/** Who sees whose name during review (see `REVIEW_MODES` in `@quire/contracts`). */
export const reviewMode = pgEnum('review_mode', REVIEW_MODES);

/**
 * A journal's peer-review settings (one row per journal, created with defaults when first
 * read): anonymity, due dates, reminder schedule, letters and whether reviewers hear the outcome.
 */
export const journalReviewSettings = pgTable('journal_review_settings', {
  journalId: integer('journal_id')
    .primaryKey()
    .references(() => journals.id, { onDelete: 'cascade' }),
  mode: reviewMode('mode').notNull().default('double_anonymous'),
  /** Days a reviewer has to answer an invitation, and to submit the review, by default. */
  responseDays: integer('response_days').notNull().default(7),
  reviewDays: integer('review_days').notNull().default(28),
  /** Reminder days relative to each due date: negative before it, positive after it. */
  responseReminderDays: integer('response_reminder_days')
    .array()
    .notNull()
    .default(sql`'{-2,3}'::integer[]`),
  reviewReminderDays: integer('review_reminder_days')
    .array()
    .notNull()
    .default(sql`'{-3,3,10}'::integer[]`),
  /** Reviewers are told the round's outcome when the editor decides. */
  tellReviewersOutcome: boolean('tell_reviewers_outcome').notNull().default(true),
  /** Editable letters (null: the built-in default); placeholders like `{reviewDueDate}`. */
  invitationTemplate: text('invitation_template'),
  reminderTemplate: text('reminder_template'),
  /** The decision letter per decision (`request_revisions`, `accept`, `decline`). */
  decisionTemplates: jsonb('decision_templates')
    .$type<Partial<Record<string, string>>>()
    .notNull()
    .default({}),
  /** Raised by every save (see `journals.version`). */
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A section's own review mode, overriding its journal's (no row: the journal's). */
export const sectionReviewModes = pgTable('section_review_modes', {
  sectionId: integer('section_id')
    .primaryKey()
    .references(() => sections.id, { onDelete: 'cascade' }),
  mode: reviewMode('mode').notNull(),
});

/** One question of a review form, as stored in a form version. */
export interface ReviewQuestionRecord {
  id: string;
  kind: 'text' | 'choice' | 'scale';
  prompt: string;
  help: string | null;
  required: boolean;
  /** The choices of a `choice` question; empty otherwise. */
  options: string[];
  /** The ends of a `scale` question (1…scaleMax) and their labels. */
  scaleMax: number | null;
  scaleLabels: [string, string] | null;
}

/**
 * A version of a journal's review form. Editing the form adds a version; a review keeps the
 * version it was written on (`reviews.form_id`), so old reviews keep their questions.
 */
export const reviewForms = pgTable(
  'review_forms',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    questions: jsonb('questions').$type<ReviewQuestionRecord[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('review_forms_journal_version_idx').on(table.journalId, table.version)],
);

export const reviewRoundOutcome = pgEnum('review_round_outcome', REVIEW_ROUND_OUTCOMES);

/**
 * A review round of a submission: sending it to review opens round 1, each resubmission after
 * "request revisions" opens the next. The round keeps its decision and its letter.
 */
export const reviewRounds = pgTable(
  'review_rounds',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: reviewRoundOutcome('outcome'),
    /** The letter the author received with the decision (reviewer comments shared inside). */
    decisionLetter: text('decision_letter'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('review_rounds_submission_round_idx').on(table.submissionId, table.round),
  ],
);

export const reviewAssignmentStatus = pgEnum(
  'review_assignment_status',
  REVIEW_ASSIGNMENT_STATUSES,
);

/**
 * A reviewer invited to review one round of a submission. A person invited by address who has
 * no account yet has `reviewer_id` null until they accept (the account and its reviewer role are
 * created then). The link's token is stored hashed; it works while the status is `invited` or
 * `accepted`. Counts such as "2 of 3 reviews received" and "reviews overdue" read this table:
 * received = `submitted`, expected = `invited`/`accepted`/`submitted`, overdue = open past
 * `review_due_at` (or `invited` past `response_due_at`).
 */
export const reviewAssignments = pgTable(
  'review_assignments',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => reviewRounds.id, { onDelete: 'cascade' }),
    /** The round's number (copied: lists and counts read it without a join). */
    round: integer('round').notNull(),
    /** The submission's journal (copied: a journal's reviewer statistics read it). */
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person as invited (their account's name and address once they have one). */
    reviewerName: text('reviewer_name').notNull(),
    reviewerEmail: text('reviewer_email').notNull(),
    /** "Reviewer {position}" to those who may not know the name; the same across rounds. */
    position: integer('position').notNull(),
    status: reviewAssignmentStatus('status').notNull().default('invited'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    responseDueAt: timestamp('response_due_at', { withTimezone: true }).notNull(),
    reviewDueAt: timestamp('review_due_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    suggestedName: text('suggested_name'),
    suggestedEmail: text('suggested_email'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The editor's version of the comments for the author, shared in the decision letter. */
    sharedComments: text('shared_comments'),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('review_assignments_token_idx').on(table.tokenHash),
    index('review_assignments_submission_idx').on(table.submissionId, table.round, table.id),
    index('review_assignments_reviewer_idx').on(table.reviewerId, table.status),
    index('review_assignments_journal_status_idx').on(
      table.journalId,
      table.status,
      table.reviewDueAt,
    ),
    // One live assignment per person and round (declined or withdrawn ones may be re-invited).
    uniqueIndex('review_assignments_round_email_idx')
      .on(table.roundId, sql`lower(${table.reviewerEmail})`)
      .where(sql`${table.status} in ('invited', 'accepted', 'submitted')`),
  ],
);

export const reviewRecommendation = pgEnum('review_recommendation', REVIEW_RECOMMENDATIONS);

/** A reviewer's review (draft until `submitted_at`, then read-only), on one form version. */
export const reviews = pgTable('reviews', {
  assignmentId: integer('assignment_id')
    .primaryKey()
    .references(() => reviewAssignments.id, { onDelete: 'cascade' }),
  formId: integer('form_id').references(() => reviewForms.id, { onDelete: 'restrict' }),
  /** Answers by question id: text, the chosen option, or the scale's number. */
  answers: jsonb('answers').$type<Record<string, string | number>>().notNull().default({}),
  recommendation: reviewRecommendation('recommendation'),
  commentsForAuthor: text('comments_for_author').notNull().default(''),
  commentsForEditor: text('comments_for_editor').notNull().default(''),
  updatedAt: updatedAt(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
});

export const reviewFileKind = pgEnum('review_file_kind', ['annotated', 'cleaned']);

/**
 * Files of peer review: a reviewer's annotated files (`assignment_id` set), and the copies of a
 * round's manuscript files the editor cleaned of identifying metadata (`source_file_id` is the
 * original, which reviewers then never receive).
 */
export const reviewFiles = pgTable(
  'review_files',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    assignmentId: integer('assignment_id').references(() => reviewAssignments.id, {
      onDelete: 'cascade',
    }),
    kind: reviewFileKind('kind').notNull(),
    // No cascade from the file, as for `submission_files`: the attachment goes first.
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'no action' }),
    sourceFileId: integer('source_file_id').references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('review_files_file_idx').on(table.fileId),
    index('review_files_submission_idx').on(table.submissionId, table.round),
    index('review_files_assignment_idx').on(table.assignmentId),
  ],
);

/**
 * What a manuscript's metadata says about its authors (the PDF's Info dictionary and XMP),
 * read once per file: a name found there is flagged to the editor before reviewers get it.
 */
export const reviewFileChecks = pgTable('review_file_checks', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  /** The metadata's author fields, as found (empty: none). */
  metadataAuthors: text('metadata_authors').array().notNull().default(sql`'{}'::text[]`),
  /** Whether they name one of the submission's authors. */
  namesAnAuthor: boolean('names_an_author').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reminders sent to reviewers: scheduled ones once per assignment, due date and offset (the
 * unique index makes a second sender's insert fail, so a reminder goes out once); manual ones
 * (`offset_days` null) as often as an editor clicks.
 */
export const reviewReminders = pgTable(
  'review_reminders',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => reviewAssignments.id, { onDelete: 'cascade' }),
    /** `response`, `review` (scheduled, by due date) or `manual`. */
    kind: text('kind').notNull(),
    offsetDays: integer('offset_days'),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_reminders_once_idx')
      .on(table.assignmentId, table.kind, table.offsetDays)
      .where(sql`${table.offsetDays} is not null`),
  ],
);

/** A reviewer's declared interests in one journal (shown when editors choose reviewers). */
export const reviewerInterests = pgTable(
  'reviewer_interests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.journalId] })],
);

/**
 * Further links to an assignment, mailed with reminders: each works like the invitation's own
 * (`review_assignments.token_hash`) for as long as the assignment is open, so a reminder never
 * breaks the link the reviewer already has. Hashes only.
 */
export const reviewLinkTokens = pgTable(
  'review_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => reviewAssignments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('review_link_tokens_assignment_idx').on(table.assignmentId)],
);

/** What an id of Open Journal Systems named (`quire import`): an issue, an article or a galley. */
export type OjsImportKind = 'issue' | 'article' | 'galley';

/**
 * What `quire import` brought in from Open Journal Systems: each OJS issue, article (submission)
 * and galley id of a journal, with the Quire issue or article it became. A second import of the
 * same export finds its items here (no duplicates), and the journal's old OJS addresses
 * (`/index.php/{ojsPath}/article/view/{id}`…) answer with a 301 to the new ones.
 */
export const ojsImports = pgTable(
  'ojs_imports',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    /** The journal's path in OJS (`/index.php/{ojsPath}/…`), by default its Quire slug. */
    ojsPath: text('ojs_path').notNull(),
    kind: text('kind').$type<OjsImportKind>().notNull(),
    ojsId: integer('ojs_id').notNull(),
    issueId: integer('issue_id').references(() => issues.id, { onDelete: 'cascade' }),
    /** The article (for an article, and for a galley: the article it belongs to). */
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ojs_imports_journal_kind_id_idx').on(table.journalId, table.kind, table.ojsId),
    // The redirects' look-up: an old address names the OJS path, never the Quire journal.
    index('ojs_imports_path_idx').on(table.ojsPath, table.kind, table.ojsId),
    check('ojs_imports_kind_check', sql`${table.kind} in ('issue', 'article', 'galley')`),
    check(
      'ojs_imports_target_check',
      sql`(${table.kind} = 'issue') = (${table.issueId} is not null) and (${table.kind} <> 'issue') = (${table.articleId} is not null)`,
    ),
  ],
);

/** Where an accepted submission is in production: copyedited first, then typeset into galleys. */
export type ProductionStage = 'copyediting' | 'production';

/**
 * The production of a submission accepted since production existed (migration 0039): made on
 * acceptance. A submission with one is published only once its author approved the latest proof;
 * older accepted submissions (the seed's) have none and publish as before.
 */
export const submissionProductions = pgTable(
  'submission_productions',
  {
    submissionId: integer('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ProductionStage>().notNull().default('copyediting'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'submission_productions_stage_check',
      sql`${table.stage} in ('copyediting', 'production')`,
    ),
  ],
);

/** A galley's format: the PDF readers download, or the JATS XML of the full text. */
export type ProductionGalleyFormat = 'pdf' | 'jats';

/**
 * A galley an editor uploaded for a submission in production (a private `galley` file). Never
 * changed: a new upload of a format replaces the older one in the next proof, and each proof
 * keeps the galleys it showed.
 */
export const productionGalleys = pgTable(
  'production_galleys',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    format: text('format').$type<ProductionGalleyFormat>().notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('production_galleys_submission_idx').on(table.submissionId, table.id),
    check('production_galleys_format_check', sql`${table.format} in ('pdf', 'jats')`),
  ],
);

/** Where a proof stands: waiting for the author, approved, or answered with corrections. */
export type ProofStatus = 'sent' | 'approved' | 'corrections';

/**
 * One proof round: the galleys sent to the author, and the author's answer. Rounds are kept;
 * only the latest can be answered (an older one is superseded).
 */
export const submissionProofs = pgTable(
  'submission_proofs',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    status: text('status').$type<ProofStatus>().notNull().default('sent'),
    pdfGalleyId: integer('pdf_galley_id').references(() => productionGalleys.id, {
      onDelete: 'set null',
    }),
    jatsGalleyId: integer('jats_galley_id').references(() => productionGalleys.id, {
      onDelete: 'set null',
    }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The author's corrections (plain text), with an optional file of their own. */
    corrections: text('corrections'),
    correctionsFileId: integer('corrections_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('submission_proofs_round_idx').on(table.submissionId, table.round),
    check(
      'submission_proofs_status_check',
      sql`${table.status} in ('sent', 'approved', 'corrections')`,
    ),
  ],
);

export const discussionKind = pgEnum('discussion_kind', DISCUSSION_KINDS);

/**
 * A discussion on a submission (see `DISCUSSION_KINDS`): made when its first message is posted or
 * it is first read. `editor_reviewer` threads belong to one review assignment; the others have
 * none (one per submission, which the unique index's `coalesce` keeps so).
 */
export const discussionThreads = pgTable(
  'discussion_threads',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    kind: discussionKind('kind').notNull(),
    assignmentId: integer('assignment_id').references(() => reviewAssignments.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('discussion_threads_submission_idx').on(
      table.submissionId,
      table.kind,
      sql`coalesce(${table.assignmentId}, 0)`,
    ),
    check(
      'discussion_threads_assignment_check',
      sql`(${table.kind} = 'editor_reviewer') = (${table.assignmentId} is not null)`,
    ),
  ],
);

/**
 * A message of a discussion. The sender's name is kept as it was (history stays readable after
 * an account goes); who may see it is decided when it is read (`visibility.ts`). A reviewer who
 * answers by link before having an account has `sender_id` null.
 */
export const discussionMessages = pgTable(
  'discussion_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => discussionThreads.id, { onDelete: 'cascade' }),
    senderRole: submissionActor('sender_role').notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    /** The sender's id for this message: a retried post stores one row. */
    clientId: text('client_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('discussion_messages_thread_idx').on(table.threadId, table.id),
    uniqueIndex('discussion_messages_client_idx').on(table.threadId, table.clientId),
  ],
);

/**
 * A file sent with a discussion message (`files.purpose` = `discussion`). Uploaded into a thread
 * first (`message_id` null, waiting to be sent by its `uploader`, a `discussion_reads` reader
 * key), then joined to the message that carries it; only the thread's readers download it.
 */
export const discussionAttachments = pgTable(
  'discussion_attachments',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => discussionThreads.id, { onDelete: 'cascade' }),
    uploader: text('uploader').notNull(),
    messageId: integer('message_id').references(() => discussionMessages.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('discussion_attachments_message_idx').on(table.messageId),
    index('discussion_attachments_thread_idx').on(table.threadId, table.uploader),
  ],
);

/**
 * How far each reader has read a thread: `reader` is `user:<id>` for editors and authors, and
 * `assignment:<id>` for the reviewer (who may answer by link, without an account).
 */
export const discussionReads = pgTable(
  'discussion_reads',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => discussionThreads.id, { onDelete: 'cascade' }),
    reader: text('reader').notNull(),
    lastReadId: integer('last_read_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.reader] })],
);
