ALTER TYPE "public"."notification_kind" ADD VALUE 'proof';--> statement-breakpoint
ALTER TYPE "public"."submission_event_kind" ADD VALUE 'production_stage';--> statement-breakpoint
ALTER TYPE "public"."submission_event_kind" ADD VALUE 'galley_uploaded';--> statement-breakpoint
ALTER TYPE "public"."submission_event_kind" ADD VALUE 'proof_sent';--> statement-breakpoint
ALTER TYPE "public"."submission_event_kind" ADD VALUE 'proof_approved';--> statement-breakpoint
ALTER TYPE "public"."submission_event_kind" ADD VALUE 'proof_corrections';--> statement-breakpoint
CREATE TABLE "production_galleys" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"format" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_galleys_format_check" CHECK ("production_galleys"."format" in ('pdf', 'jats'))
);
--> statement-breakpoint
CREATE TABLE "submission_productions" (
	"submission_id" integer PRIMARY KEY NOT NULL,
	"stage" text DEFAULT 'copyediting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_productions_stage_check" CHECK ("submission_productions"."stage" in ('copyediting', 'production'))
);
--> statement-breakpoint
CREATE TABLE "submission_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"round" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"pdf_galley_id" integer,
	"jats_galley_id" integer,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"corrections" text,
	"corrections_file_id" integer,
	CONSTRAINT "submission_proofs_status_check" CHECK ("submission_proofs"."status" in ('sent', 'approved', 'corrections'))
);
--> statement-breakpoint
ALTER TABLE "production_galleys" ADD CONSTRAINT "production_galleys_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_galleys" ADD CONSTRAINT "production_galleys_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_galleys" ADD CONSTRAINT "production_galleys_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_productions" ADD CONSTRAINT "submission_productions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_proofs" ADD CONSTRAINT "submission_proofs_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_proofs" ADD CONSTRAINT "submission_proofs_pdf_galley_id_production_galleys_id_fk" FOREIGN KEY ("pdf_galley_id") REFERENCES "public"."production_galleys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_proofs" ADD CONSTRAINT "submission_proofs_jats_galley_id_production_galleys_id_fk" FOREIGN KEY ("jats_galley_id") REFERENCES "public"."production_galleys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_proofs" ADD CONSTRAINT "submission_proofs_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_proofs" ADD CONSTRAINT "submission_proofs_corrections_file_id_files_id_fk" FOREIGN KEY ("corrections_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_galleys_submission_idx" ON "production_galleys" USING btree ("submission_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "submission_proofs_round_idx" ON "submission_proofs" USING btree ("submission_id","round");