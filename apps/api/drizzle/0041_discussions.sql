CREATE TYPE "public"."discussion_kind" AS ENUM('editor_author', 'editor_reviewer', 'editors');--> statement-breakpoint
CREATE TABLE "discussion_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"sender_role" "submission_actor" NOT NULL,
	"sender_id" integer,
	"sender_name" text NOT NULL,
	"body" text NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_reads" (
	"thread_id" integer NOT NULL,
	"reader" text NOT NULL,
	"last_read_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_reads_thread_id_reader_pk" PRIMARY KEY("thread_id","reader")
);
--> statement-breakpoint
CREATE TABLE "discussion_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"kind" "discussion_kind" NOT NULL,
	"assignment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_threads_assignment_check" CHECK (("discussion_threads"."kind" = 'editor_reviewer') = ("discussion_threads"."assignment_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "discussion_messages" ADD CONSTRAINT "discussion_messages_thread_id_discussion_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."discussion_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_messages" ADD CONSTRAINT "discussion_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reads" ADD CONSTRAINT "discussion_reads_thread_id_discussion_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."discussion_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_threads" ADD CONSTRAINT "discussion_threads_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_threads" ADD CONSTRAINT "discussion_threads_assignment_id_review_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."review_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_messages_thread_idx" ON "discussion_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_messages_client_idx" ON "discussion_messages" USING btree ("thread_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_threads_submission_idx" ON "discussion_threads" USING btree ("submission_id","kind",coalesce("assignment_id", 0));