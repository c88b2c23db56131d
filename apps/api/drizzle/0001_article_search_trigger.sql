-- Weighted full-text search over articles: title (A) > keywords and authors (B) > abstract (C).
-- A trigger keeps the vector current, so the application never writes it and the same SQL works
-- on PostgreSQL and PGlite.
CREATE FUNCTION articles_search_vector_update() RETURNS trigger AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.keywords, ' ')), 'B') ||
    setweight(to_tsvector('simple', coalesce(
      (SELECT string_agg(author->>'name', ' ') FROM jsonb_array_elements(NEW.authors) AS author), ''
    )), 'B') ||
    setweight(to_tsvector('english', regexp_replace(coalesce(NEW.abstract, ''), '<[^>]*>', ' ', 'g')), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER articles_search_vector_trigger
  BEFORE INSERT OR UPDATE OF title, keywords, authors, abstract ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_search_vector_update();
