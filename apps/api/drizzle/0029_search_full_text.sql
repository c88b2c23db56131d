-- Search finds words in an article's full text (its JATS galley's body) too. The body's words get
-- a vector of their own rather than joining search_vector: ranking reads search_vector for every
-- candidate, and a galley's words would make it many times larger (src/content/search-query.ts
-- matches either vector and ranks only search_vector, so a hit in the full text alone comes after
-- the others).
ALTER TABLE "articles" ADD COLUMN "full_text_vector" "tsvector";--> statement-breakpoint
-- Partial: most articles have no galley, and each would add an empty entry (a search's `@@` on
-- the column implies it is not null, so the planner still uses it).
CREATE INDEX "articles_full_text_search_idx" ON "articles" USING gin ("full_text_vector") WHERE "articles"."full_text_vector" is not null;--> statement-breakpoint
-- The text of a JATS article's <body> (not its front matter or references), tags turned into
-- spaces; entities stay as written (the text search parser skips them). Search highlights
-- fragments of the same text, so both must read it alike.
CREATE FUNCTION article_body_text(jats text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(coalesce(substring(jats from '<body(?:\s[^>]*)?>(.*)</body>'), ''), '<[^>]*>', ' ', 'g') $$;
--> statement-breakpoint
CREATE FUNCTION articles_full_text_vector_update() RETURNS trigger AS $$
BEGIN
  NEW.full_text_vector := CASE WHEN NEW.full_text_jats IS NULL THEN NULL
    ELSE to_tsvector('quire_english', article_body_text(NEW.full_text_jats)) END;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER articles_full_text_vector_trigger
  BEFORE INSERT OR UPDATE OF full_text_jats ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_full_text_vector_update();
--> statement-breakpoint
-- Setting only the vector does not fire either trigger, so nothing else about the rows changes.
UPDATE articles SET full_text_vector = to_tsvector('quire_english', article_body_text(full_text_jats))
  WHERE full_text_jats IS NOT NULL;
