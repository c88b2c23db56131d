CREATE TABLE "ojs_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"ojs_path" text NOT NULL,
	"kind" text NOT NULL,
	"ojs_id" integer NOT NULL,
	"issue_id" integer,
	"article_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ojs_imports_kind_check" CHECK ("ojs_imports"."kind" in ('issue', 'article', 'galley')),
	CONSTRAINT "ojs_imports_target_check" CHECK (("ojs_imports"."kind" = 'issue') = ("ojs_imports"."issue_id" is not null) and ("ojs_imports"."kind" <> 'issue') = ("ojs_imports"."article_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ojs_imports" ADD CONSTRAINT "ojs_imports_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ojs_imports" ADD CONSTRAINT "ojs_imports_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ojs_imports" ADD CONSTRAINT "ojs_imports_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ojs_imports_journal_kind_id_idx" ON "ojs_imports" USING btree ("journal_id","kind","ojs_id");--> statement-breakpoint
CREATE INDEX "ojs_imports_path_idx" ON "ojs_imports" USING btree ("ojs_path","kind","ojs_id");