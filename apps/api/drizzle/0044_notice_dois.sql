ALTER TABLE "dois" ADD COLUMN "notice_id" integer;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "doi_notice_pattern" text DEFAULT '{journal}.{year}.{article}.n{notice}' NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "crossmark_policy_doi" text;--> statement-breakpoint
ALTER TABLE "dois" ADD CONSTRAINT "dois_notice_id_article_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."article_notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dois_notice_idx" ON "dois" USING btree ("notice_id");--> statement-breakpoint
-- Notices' DOIs join the register (migration 0033's trigger, now for three tables): a notice's
-- DOI, minted or typed, is registered to it, and one registered to another item is refused as a
-- unique violation of `dois_doi_idx`, which the API turns into a clear 409.
CREATE OR REPLACE FUNCTION register_doi() RETURNS trigger AS $$
DECLARE
  owner_article integer;
  owner_issue integer;
  owner_notice integer;
  notice_journal integer;
BEGIN
  IF NEW.doi IS NULL OR (TG_OP = 'UPDATE' AND lower(NEW.doi) IS NOT DISTINCT FROM lower(OLD.doi)) THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'articles' THEN
    INSERT INTO dois (doi, journal_id, article_id) VALUES (NEW.doi, NEW.journal_id, NEW.id)
      ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'issues' THEN
    INSERT INTO dois (doi, journal_id, issue_id) VALUES (NEW.doi, NEW.journal_id, NEW.id)
      ON CONFLICT DO NOTHING;
  ELSE
    SELECT journal_id INTO notice_journal FROM articles WHERE id = NEW.article_id;
    INSERT INTO dois (doi, journal_id, notice_id) VALUES (NEW.doi, notice_journal, NEW.id)
      ON CONFLICT DO NOTHING;
  END IF;
  SELECT article_id, issue_id, notice_id INTO owner_article, owner_issue, owner_notice
    FROM dois WHERE lower(doi) = lower(NEW.doi);
  IF (TG_TABLE_NAME = 'articles' AND owner_article IS DISTINCT FROM NEW.id)
     OR (TG_TABLE_NAME = 'issues' AND owner_issue IS DISTINCT FROM NEW.id)
     OR (TG_TABLE_NAME = 'article_notices' AND owner_notice IS DISTINCT FROM NEW.id) THEN
    RAISE EXCEPTION 'The DOI % is already registered to another item.', NEW.doi
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'dois_doi_idx';
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER article_notices_register_doi AFTER INSERT OR UPDATE OF doi ON article_notices
  FOR EACH ROW EXECUTE FUNCTION register_doi();
--> statement-breakpoint
-- The notices' DOIs typed before the register knew notices (one already registered to another
-- item stays that item's).
INSERT INTO dois (doi, journal_id, notice_id)
  SELECT DISTINCT ON (lower(n.doi)) n.doi, a.journal_id, n.id
  FROM article_notices n JOIN articles a ON a.id = n.article_id
  WHERE n.doi IS NOT NULL ORDER BY lower(n.doi), n.id
  ON CONFLICT DO NOTHING;
