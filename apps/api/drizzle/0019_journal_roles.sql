CREATE TYPE "public"."journal_role" AS ENUM('manager', 'editor', 'section_editor', 'reviewer', 'author');--> statement-breakpoint
CREATE TABLE "journal_roles" (
	"user_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"role" "journal_role" NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" integer,
	CONSTRAINT "journal_roles_user_id_journal_id_role_pk" PRIMARY KEY("user_id","journal_id","role")
);
--> statement-breakpoint
CREATE TABLE "section_editors" (
	"user_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	CONSTRAINT "section_editors_user_id_section_id_pk" PRIMARY KEY("user_id","section_id")
);
--> statement-breakpoint
ALTER TABLE "journal_roles" ADD CONSTRAINT "journal_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_roles" ADD CONSTRAINT "journal_roles_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_roles" ADD CONSTRAINT "journal_roles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_editors" ADD CONSTRAINT "section_editors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_editors" ADD CONSTRAINT "section_editors_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_roles_journal_idx" ON "journal_roles" USING btree ("journal_id","role");--> statement-breakpoint
CREATE INDEX "section_editors_section_idx" ON "section_editors" USING btree ("section_id");--> statement-breakpoint
-- Today's authors of each journal: everyone with a submission sent to it. Administrators stay
-- site administrators (`users.role`), and nothing published changes.
INSERT INTO "journal_roles" ("user_id", "journal_id", "role")
SELECT DISTINCT "owner_id", "journal_id", 'author'::"journal_role" FROM "submissions"
WHERE "journal_id" IS NOT NULL AND "status" <> 'draft'
ON CONFLICT DO NOTHING;
