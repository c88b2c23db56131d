ALTER TABLE "articles" ADD COLUMN "title_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "articles_title_search_idx" ON "articles" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "articles_recent_idx" ON "articles" USING btree ("published_at","id");