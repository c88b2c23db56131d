CREATE TYPE "public"."doi_deposit_status" AS ENUM('none', 'queued', 'deposited', 'failed');--> statement-breakpoint
CREATE TABLE "dois" (
	"id" serial PRIMARY KEY NOT NULL,
	"doi" text NOT NULL,
	"journal_id" integer,
	"article_id" integer,
	"issue_id" integer,
	"deposit_status" "doi_deposit_status" DEFAULT 'none' NOT NULL,
	"deposit_message" text,
	"deposit_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"deposited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "doi" text;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "doi_prefix" text;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "doi_article_pattern" text DEFAULT '{journal}.{year}.{article}' NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "doi_issue_pattern" text DEFAULT '{journal}.v{volume}i{issue}' NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "crossref_depositor_name" text;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "crossref_depositor_email" text;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "crossref_username" text;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "crossref_password" text;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "crossref_production" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dois" ADD CONSTRAINT "dois_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dois" ADD CONSTRAINT "dois_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dois" ADD CONSTRAINT "dois_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dois_doi_idx" ON "dois" USING btree (lower("doi"));--> statement-breakpoint
CREATE INDEX "dois_article_idx" ON "dois" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "dois_issue_idx" ON "dois" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "dois_due_idx" ON "dois" USING btree ("next_attempt_at") WHERE "dois"."deposit_status" = 'queued';--> statement-breakpoint
-- Every DOI given to an article or an issue is registered in `dois` (migration's own SQL: drizzle
-- has no triggers). Registered once, a DOI stays its item's: given to another item — by hand, by
-- a seed, an import, or after its item was deleted — it is refused as a unique violation of
-- `dois_doi_idx`, the register's unique index, which the API turns into a clear 409.
CREATE OR REPLACE FUNCTION register_doi() RETURNS trigger AS $$
DECLARE
  owner_article integer;
  owner_issue integer;
  found_doi boolean;
BEGIN
  IF NEW.doi IS NULL OR (TG_OP = 'UPDATE' AND lower(NEW.doi) IS NOT DISTINCT FROM lower(OLD.doi)) THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'articles' THEN
    INSERT INTO dois (doi, journal_id, article_id) VALUES (NEW.doi, NEW.journal_id, NEW.id)
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO dois (doi, journal_id, issue_id) VALUES (NEW.doi, NEW.journal_id, NEW.id)
      ON CONFLICT DO NOTHING;
  END IF;
  SELECT true, article_id, issue_id INTO found_doi, owner_article, owner_issue
    FROM dois WHERE lower(doi) = lower(NEW.doi);
  IF (TG_TABLE_NAME = 'articles' AND owner_article IS DISTINCT FROM NEW.id)
     OR (TG_TABLE_NAME = 'issues' AND owner_issue IS DISTINCT FROM NEW.id) THEN
    RAISE EXCEPTION 'The DOI % is already registered to another item.', NEW.doi
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'dois_doi_idx';
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER articles_register_doi AFTER INSERT OR UPDATE OF doi ON articles
  FOR EACH ROW EXECUTE FUNCTION register_doi();
--> statement-breakpoint
CREATE TRIGGER issues_register_doi AFTER INSERT OR UPDATE OF doi ON issues
  FOR EACH ROW EXECUTE FUNCTION register_doi();
--> statement-breakpoint
-- The DOIs typed by hand before the register: each registered to its article (the first article,
-- by id, when two carried the same DOI).
INSERT INTO dois (doi, journal_id, article_id)
  SELECT DISTINCT ON (lower(doi)) doi, journal_id, id FROM articles
  WHERE doi IS NOT NULL ORDER BY lower(doi), id
  ON CONFLICT DO NOTHING;
