-- Accent-insensitive search: `makinen` finds Mäkinen and `mäkinen` finds Makinen. Two text search
-- configurations run `unaccent` before their usual dictionary, for words with letters outside
-- ASCII (ASCII words have no accents to remove, so their mapping stays as it was):
-- `quire_english` (titles, keywords, abstracts: stemmed) and `quire_simple` (author names: not
-- stemmed). Vectors and queries must be parsed with the same configuration, so the search query
-- (src/content/search-query.ts) uses them too. PGlite loads the extension in src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION quire_english (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION quire_english
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION quire_simple (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION quire_simple
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
-- The trigger of migration 0003 with the new configurations; everything else is unchanged.
CREATE OR REPLACE FUNCTION articles_search_vector_update() RETURNS trigger AS $$
BEGIN
  NEW.title_vector :=
    setweight(to_tsvector('quire_english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('quire_english', array_to_string(NEW.keywords, ' ')), 'B') ||
    setweight(to_tsvector('quire_simple', coalesce(
      (SELECT string_agg(author->>'name', ' ') FROM jsonb_array_elements(NEW.authors) AS author), ''
    )), 'B');
  NEW.search_vector :=
    NEW.title_vector ||
    setweight(to_tsvector('quire_english', regexp_replace(coalesce(NEW.abstract, ''), '<[^>]*>', ' ', 'g')), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Rebuild every stored vector. Setting only the vectors does not fire the trigger (it runs on
-- UPDATE OF title, keywords, authors, abstract), so nothing else about the rows changes.
UPDATE articles SET title_vector =
  setweight(to_tsvector('quire_english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('quire_english', array_to_string(keywords, ' ')), 'B') ||
  setweight(to_tsvector('quire_simple', coalesce(
    (SELECT string_agg(author->>'name', ' ') FROM jsonb_array_elements(authors) AS author), ''
  )), 'B');
--> statement-breakpoint
UPDATE articles SET search_vector = title_vector ||
  setweight(to_tsvector('quire_english', regexp_replace(coalesce(abstract, ''), '<[^>]*>', ' ', 'g')), 'C');
