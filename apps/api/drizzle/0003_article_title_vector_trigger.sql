-- Search ranks only a bounded set of candidates (see src/content/search-query.ts). The newest
-- title/keyword/author matches are found through title_vector: unlike search_vector, which holds
-- the abstract and is stored out of line (TOASTed), it is small enough to stay in the row, so
-- testing it costs no extra read. The trigger now builds title_vector and derives search_vector
-- from it; `||` shifts positions the same way, so search_vector is unchanged.
CREATE OR REPLACE FUNCTION articles_search_vector_update() RETURNS trigger AS $$
BEGIN
  NEW.title_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.keywords, ' ')), 'B') ||
    setweight(to_tsvector('simple', coalesce(
      (SELECT string_agg(author->>'name', ' ') FROM jsonb_array_elements(NEW.authors) AS author), ''
    )), 'B');
  NEW.search_vector :=
    NEW.title_vector ||
    setweight(to_tsvector('english', regexp_replace(coalesce(NEW.abstract, ''), '<[^>]*>', ' ', 'g')), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Backfill existing rows. Setting only title_vector does not fire the trigger (it runs on
-- UPDATE OF title, keywords, authors, abstract), so search_vector is left as it was.
UPDATE articles SET title_vector =
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', array_to_string(keywords, ' ')), 'B') ||
  setweight(to_tsvector('simple', coalesce(
    (SELECT string_agg(author->>'name', ' ') FROM jsonb_array_elements(authors) AS author), ''
  )), 'B');
