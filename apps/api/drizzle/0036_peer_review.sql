CREATE TYPE "public"."review_assignment_status" AS ENUM('invited', 'accepted', 'declined', 'submitted', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."review_file_kind" AS ENUM('annotated', 'cleaned');--> statement-breakpoint
CREATE TYPE "public"."review_mode" AS ENUM('open', 'anonymous_reviewers', 'double_anonymous');--> statement-breakpoint
CREATE TYPE "public"."review_recommendation" AS ENUM('accept', 'minor_revisions', 'major_revisions', 'resubmit_elsewhere', 'decline', 'see_comments');--> statement-breakpoint
CREATE TYPE "public"."review_round_outcome" AS ENUM('revisions_requested', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "journal_review_settings" (
	"journal_id" integer PRIMARY KEY NOT NULL,
	"mode" "review_mode" DEFAULT 'double_anonymous' NOT NULL,
	"response_days" integer DEFAULT 7 NOT NULL,
	"review_days" integer DEFAULT 28 NOT NULL,
	"response_reminder_days" integer[] DEFAULT '{-2,3}'::integer[] NOT NULL,
	"review_reminder_days" integer[] DEFAULT '{-3,3,10}'::integer[] NOT NULL,
	"tell_reviewers_outcome" boolean DEFAULT true NOT NULL,
	"invitation_template" text,
	"reminder_template" text,
	"decision_templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "review_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"round" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"reviewer_id" integer,
	"reviewer_name" text NOT NULL,
	"reviewer_email" text NOT NULL,
	"position" integer NOT NULL,
	"status" "review_assignment_status" DEFAULT 'invited' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response_due_at" timestamp with time zone NOT NULL,
	"review_due_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"decline_reason" text,
	"suggested_name" text,
	"suggested_email" text,
	"submitted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"shared_comments" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_file_checks" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"metadata_authors" text[] DEFAULT '{}'::text[] NOT NULL,
	"names_an_author" boolean NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"round" integer NOT NULL,
	"assignment_id" integer,
	"kind" "review_file_kind" NOT NULL,
	"file_id" integer NOT NULL,
	"source_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"version" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"offset_days" integer,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"round" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" "review_round_outcome",
	"decision_letter" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviewer_interests" (
	"user_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviewer_interests_user_id_journal_id_pk" PRIMARY KEY("user_id","journal_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"form_id" integer,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recommendation" "review_recommendation",
	"comments_for_author" text DEFAULT '' NOT NULL,
	"comments_for_editor" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "section_review_modes" (
	"section_id" integer PRIMARY KEY NOT NULL,
	"mode" "review_mode" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_review_settings" ADD CONSTRAINT "journal_review_settings_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_review_settings" ADD CONSTRAINT "journal_review_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_round_id_review_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."review_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_file_checks" ADD CONSTRAINT "review_file_checks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_files" ADD CONSTRAINT "review_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_files" ADD CONSTRAINT "review_files_assignment_id_review_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."review_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_files" ADD CONSTRAINT "review_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_files" ADD CONSTRAINT "review_files_source_file_id_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_forms" ADD CONSTRAINT "review_forms_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_forms" ADD CONSTRAINT "review_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reminders" ADD CONSTRAINT "review_reminders_assignment_id_review_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."review_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reminders" ADD CONSTRAINT "review_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rounds" ADD CONSTRAINT "review_rounds_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rounds" ADD CONSTRAINT "review_rounds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_interests" ADD CONSTRAINT "reviewer_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_interests" ADD CONSTRAINT "reviewer_interests_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_assignment_id_review_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."review_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_form_id_review_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."review_forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_review_modes" ADD CONSTRAINT "section_review_modes_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_assignments_token_idx" ON "review_assignments" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "review_assignments_submission_idx" ON "review_assignments" USING btree ("submission_id","round","id");--> statement-breakpoint
CREATE INDEX "review_assignments_reviewer_idx" ON "review_assignments" USING btree ("reviewer_id","status");--> statement-breakpoint
CREATE INDEX "review_assignments_journal_status_idx" ON "review_assignments" USING btree ("journal_id","status","review_due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_assignments_round_email_idx" ON "review_assignments" USING btree ("round_id",lower("reviewer_email")) WHERE "review_assignments"."status" in ('invited', 'accepted', 'submitted');--> statement-breakpoint
CREATE UNIQUE INDEX "review_files_file_idx" ON "review_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "review_files_submission_idx" ON "review_files" USING btree ("submission_id","round");--> statement-breakpoint
CREATE INDEX "review_files_assignment_idx" ON "review_files" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_forms_journal_version_idx" ON "review_forms" USING btree ("journal_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reminders_once_idx" ON "review_reminders" USING btree ("assignment_id","kind","offset_days") WHERE "review_reminders"."offset_days" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_rounds_submission_round_idx" ON "review_rounds" USING btree ("submission_id","round");