CREATE TABLE "discussion_attachments" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"uploader" text NOT NULL,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_discussions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "discussion_attachments" ADD CONSTRAINT "discussion_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_attachments" ADD CONSTRAINT "discussion_attachments_thread_id_discussion_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."discussion_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_attachments" ADD CONSTRAINT "discussion_attachments_message_id_discussion_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."discussion_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_attachments_message_idx" ON "discussion_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "discussion_attachments_thread_idx" ON "discussion_attachments" USING btree ("thread_id","uploader");