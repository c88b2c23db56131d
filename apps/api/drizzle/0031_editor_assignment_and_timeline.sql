CREATE TYPE "public"."submission_event_kind" AS ENUM('status', 'editor_assigned', 'editor_unassigned', 'files_added', 'review_invited', 'review_accepted', 'review_declined', 'review_submitted', 'review_withdrawn', 'message');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'assigned';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'submitted';--> statement-breakpoint
ALTER TYPE "public"."submission_actor" ADD VALUE 'reviewer';--> statement-breakpoint
CREATE TABLE "submission_editors" (
	"submission_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_editors_submission_id_user_id_pk" PRIMARY KEY("submission_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "submission_events" ALTER COLUMN "to_status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_events" ADD COLUMN "kind" "submission_event_kind" DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_events" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "submission_events" ADD COLUMN "subject_name" text;--> statement-breakpoint
ALTER TABLE "submission_events" ADD COLUMN "editors_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_editors" ADD CONSTRAINT "submission_editors_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_editors" ADD CONSTRAINT "submission_editors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_editors" ADD CONSTRAINT "submission_editors_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_editors_user_idx" ON "submission_editors" USING btree ("user_id","submission_id");--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_active_updated_idx" ON "submissions" USING btree ("updated_at","id") WHERE "submissions"."status" in ('submitted', 'under_review', 'revisions_requested', 'accepted');--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_status_has_to" CHECK ("submission_events"."kind" <> 'status' or "submission_events"."to_status" is not null);