ALTER TABLE "submissions" ADD COLUMN "editor_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "submissions_unassigned_idx" ON "submissions" USING btree ("updated_at","id") WHERE "submissions"."editor_count" = 0 and "submissions"."status" in ('submitted', 'under_review', 'revisions_requested', 'accepted');--> statement-breakpoint
-- Editors already assigned count from the start.
UPDATE "submissions" s SET "editor_count" = (SELECT count(*) FROM "submission_editors" se WHERE se."submission_id" = s."id");--> statement-breakpoint
-- submissions.editor_count follows submission_editors row by row (assign, unassign, and the
-- cascades of a deleted account), so no code path can leave it wrong.
CREATE FUNCTION count_submission_editors() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "submissions" SET "editor_count" = "editor_count" + 1 WHERE "id" = NEW."submission_id";
  ELSE
    UPDATE "submissions" SET "editor_count" = "editor_count" - 1 WHERE "id" = OLD."submission_id";
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "submission_editors_count" AFTER INSERT OR DELETE ON "submission_editors"
  FOR EACH ROW EXECUTE FUNCTION count_submission_editors();
