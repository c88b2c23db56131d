CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"journal_id" integer,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"target_id" integer,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_pages" ADD COLUMN "in_menu" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_pages" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "focus_scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "author_guidelines" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "submission_declarations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "submissions_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "policy" text;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "submissions_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "peer_reviewed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_slug_redirects" ADD CONSTRAINT "journal_slug_redirects_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_journal_idx" ON "audit_log" USING btree ("journal_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_journal_action_idx" ON "audit_log" USING btree ("journal_id","action","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "journal_slug_redirects_journal_idx" ON "journal_slug_redirects" USING btree ("journal_id");--> statement-breakpoint
ALTER TABLE "journal_pages" ADD CONSTRAINT "journal_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;