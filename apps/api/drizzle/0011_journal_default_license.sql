ALTER TABLE "journals" ADD COLUMN "license_name" text DEFAULT 'CC BY 4.0' NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "license_url" text DEFAULT 'https://creativecommons.org/licenses/by/4.0/';--> statement-breakpoint
-- Articles published before journals had a default licence (those published through the panel)
-- carry none: they get their journal's, which is what their authors agreed to when submitting.
-- updated_at moves so OAI-PMH harvesters collect the changed rights.
UPDATE articles SET license = j.license_name, license_url = j.license_url, updated_at = now()
  FROM journals j
  WHERE j.id = articles.journal_id AND articles.license IS NULL;
