-- Indexes behind the search's identifier lookups and sort orders (src/content/search-query.ts).
-- The title order ignores case and accents, like the search itself: `Épices` sorts with the Es.
-- `unaccent` is only STABLE (its rules file could change), so an index needs this IMMUTABLE
-- wrapper; changing the rules would mean rebuilding the index, which nobody does at run time.
-- Function and dictionary are named with their schema: a restore (pg_dump) builds the index with
-- an empty search_path.
CREATE FUNCTION article_title_sort_key(title text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, title)) $$;
--> statement-breakpoint
CREATE INDEX "articles_doi_idx" ON "articles" USING btree (lower("doi"));--> statement-breakpoint
CREATE INDEX "articles_authors_idx" ON "articles" USING gin ("authors" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "articles_title_order_idx" ON "articles" USING btree (article_title_sort_key("title"),"id");