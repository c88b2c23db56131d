CREATE TYPE "public"."supplementary_data_type" AS ENUM('dataset', 'code', 'figure', 'table', 'video', 'document', 'other');--> statement-breakpoint
CREATE TABLE "article_supplementary_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"label" text NOT NULL,
	"data_type" "supplementary_data_type" DEFAULT 'other' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "full_text_jats" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "cover_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_supplementary_files" ADD CONSTRAINT "article_supplementary_files_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_supplementary_files" ADD CONSTRAINT "article_supplementary_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_supplementary_files_article_idx" ON "article_supplementary_files" USING btree ("article_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "article_supplementary_files_file_idx" ON "article_supplementary_files" USING btree ("file_id");