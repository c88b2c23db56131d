CREATE TABLE "review_link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_link_tokens" ADD CONSTRAINT "review_link_tokens_assignment_id_review_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."review_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_link_tokens_assignment_idx" ON "review_link_tokens" USING btree ("assignment_id");