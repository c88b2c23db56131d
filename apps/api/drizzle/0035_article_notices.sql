CREATE TABLE "article_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"date" date NOT NULL,
	"doi" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_notices_type_check" CHECK ("article_notices"."type" in ('correction', 'retraction', 'expression_of_concern', 'addendum'))
);
--> statement-breakpoint
ALTER TABLE "article_notices" ADD CONSTRAINT "article_notices_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_notices" ADD CONSTRAINT "article_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_notices_article_idx" ON "article_notices" USING btree ("article_id","created_at");