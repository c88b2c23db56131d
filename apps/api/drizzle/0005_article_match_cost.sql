-- `article_matches(search_vector, query)` is `search_vector @@ query` with its true cost declared.
-- Testing a row reads its search_vector, which is stored out of line (TOASTed) — far dearer than
-- the planner's default cost for `@@`. Without knowing that, it answers "the first 201 matches" of
-- a word found in a few percent of articles with a table scan that tests thousands of rows (40 ms)
-- rather than the GIN index, which finds them without reading a vector (5 ms). Search adds this
-- beside the indexable `@@` (src/content/search-query.ts). PL/pgSQL so it is not inlined (which
-- would drop the cost); PARALLEL UNSAFE keeps searches in one process: worker start-up costs more
-- than it saves on a busy two-core web server.
CREATE FUNCTION article_matches(document tsvector, search tsquery) RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL UNSAFE COST 1000
  AS $$ BEGIN RETURN document @@ search; END $$;
