import { JOURNAL_ROLES, NEWS_STATUSES, SUBMISSION_STATUSES } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import {
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

export const journalPages = pgTable(
  'journal_pages',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
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
  (table) => [uniqueIndex('journal_pages_journal_slug_idx').on(table.journalId, table.slug)],
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
    publishedAt: timestamp('published_at', { withTimezone: true }),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (table) => [
    uniqueIndex('issues_volume_number_idx').on(table.volumeId, table.number),
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
    /** The author who submitted it through the panel; kept null when that account is deleted. */
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    searchVector: tsvector('search_vector'),
    /** Title (A), keywords and author names (B) only: small enough to stay inline, so cheap to test. */
    titleVector: tsvector('title_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('articles_journal_slug_idx').on(table.journalId, table.slug),
    index('articles_issue_idx').on(table.issueId, table.position),
    index('articles_published_idx').on(table.journalId, table.publishedAt),
    index('articles_search_idx').using('gin', table.searchVector),
    index('articles_title_search_idx').using('gin', table.titleVector),
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

export const submissionActor = pgEnum('submission_actor', ['author', 'editor']);

/** A submission's history: every status change with who made it and their message. */
export const submissionEvents = pgTable(
  'submission_events',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    fromStatus: submissionStatus('from_status'),
    toStatus: submissionStatus('to_status').notNull(),
    actor: submissionActor('actor').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened: history stays readable after an account is deleted. */
    actorName: text('actor_name').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (table) => [index('submission_events_submission_idx').on(table.submissionId, table.id)],
);

export const notificationKind = pgEnum('notification_kind', ['decision', 'published', 'system']);

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
