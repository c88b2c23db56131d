DROP INDEX "submission_editors_user_idx";--> statement-breakpoint
ALTER TABLE "submission_editors" ADD COLUMN "submission_status" "submission_status" DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_editors" ADD COLUMN "next_review_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "next_review_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "submission_editors_user_state_idx" ON "submission_editors" USING btree ("user_id","submission_status","next_review_due_at","submission_id");--> statement-breakpoint
-- When the first review of a submission's round still expected becomes late: the earliest
-- deadline of its invited (the response date, or the review date if sooner) and accepted (the
-- review date) assignments; null when none is expected. "Late" is this moment being past, so
-- time passing needs no write.
CREATE FUNCTION next_review_due_at(submission integer, current_round integer) RETURNS timestamptz AS $$
  SELECT min(CASE WHEN ra."status" = 'invited' THEN least(ra."response_due_at", ra."review_due_at") ELSE ra."review_due_at" END)
  FROM "review_assignments" ra
  WHERE ra."submission_id" = submission AND ra."round" = current_round AND ra."status" IN ('invited', 'accepted')
$$ LANGUAGE sql STABLE;--> statement-breakpoint
-- The submissions under review today, then every editor's copy of their submission's state.
UPDATE "submissions" s SET "next_review_due_at" = next_review_due_at(s."id", s."round")
  WHERE EXISTS (SELECT 1 FROM "review_assignments" ra WHERE ra."submission_id" = s."id" AND ra."round" = s."round" AND ra."status" IN ('invited', 'accepted'));--> statement-breakpoint
UPDATE "submission_editors" se SET "submission_status" = s."status", "next_review_due_at" = s."next_review_due_at"
  FROM "submissions" s WHERE s."id" = se."submission_id";--> statement-breakpoint
-- Recomputes submissions.next_review_due_at for these submissions. They are locked first and
-- read in a later statement (a fresh snapshot), so two invitations at once for one submission
-- are counted in turn: the second recomputes after the first commits and sees it.
CREATE FUNCTION refresh_next_review_due_at(ids integer[]) RETURNS void AS $$
BEGIN
  PERFORM 1 FROM "submissions" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "submissions" s SET "next_review_due_at" = next_review_due_at(s."id", s."round")
    WHERE s."id" = ANY(ids) AND s."next_review_due_at" IS DISTINCT FROM next_review_due_at(s."id", s."round");
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- submissions.next_review_due_at follows review_assignments once per statement, for the
-- submissions it touched: an invitation, an answer, a review in, a withdrawal, a new deadline,
-- a deletion (cascades included), so no code path can leave it wrong.
CREATE FUNCTION follow_review_assignments() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM refresh_next_review_due_at(ARRAY(
      SELECT "submission_id" FROM touched_review_assignments
      UNION SELECT "submission_id" FROM previous_review_assignments));
  ELSE
    PERFORM refresh_next_review_due_at(ARRAY(SELECT DISTINCT "submission_id" FROM touched_review_assignments));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "review_assignments_added" AFTER INSERT ON "review_assignments"
  REFERENCING NEW TABLE AS touched_review_assignments
  FOR EACH STATEMENT EXECUTE FUNCTION follow_review_assignments();--> statement-breakpoint
CREATE TRIGGER "review_assignments_changed" AFTER UPDATE ON "review_assignments"
  REFERENCING OLD TABLE AS previous_review_assignments NEW TABLE AS touched_review_assignments
  FOR EACH STATEMENT EXECUTE FUNCTION follow_review_assignments();--> statement-breakpoint
CREATE TRIGGER "review_assignments_removed" AFTER DELETE ON "review_assignments"
  REFERENCING OLD TABLE AS touched_review_assignments
  FOR EACH STATEMENT EXECUTE FUNCTION follow_review_assignments();--> statement-breakpoint
-- A new round (a resubmission) expects the reviews of that round only.
CREATE FUNCTION follow_submission_round() RETURNS trigger AS $$
BEGIN
  NEW."next_review_due_at" := next_review_due_at(NEW."id", NEW."round");
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "submissions_round" BEFORE UPDATE ON "submissions"
  FOR EACH ROW WHEN (OLD."round" IS DISTINCT FROM NEW."round") EXECUTE FUNCTION follow_submission_round();--> statement-breakpoint
-- submission_editors carries its submission's status and next_review_due_at (the editors' views
-- read one index of their own rows): filled when an editor is assigned, with the submission
-- locked so that a change of it at the same moment is copied after this row exists...
CREATE FUNCTION copy_submission_state() RETURNS trigger AS $$
BEGIN
  SELECT s."status", s."next_review_due_at" INTO NEW."submission_status", NEW."next_review_due_at"
    FROM "submissions" s WHERE s."id" = NEW."submission_id" FOR NO KEY UPDATE;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "submission_editors_state" BEFORE INSERT OR UPDATE OF "submission_id" ON "submission_editors"
  FOR EACH ROW EXECUTE FUNCTION copy_submission_state();--> statement-breakpoint
-- ...and followed on every change of the submission's status or next review deadline.
CREATE FUNCTION follow_submission_state() RETURNS trigger AS $$
BEGIN
  UPDATE "submission_editors" SET "submission_status" = NEW."status", "next_review_due_at" = NEW."next_review_due_at"
    WHERE "submission_id" = NEW."id";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "submissions_state" AFTER UPDATE ON "submissions"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."next_review_due_at" IS DISTINCT FROM NEW."next_review_due_at")
  EXECUTE FUNCTION follow_submission_state();
