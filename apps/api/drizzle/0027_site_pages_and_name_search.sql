-- The site's own pages share the journals' page table, without a journal.
ALTER TABLE "journal_pages" ALTER COLUMN "journal_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "site_pages_slug_idx" ON "journal_pages" USING btree ("slug") WHERE "journal_pages"."journal_id" is null;--> statement-breakpoint
-- Trigram indexes answer substring searches of names and addresses (people, staff, audit).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);