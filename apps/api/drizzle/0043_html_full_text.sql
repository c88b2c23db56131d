ALTER TABLE "articles" ADD COLUMN "full_text_html" text;--> statement-breakpoint
-- Search reads an HTML full text as it reads a JATS one: its words go into full_text_vector
-- (migration 0029), the text wrapped in <body> so article_body_text takes all of it. An article
-- has one full text, so at most one of the two columns is set.
CREATE OR REPLACE FUNCTION articles_full_text_vector_update() RETURNS trigger AS $$
BEGIN
  NEW.full_text_vector := CASE
    WHEN NEW.full_text_jats IS NOT NULL
      THEN to_tsvector('quire_english', article_body_text(NEW.full_text_jats))
    WHEN NEW.full_text_html IS NOT NULL
      THEN to_tsvector('quire_english', article_body_text('<body>' || NEW.full_text_html || '</body>'))
    ELSE NULL END;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER articles_full_text_vector_trigger ON articles;
--> statement-breakpoint
CREATE TRIGGER articles_full_text_vector_trigger
  BEFORE INSERT OR UPDATE OF full_text_jats, full_text_html ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_full_text_vector_update();
