CREATE TABLE "site_setup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"administrator_id" integer,
	CONSTRAINT "site_setup_single_row" CHECK ("site_setup"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "site_setup" ADD CONSTRAINT "site_setup_administrator_id_users_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A site older than the first-run setup that already has administrators is set up: its first
-- administrator is recorded, and nothing published changes.
INSERT INTO "site_setup" ("id", "completed_at", "administrator_id")
SELECT 1, now(), min("id") FROM "users" WHERE "role" = 'admin' HAVING count(*) > 0;
