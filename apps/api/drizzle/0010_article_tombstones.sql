CREATE TABLE "article_tombstones" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"section_id" integer,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "article_tombstones_deleted_idx" ON "article_tombstones" USING btree ("deleted_at","article_id");--> statement-breakpoint
-- Every deletion of a published article leaves a tombstone, whichever code path (or cascade from
-- a journal) deleted it, so OAI-PMH harvesters learn that the record is gone.
CREATE FUNCTION articles_leave_tombstone() RETURNS trigger AS $$
BEGIN
  IF OLD.published_at IS NOT NULL AND OLD.published_at <= now() THEN
    INSERT INTO article_tombstones (article_id, journal_id, section_id)
      VALUES (OLD.id, OLD.journal_id, OLD.section_id)
      ON CONFLICT (article_id) DO UPDATE SET deleted_at = now();
  END IF;
  RETURN OLD;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER articles_tombstone_trigger
  AFTER DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_leave_tombstone();
