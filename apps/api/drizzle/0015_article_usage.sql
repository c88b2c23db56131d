CREATE TABLE "article_usage_daily" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_usage_daily_article_id_day_pk" PRIMARY KEY("article_id","day")
);
--> statement-breakpoint
CREATE TABLE "usage_reader_marks" (
	"reader" text NOT NULL,
	"article_id" integer NOT NULL,
	"kind" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usage_reader_marks_reader_article_id_kind_pk" PRIMARY KEY("reader","article_id","kind")
);
--> statement-breakpoint
ALTER TABLE "article_usage_daily" ADD CONSTRAINT "article_usage_daily_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_usage_daily_day_idx" ON "article_usage_daily" USING btree ("day","article_id");--> statement-breakpoint
CREATE INDEX "usage_reader_marks_counted_idx" ON "usage_reader_marks" USING btree ("counted_at");