ALTER TABLE "files" ADD COLUMN "chat_message_id" integer;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_chat_message_id_chat_messages_id_fk" FOREIGN KEY ("chat_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_chat_message_idx" ON "files" USING btree ("chat_message_id");