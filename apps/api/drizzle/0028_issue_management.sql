ALTER TABLE "issues" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "announced_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issues_unannounced_idx" ON "issues" USING btree ("published_at") WHERE "issues"."announced_at" is null and "issues"."published_at" is not null;